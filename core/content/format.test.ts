import { describe, expect, it } from "vitest";
import { groupDigits } from "./format";

describe("groupDigits", () => {
  it("groups thousands with commas, as en-US does", () => {
    for (const value of [0, 7, 42, 999, 1000, 5000, 12345, 999999, 1234567, -4200]) {
      expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
