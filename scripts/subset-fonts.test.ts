import { describe, expect, it } from "vitest";
import { fontCharacters, SPANISH_LETTERS } from "./subset-fonts";

describe("the characters the font subsets keep", () => {
  it("hold every printable ASCII character and the letters Spanish adds to them", async () => {
    const kept = await fontCharacters();
    for (const letter of `${SPANISH_LETTERS} AZaz09@.,`) expect(kept).toContain(letter);
    expect(SPANISH_LETTERS).toContain("¿");
    expect(SPANISH_LETTERS).toContain("ñ");
  });

  it("hold what the Spanish words show, such as the headline's accents", async () => {
    const kept = await fontCharacters();
    for (const letter of "áéíóúñ¿¡«»·") expect(kept).toContain(letter);
  });
});
