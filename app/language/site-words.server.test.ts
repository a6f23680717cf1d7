import { describe, expect, it } from "vitest";
import { siteLanguages, type Language } from "../../core/content/languages";
import { sourceWords } from "~/content/words";
import { liveWords } from "./live-words";
import { siteWords } from "./site-words.server";

const codes = Object.keys(siteLanguages) as Language[];

/** The shape of a value: its keys, list lengths and the kind of each leaf. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value instanceof RegExp) return "regexp";
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shape(entry)]));
  }
  return typeof value;
}

describe("every registered language", () => {
  it("has every word of the public pages, in the source's shape, its links to its own twins", () => {
    for (const code of codes) {
      const words = siteWords(code);
      expect(shape(words), code).toEqual(shape(sourceWords));
      const { paths } = siteLanguages[code];
      expect(words.layout.mainNav.map((item) => item.to)).toEqual([
        paths.home,
        paths.products,
        paths.about,
        paths.contact,
      ]);
    }
    expect(siteWords("es").home.hero.primaryCta).toEqual({
      label: "Comience su camino con la IA",
      to: "/es/contacto",
    });
  });

  it("has each module the visitor's actions load, with the source's words", async () => {
    for (const code of codes) {
      for (const [name, load] of Object.entries(liveWords)) {
        const [words, source] = await Promise.all([load(code), load("en")]);
        expect(shape(words), `${code} ${name}`).toEqual(shape(source));
      }
    }
  });
});
