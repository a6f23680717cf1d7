import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { colourTokens } from "./colour-tokens";
import { THEME_STYLESHEET, solidColours, themeSolidColours } from "./solid-colours";

describe("the theme's colours outside the site's stylesheet", () => {
  it("reads each token of app/theme.css, and no comment or palette switch as one", () => {
    const tokens = colourTokens(readFileSync(THEME_STYLESHEET, "utf8"));
    expect(tokens.get("brand-600")).toBe("oklch(51.1% 0.262 276.966)");
    expect(tokens.has("*")).toBe(false);
    expect([...tokens.keys()].every((name) => /^[a-z0-9-]+$/.test(name))).toBe(true);
  });

  it("gives mail clients and SVG files the sRGB colour a browser shows", () => {
    // Tailwind's documented fallbacks for its oklch palette: indigo-600, slate-900, white.
    expect(themeSolidColours(["brand-600", "ink-900", "white"])).toEqual({
      "brand-600": "#4f39f6",
      "ink-900": "#0f172b",
      white: "#fff",
    });
  });

  it("reads any colour syntax a fork writes", () => {
    const stylesheet = `@theme { --color-brand-600: hsl(140 60% 30%); /* a note; */ --color-ink-900: rgb(28 25 23 / 50%); }`;
    expect(solidColours(stylesheet, ["brand-600", "ink-900"])).toEqual({
      "brand-600": "#1f7a3d",
      "ink-900": "rgba(28,25,23,.5)",
    });
  });

  it("names the token a theme lacks, or whose value is no colour", () => {
    expect(() => solidColours("@theme { }", ["brand-600"])).toThrow(
      "app/theme.css defines no --color-brand-600",
    );
    expect(() =>
      solidColours("@theme { --color-brand-600: var(--color-green-600); }", ["brand-600"]),
    ).toThrow("--color-brand-600 (var(--color-green-600)) is not a colour");
  });
});
