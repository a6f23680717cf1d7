/**
 * Writes .br and .gz beside every compressible file of the client build, so the server never
 * compresses them per request. The .gz files come from Zopfli: gzip that every client can read,
 * about 3 % smaller than zlib's best level, at a cost paid once per build.
 *
 * Zopfli runs on one thread (WebAssembly), about 16 CPU seconds for the whole build: the files are
 * shared out by size among one process per core (scripts/precompress-files.ts), so the build waits
 * for the largest share rather than for all of them.
 */
import { fork } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest|data)$/;

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const files = await Promise.all(
  (await readdir(clientDir, { recursive: true }))
    .filter((file) => COMPRESSIBLE.test(file))
    .map(async (file) => {
      const full = path.join(clientDir, file);
      return { full, bytes: (await stat(full)).size };
    }),
);

/** Largest first, each to the share with the fewest bytes so far. */
const shares = Array.from({ length: Math.min(availableParallelism(), files.length) }, () => ({
  bytes: 0,
  files: [] as string[],
}));
for (const file of files.toSorted((a, b) => b.bytes - a.bytes)) {
  const lightest = shares.reduce((least, share) => (share.bytes < least.bytes ? share : least));
  lightest.bytes += file.bytes;
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
