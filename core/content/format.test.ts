import { describe, expect, it } from "vitest";
import { fill, groupDigits } from "./format";

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
