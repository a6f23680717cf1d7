import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.TRUST_PROXY).toBe(0);
    expect(config.INSIGHTS).toBe("on");
    expect(config.INSIGHTS_RETENTION_DAYS).toBe(90);
  });

  it("reads the insights' switch and retention", () => {
    const config = loadConfig({ INSIGHTS: "off", INSIGHTS_RETENTION_DAYS: "30" });
    expect(config.INSIGHTS).toBe("off");
    expect(config.INSIGHTS_RETENTION_DAYS).toBe(30);
    expect(() => loadConfig({ INSIGHTS_RETENTION_DAYS: "0" })).toThrow(
      /INSIGHTS_RETENTION_DAYS: a whole number of days/,
    );
  });

  it("names the variable and the expected form when a value is invalid", () => {
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(
      /SITE_URL: an absolute http\(s\) URL/,
    );
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("refuses a busy-time feed address with a user name or password in it", () => {
    expect(loadConfig({ BUSY_ICS_URLS: "webcal://cal.example/a.ics" }).BUSY_ICS_URLS).toEqual([
      "https://cal.example/a.ics",
    ]);
    expect(() => loadConfig({ BUSY_ICS_URLS: "https://dana:secret@cal.example/a.ics" })).toThrow(
      /BUSY_ICS_URLS: .*without a user name or password/,
    );
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://example.com/" }).SITE_URL).toBe("https://example.com");
  });
});
