import { describe, expect, it } from "vitest";
import { announcement } from "./announcement";

describe("what the live region says of a complete answer", () => {
  it("is the whole answer", () => {
    expect(announcement("Yes, every day.")).toBe("The assistant answered: Yes, every day.");
  });

  it("is the start of a very long one, with where the rest is", () => {
    expect(announcement("word ".repeat(1000))).toMatch(
      /^The assistant answered at length: (word ){299}word… The rest is in the conversation\.$/,
    );
  });
});
