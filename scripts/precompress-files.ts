/**
 * One process's share of scripts/precompress.ts: writes FILE.br (Brotli's best) and FILE.gz
 * beside each FILE named on the command line, the gzip from Zopfli where `zopfliWorthIt` says so
 * and from zlib's best level elsewhere.
 */
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { zopfliWorthIt } from "./precompress-choice";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ZOPFLI_ITERATIONS = 5;

for (const file of process.argv.slice(2)) {
  const body = await readFile(file);
  await writeFile(
    `${file}.br`,
    await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(
    `${file}.gz`,
    zopfliWorthIt(file)
      ? await zopfliGzip(body, { numiterations: ZOPFLI_ITERATIONS })
      : await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  );
}
