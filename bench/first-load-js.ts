/**
 * Prints the JavaScript a first visit to a prerendered page downloads, gzip-compressed: every
 * module the page's HTML loads or modulepreloads, from the client build.
 *   npm run build && npx tsx bench/first-load-js.ts [/path ...]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];

for (const page of pages) {
  const htmlFile = path.join(clientDir, page === "/" ? "" : page, "index.html");
  const html = readFileSync(htmlFile, "utf8");
  const scripts = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import\(?\s*"([^"]+\.js)"/g)]
      .map((match) => match[1] ?? match[2])
      .filter((src): src is string => src !== undefined && src.startsWith("/assets/")),
  );
  let total = 0;
  for (const src of [...scripts].sort()) {
    const gzipped = gzipSync(readFileSync(path.join(clientDir, src)), { level: 9 }).length;
    total += gzipped;
    console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${src}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  gzip JS on first visit to ${page}\n`);
}
