/**
 * Writes .br and .gz beside every compressible file of the client build, so the server never
 * compresses them per request. The scripts' and styles' .gz files come from Zopfli: gzip that
 * every client can read, about 4 % smaller than zlib's best level (scripts/precompress-choice.ts).
 *
 * Zopfli runs on one thread (WebAssembly), about 5 CPU seconds for the scripts and styles: the
 * files are shared out by their cost among one process per core (scripts/precompress-files.ts),
 * so the build waits for the largest share rather than for all of them.
 */
import { fork } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { compressionCost } from "./precompress-choice";

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest|data)$/;

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const files = await Promise.all(
  (await readdir(clientDir, { recursive: true }))
    .filter((file) => COMPRESSIBLE.test(file))
    .map(async (file) => {
      const full = path.join(clientDir, file);
      return { full, cost: compressionCost(file, (await stat(full)).size) };
    }),
);

/** Costliest first, each to the share with the least work so far. */
const shares = Array.from({ length: Math.min(availableParallelism(), files.length) }, () => ({
  cost: 0,
  files: [] as string[],
}));
for (const file of files.toSorted((a, b) => b.cost - a.cost)) {
  const lightest = shares.reduce((least, share) => (share.cost < least.cost ? share : least));
  lightest.cost += file.cost;
  lightest.files.push(file.full);
}

// Each share in a process of its own, started as this one was (tsx's loader included).
await Promise.all(
  shares.map(
    (share) =>
      new Promise<void>((done, fail) => {
        const child = fork(path.join(import.meta.dirname, "precompress-files.ts"), share.files, {
          execArgv: process.execArgv,
        });
        child.on("error", fail);
        child.on("exit", (code) =>
          code === 0
            ? done()
            : fail(new Error(`precompressing ${share.files.length} files failed`)),
        );
      }),
  ),
);
console.log(`precompressed ${files.length} files in ${shares.length} processes`);
