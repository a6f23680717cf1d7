import { describe, expect, it } from "vitest";
import { builtLanguages, builtLanguagesProblem } from "./built-languages";

/** The routes of a build's manifest: what matters here is which pages it has. */
const buildWith = (ids: string[]) => ({
  routes: Object.fromEntries(ids.map((id) => [id, {}])) as never,
});

describe("the languages a build serves", () => {
  const both = buildWith(["root", "routes/home", "es/home", "es/about", "es/not-found"]);
  const english = buildWith(["root", "routes/home", "routes/about"]);

  it("are read from its routes: each language's pages have ids of their own", () => {
    expect(builtLanguages(both)).toEqual(["en", "es"]);
    expect(builtLanguages(english)).toEqual(["en"]);
  });

  it("must be SITE_LANGUAGES: a server told others names the setting and the way out", () => {
    expect(builtLanguagesProblem(["en", "es"], both)).toBeNull();
    expect(builtLanguagesProblem(["en"], english)).toBeNull();
    expect(builtLanguagesProblem(["en", "es"], english)).toBe(
      "SITE_LANGUAGES is en,es, but the site was built with en: build it again with the same " +
        "setting (SITE_LANGUAGES=en,es npm run build).",
    );
    expect(builtLanguagesProblem(["en"], both)).toMatch(
      /^SITE_LANGUAGES is en, but the site was built with en,es/,
    );
  });
});
