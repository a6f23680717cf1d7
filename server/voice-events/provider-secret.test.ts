import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { secretChecker } from "./provider-secret";

describe("the provider's secret", () => {
  it("matches only the exact secret, whatever the guess's length", () => {
    const matches = secretChecker("s3cret-on-the-server-url");
    expect(matches("s3cret-on-the-server-url")).toBe(true);
    expect(matches("s3cret-on-the-server-urL")).toBe(false);
    expect(matches("s3cret")).toBe(false);
    expect(matches("")).toBe(false);
    expect(matches(undefined)).toBe(false);
  });

  it("is optional, and at least 16 characters when set", () => {
    expect(loadConfig({}).VAPI_SERVER_SECRET).toBe("");
    expect(loadConfig({ VAPI_SERVER_SECRET: "0123456789abcdef" }).VAPI_SERVER_SECRET).toBe(
      "0123456789abcdef",
    );
    expect(() => loadConfig({ VAPI_SERVER_SECRET: "too-short" })).toThrow(
      /VAPI_SERVER_SECRET: at least 16 characters/,
    );
  });
});
