import { readFileSync } from "node:fs";
import path from "node:path";
import { transform } from "lightningcss";
import { colourToken, colourTokens } from "./colour-tokens";

/**
 * The theme's colours as sRGB hex (or rgba() where a token has an alpha), for what reads no
 * modern CSS colour: mail clients and SVG files. Node only. The conversion is lightningcss's, the
 * one Tailwind's build uses for its own fallbacks: it maps a colour outside sRGB the way CSS
 * Color 4 says, and reads any colour syntax a fork writes in app/theme.css.
 */

/** app/theme.css, read from disk: the stylesheet is data here, the same file the site is built from. */
export const THEME_STYLESHEET = path.resolve(import.meta.dirname, "../../app/theme.css");

const SOLID = /^(#[0-9a-f]{3,8}|rgba?\([^)]*\))$/i;

/** The named tokens of `stylesheet`, each as a colour every mail client and SVG viewer reads. */
export function solidColours<Name extends string>(
  stylesheet: string,
  names: readonly Name[],
): Record<Name, string> {
  const tokens = colourTokens(stylesheet);
  const values = names.map((name) => colourToken(tokens, name));
  // Chrome 60 read neither lab() nor oklch(): for it, lightningcss writes each colour in sRGB first.
  const { code } = transform({
    filename: "theme-colours.css",
    code: Buffer.from(values.map((value, index) => `.c${index}{color:${value}}`).join("")),
    targets: { chrome: 60 << 16 },
    minify: true,
  });
  const converted = new Map(
    [...code.toString().matchAll(/\.c(\d+)\{color:([^;}]+)/g)].map(([, index, colour]) => [
      Number(index),
      colour!,
    ]),
  );
  return Object.fromEntries(
    names.map((name, index) => {
      const solid = converted.get(index);
      if (!solid || !SOLID.test(solid)) {
        throw new Error(`app/theme.css: --color-${name} (${values[index]}) is not a colour`);
      }
      return [name, solid];
    }),
  ) as Record<Name, string>;
}

/** The named tokens of app/theme.css as solid colours. */
export const themeSolidColours = <Name extends string>(names: readonly Name[]) =>
  solidColours(readFileSync(THEME_STYLESHEET, "utf8"), names);
