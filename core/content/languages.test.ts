import { describe, expect, it } from "vitest";
import {
  DEFAULT_SITE_LANGUAGES,
  SOURCE_LANGUAGE,
  languageOfPath,
  pageAt,
  parseSiteLanguages,
  pathOf,
  siteLanguages,
  sourcePaths,
  twinPath,
  type Language,
} from "./languages";
import { translated } from "./translation";

const codes = Object.keys(siteLanguages) as Language[];

describe("SITE_LANGUAGES", () => {
  it("is every registered language by default, the source first", () => {
    expect(parseSiteLanguages(DEFAULT_SITE_LANGUAGES)).toEqual(codes);
    expect(codes[0]).toBe(SOURCE_LANGUAGE);
    expect(parseSiteLanguages(" en , ES ")).toEqual(["en", "es"]);
    expect(parseSiteLanguages("en")).toEqual(["en"]);
  });

  it("refuses a list without the source first, with an unknown language or one twice", () => {
    for (const wrong of ["es", "es,en", "en,xx", "en,es,es", "", "en,,es"]) {
      expect(parseSiteLanguages(wrong), wrong).toBeNull();
    }
  });
});

describe("each language's pages", () => {
  it("are under the language's own prefix, one path a page, none another's", () => {
    const seen = new Set<string>(Object.values(sourcePaths));
    for (const code of codes.filter((code) => code !== SOURCE_LANGUAGE)) {
      const { paths, twins } = siteLanguages[code];
      expect(twins.has("home"), code).toBe(true);
      for (const key of twins) {
        expect(paths[key] === `/${code}` || paths[key].startsWith(`/${code}/`), key).toBe(true);
        expect(seen.has(paths[key]), paths[key]).toBe(false);
        seen.add(paths[key]);
      }
    }
  });

  it("know which page a path is, and its twin in another language", () => {
    const all: Language[] = ["en", "es"];
    expect(languageOfPath("/es/nosotros", all)).toBe("es");
    expect(languageOfPath("/es", all)).toBe("es");
    expect(languageOfPath("/espanol", all)).toBe("en");
    expect(languageOfPath("/es/nosotros", ["en"])).toBe("en");
    expect(pageAt("/es/nosotros", "es")).toEqual({ key: "about", values: [] });
    expect(pageAt("/book/manage/abc", "en")).toEqual({ key: "bookManage", values: ["abc"] });
    expect(pageAt("/es/reservar", "es")).toEqual({ key: "book", values: [] });
    expect(pageAt("/es/reservar/gestionar/abc", "es")).toEqual({
      key: "bookManage",
      values: ["abc"],
    });
    expect(pathOf(sourcePaths.bookManage, ["abc"])).toBe("/book/manage/abc");
    const spanish = siteLanguages.es.paths;
    expect(twinPath("/contact?interest=AI%20Consulting", spanish)).toBe(
      "/es/contacto?interest=AI%20Consulting",
    );
    expect(twinPath("/#demo-section", spanish)).toBe("/es#demo-section");
    expect(twinPath("/book?type=free-consultation", spanish)).toBe(
      "/es/reservar?type=free-consultation",
    );
    expect(twinPath("https://example.com/contact", spanish)).toBe("https://example.com/contact");
  });
});

describe("a translation", () => {
  const source = {
    title: "Hello",
    cta: { label: "Contact us", to: "/contact" },
    items: [
      { text: "One", icon: ["circle", {}] },
      { text: "Two", icon: ["square", {}] },
    ],
  };

  it("takes the words from the translation, the rest from the source, and its links to twins", () => {
    expect(
      translated(
        source,
        { title: "Hola", cta: { label: "Contáctenos" }, items: [{ text: "Uno" }, { text: "Dos" }] },
        (path) => twinPath(path, siteLanguages.es.paths),
      ),
    ).toEqual({
      title: "Hola",
      cta: { label: "Contáctenos", to: "/es/contacto" },
      items: [
        { text: "Uno", icon: ["circle", {}] },
        { text: "Dos", icon: ["square", {}] },
      ],
    });
  });

  it("names where a list is shorter than the source's, or a word is missing", () => {
    const short = { title: "Hola", cta: { label: "x" }, items: [{ text: "Uno" }] };
    expect(() => translated(source, short, (path) => path)).toThrow(
      "words.items: the source has 2 entries, the translation 1",
    );
    const missing = { cta: { label: "x" }, items: [{ text: "Uno" }, { text: "Dos" }] };
    expect(() => translated(source, missing as never, (path) => path)).toThrow(
      "words.title: missing from the translation",
    );
  });

  it("of every registered language holds the server's words: the contact form's, the tools'", () => {
    for (const code of codes) {
      const language = siteLanguages[code];
      expect(Object.keys(language.contactForm.errors)).toEqual(
        Object.keys(siteLanguages.en.contactForm.errors),
      );
      expect(typeof language.voiceLeads.captured("phone")).toBe("string");
      expect(Object.keys(language.bookingAssistant.fields)).toEqual(
        Object.keys(siteLanguages.en.bookingAssistant.fields),
      );
    }
  });
});
