import { Readable, Writable, pipeline } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

/** Brotli is tried first: it is 15–25 % smaller than gzip on HTML and every current browser has it. */
const BY_PREFERENCE: readonly Encoding[] = ["br", "gzip"];
/** Below this, the compressed frame costs about what it saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|x-www-form-urlencoded)|image\/svg\+xml)/i;

/**
 * The best of `available` that the Accept-Encoding header allows (q-values honoured, q=0 refused,
 * `*` standing for anything not named), or undefined for identity.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of BY_PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

function compressor(encoding: Encoding) {
  // Quality 5 keeps a per-request brotli as cheap as gzip -6 while still smaller.
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 });
}

/**
 * Compresses a streamed body in one go per burst of chunks: React streams HTML in many small
 * chunks, and handing each to zlib (and flushing after it) costs several times the compression
 * itself. Chunks written in the same event-loop turn are joined, compressed and flushed together,
 * so each streamed part still reaches the browser at once.
 */
function compressed(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const zip = compressor(encoding);
  const flushKind =
    encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  let burst: Uint8Array[] = [];
  let flushSoon: NodeJS.Immediate | undefined;
  const writeBurst = () => {
    flushSoon = undefined;
    if (burst.length === 0) return;
    zip.write(Buffer.concat(burst));
    burst = [];
  };
  const input = new Writable({
    write(chunk: Uint8Array, _encoding, done) {
      burst.push(chunk);
      flushSoon ??= setImmediate(() => {
        writeBurst();
        zip.flush(flushKind);
      });
      done();
    },
    final(done) {
      clearImmediate(flushSoon);
      writeBurst();
      zip.end(done);
    },
    destroy(error, done) {
      clearImmediate(flushSoon);
      // Also called after a normal finish (autoDestroy): only a failure may cut the output.
      if (error) zip.destroy(error);
      done(error);
    },
  });
  pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), input, () => {});
  return Readable.toWeb(zip) as ReadableStream<Uint8Array>;
}

/**
 * Compresses responses made per request (server-rendered pages, data and JSON) with brotli or
 * gzip; files from the build arrive already encoded and pass through untouched.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    const length = Number(res.headers.get("content-length") ?? Infinity);
    // Header checks first: reading `body` turns a cheap in-memory response into a stream.
    if (
      res.headers.has("content-encoding") ||
      c.req.method === "HEAD" ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES ||
      /\bno-transform\b/.test(res.headers.get("cache-control") ?? "") ||
      !res.body
    ) {
      return;
    }
    const encoding = preferredEncoding(c.req.header("accept-encoding"), BY_PREFERENCE);
    // Hono copies the previous response's headers onto the one assigned: edit them afterwards.
    c.res = new Response(encoding ? compressed(res.body, encoding) : res.body, res);
    c.res.headers.append("Vary", "Accept-Encoding");
    if (!encoding) return;
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.delete("Content-Length");
  };
}
