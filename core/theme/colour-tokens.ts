/**
 * The colours of a theme stylesheet (app/theme.css, the one place a colour is written): each
 * `--color-NAME: VALUE;` of its `@theme` blocks, as NAME → VALUE (`brand-600` →
 * `oklch(51.1% 0.262 276.966)`). Plain text work, for whatever needs a colour outside the site's
 * stylesheet: the pages' theme colour, e-mails, the Open Graph image and the favicons
 * (docs/decisions/026-colour-roles.md).
 */
export function colourTokens(stylesheet: string): ReadonlyMap<string, string> {
  const text = stylesheet.replace(/\/\*[\s\S]*?\*\//g, "");
  const tokens = new Map<string, string>();
  // `--color-*: initial` (Tailwind's palette switched off) names no colour.
  for (const [, name, value] of text.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    tokens.set(name!, value!.trim());
  }
  return tokens;
}

/** The value of one token, or an error that names the token and the file to add it to. */
export function colourToken(tokens: ReadonlyMap<string, string>, name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`app/theme.css defines no --color-${name}`);
  return value;
}
