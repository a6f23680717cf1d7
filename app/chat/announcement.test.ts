import { describe, expect, it } from "vitest";
import { chatCopy } from "~/content/chat";
import { chatCopy as spanish } from "~/content/es/chat";
import { announcement } from "./announcement";

describe("what the live region says of a complete answer", () => {
  it("is the whole answer", () => {
    expect(announcement("Yes, every day.", chatCopy)).toBe(
      "The assistant answered: Yes, every day.",
    );
    expect(announcement("Sí, todos los días.", spanish)).toBe(
      "El asistente respondió: Sí, todos los días.",
    );
  });

  it("is the start of a very long one, with where the rest is", () => {
    expect(announcement("word ".repeat(1000), chatCopy)).toMatch(
      /^The assistant answered at length: (word ){299}word… The rest is in the conversation\.$/,
    );
  });
});
