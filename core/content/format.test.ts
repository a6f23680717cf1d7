import { describe, expect, it } from "vitest";
import { endSentence, fill, groupDigits } from "./format";

describe("groupDigits", () => {
  it("groups thousands with commas, as en-US does", () => {
    for (const value of [0, 7, 42, 999, 1000, 5000, 12345, 999999, 1234567, -4200]) {
      expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});

describe("fill", () => {
  it("fills every place, the same place as often as it appears", () => {
    expect(fill("{count} / {max} · {count}", { count: 3, max: "5,000" })).toBe("3 / 5,000 · 3");
  });

  it("leaves a place without a value as written", () => {
    expect(fill("Error {code}: {reason}", { code: 404 })).toBe("Error 404: {reason}");
  });
});

describe("endSentence", () => {
  it("ends a sentence once, after a time that ends in a full stop of its own or not", () => {
    expect(endSentence("lunes, 15 de marzo, 2:00 p. m.")).toBe("lunes, 15 de marzo, 2:00 p. m.");
    expect(endSentence("Monday, March 15 at 2:00 PM")).toBe("Monday, March 15 at 2:00 PM.");
  });
});
