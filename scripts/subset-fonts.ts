/**
 * Cuts the two web fonts down to what the site shows, before every build (docs/decisions/
 * 010-paint-before-javascript.md): every printable ASCII character and the letters the site's
 * other languages add to it (so names and messages typed into the form stay in the font), plus
 * each other character that occurs in the site's source (the content's dashes, quotes and
 * symbols, and the words of app/content/<code>/), and only the weights the design uses. Inter goes from
 * 48 KB to about 22 KB and Space Grotesk from 22 KB to about 13 KB: the first paint of a page on a
 * phone waits for less. A rebrand that changes the fonts changes FONTS below.
 *   npx tsx scripts/subset-fonts.ts
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "..");
const SUBSET_FONT_DIR = path.join(root, ".generated/fonts");

/** Source file (an installed variable font) and the subset's name under .generated/fonts. */
const FONTS = [
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "inter.woff2" },
  {
    from: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    to: "space-grotesk.woff2",
  },
];
/** From font-normal (400) to font-bold (700): the weights app/ uses. */
const WEIGHTS = { min: 400, max: 700 };

const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");

/**
 * What a Spanish visitor types and reads beyond ASCII, whether or not the site's words use each
 * yet: a name such as "Ángela Muñoz" must not fall back to another font mid-word.
 */
export const SPANISH_LETTERS = "áéíóúüñÁÉÍÓÚÜÑ¿¡«»";

/** Every character above ASCII that pages can show: app/ and the shared words in core/. */
async function charactersInSource(): Promise<string> {
  const found = new Set<string>();
  for (const dir of ["app", "core"].map((name) => path.join(root, name))) {
    const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(tsx?|css)$/.test(f));
    for (const file of files) {
      for (const char of await readIfStillThere(path.join(dir, file))) {
        if (char.codePointAt(0)! > 0x7e) found.add(char);
      }
    }
  }
  return [...found].sort().join("");
}

/**
 * A file removed between the listing and the reading has nothing to show: the lint rules' test
 * plants and removes files in app/ while \`npm test\` builds beside it.
 */
async function readIfStillThere(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

/** Every character the subsets keep. */
export async function fontCharacters(): Promise<string> {
  return [...new Set(printableAscii + SPANISH_LETTERS + (await charactersInSource()))].join("");
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const text = await fontCharacters();
  await mkdir(SUBSET_FONT_DIR, { recursive: true });
  for (const font of FONTS) {
    const source = await readFile(require.resolve(font.from));
    const subset = await subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: { wght: WEIGHTS },
    });
    await writeFile(path.join(SUBSET_FONT_DIR, font.to), subset);
    console.log(
      `${font.to}: ${source.length} -> ${subset.length} bytes, ${text.length} characters`,
    );
  }
}
