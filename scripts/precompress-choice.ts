/**
 * Which files get Zopfli's gzip: the scripts and styles, what a first load downloads and the
 * first-load budget counts in gzip (bench/bundle.ts), cached by browsers for a year under their
 * hashed names. Zopfli makes them about 4 % smaller than zlib's best level.
 *
 * The pages and their data (1.4 of the build's 2.5 MB) get zlib's best: Zopfli spent 14 of the
 * build's 23 CPU seconds on them, on the path every `npm test` waits on (issue 48), for gzip that
 * only clients without Brotli receive, every browser over https taking Brotli.
 */
export const zopfliWorthIt = (file: string) => /\.(js|css)$/.test(file);

/**
 * A file's share of the compressing work, for sharing it out, in Brotli's cost per byte: every
 * file takes Brotli (1), and a script or style Zopfli too, at about 4 times Brotli's (1 + 4).
 */
export const compressionCost = (file: string, bytes: number) =>
  zopfliWorthIt(file) ? 5 * bytes : bytes;
