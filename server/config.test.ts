import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.TRUST_PROXY).toBe(0);
  });

  it("names the variable and the expected form when a value is invalid", () => {
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(
      /SITE_URL: an absolute http\(s\) URL/,
    );
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://example.com/" }).SITE_URL).toBe("https://example.com");
  });
});
