import { describe, expect, it } from "vitest";
import { createFormTokens } from "./form-token";

describe("form tokens", () => {
  const tokens = createFormTokens("a-secret-of-at-least-thirty-two-characters");

  it("gives back the render time of a token it issued", () => {
    expect(tokens.renderedAt(tokens.issue(1_700_000_000_000), 1_700_000_005_000)).toBe(
      1_700_000_000_000,
    );
  });

  it("refuses forged, altered, foreign and future tokens", () => {
    const token = tokens.issue(1_700_000_000_000);
    const [, mac] = token.split(".");
    expect(tokens.renderedAt(`1600000000000.${mac}`, 1_700_000_000_000)).toBeNull();
    expect(tokens.renderedAt(token.slice(0, -1) + "A", 1_700_000_000_000)).toBeNull();
    expect(createFormTokens("another-secret-of-thirty-two-chars!!").renderedAt(token)).toBeNull();
    expect(tokens.renderedAt(tokens.issue(1_700_000_600_000), 1_700_000_000_000)).toBeNull();
    for (const junk of [null, undefined, "", "abc", "1.2", "x".repeat(500)]) {
      expect(tokens.renderedAt(junk)).toBeNull();
    }
  });
});
