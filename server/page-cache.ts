import zlib from "node:zlib";
import { preferredEncoding } from "./content-encoding";

/**
 * Pages rendered per request (the contact page) differ from one request to the next in two values
 * only: the CSP nonce on their inline scripts and stylesheet, and the contact form's signed render
 * time. Rendering the React tree costs about 9 ms of CPU and compressing the 100 KB result about
 * 2 ms more, which capped a 2-core server near 110 pages a second. So each URL is rendered once
 * with stand-ins for both values and kept, cut at the stand-ins, each piece also compressed once;
 * every request gets the pieces joined around its own nonce and a freshly issued form token
 * (docs/decisions/011-page-cache-with-fresh-nonce-and-token.md).
 */

/** Written where the nonce and the form token go; nothing else on a page looks like them. */
export const STAND_INS = {
  cspNonce: "Q1NQbm9uY2VzdGFuZGluMDA=",
  formToken: "0.form-token-stand-in-6f1c2e",
} as const;

type Gap = keyof typeof STAND_INS;

export interface PerRequest {
  cspNonce: string;
  /** Issues the form token for this response (its signed time is now). */
  formToken: () => string;
}

interface Kept {
  status: number;
  headers: [string, string][];
  /** The page's text between stand-ins (one more piece than gaps), as UTF-8. */
  pieces: Buffer[];
  /** Each piece as raw deflate ending in a full flush: pieces of one deflate stream. */
  deflatedPieces: Buffer[];
  /** Which value fills each gap between two pieces. */
  gaps: Gap[];
}

const STAND_IN_PATTERN = new RegExp(
  Object.values(STAND_INS)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "g",
);
const GAP_OF = new Map<string, Gap>(
  Object.entries(STAND_INS).map(([gap, text]) => [text, gap as Gap]),
);

/** Raw deflate that ends on a byte boundary with a reset window: it can be followed by any other. */
const deflatePiece = (piece: Buffer, level: number) =>
  zlib.deflateRawSync(piece, { level, finishFlush: zlib.constants.Z_FULL_FLUSH });
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block: the end of the deflate stream. */
const EMPTY = Buffer.alloc(0);
const DEFLATE_END = zlib.deflateRawSync(EMPTY);

function cut(html: string): Pick<Kept, "pieces" | "deflatedPieces" | "gaps"> {
  const texts: string[] = [];
  const gaps: Gap[] = [];
  let from = 0;
  for (const match of html.matchAll(STAND_IN_PATTERN)) {
    texts.push(html.slice(from, match.index));
    gaps.push(GAP_OF.get(match[0])!);
    from = match.index + match[0].length;
  }
  texts.push(html.slice(from));
  const pieces = texts.map((text) => Buffer.from(text, "utf8"));
  return { pieces, deflatedPieces: pieces.map((piece) => deflatePiece(piece, 9)), gaps };
}

/** One gzip member from the kept pieces and this response's values: nothing big is compressed. */
function gzipOf(kept: Kept, values: Buffer[]): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  kept.pieces.forEach((piece, i) => {
    parts.push(kept.deflatedPieces[i]!);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
    const value = values[i];
    if (value) {
      parts.push(deflatePiece(value, 1));
      crc = zlib.crc32(value, crc);
      size += value.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(DEFLATE_END, trailer);
  return Buffer.concat(parts);
}

export interface PageCacheOptions {
  /** Pathnames whose GET documents may be kept (their render must depend on the URL only). */
  paths: readonly string[];
  /** Renders a request with the stand-ins in place of the per-request values. */
  render: (request: Request) => Promise<Response>;
  /** URLs kept at most (query strings make new ones); the oldest goes first. */
  maxEntries?: number;
}

export function createPageCache({ paths, render, maxEntries = 32 }: PageCacheOptions) {
  const cacheable = new Set(paths);
  // Promises, so requests arriving together for a page not yet kept share one render.
  const kept = new Map<string, Promise<Kept>>();

  async function renderOnce(request: Request, key: string): Promise<Kept> {
    const response = await render(request);
    const headers = new Headers(response.headers);
    // Each answer carries its own nonce: no shared cache may store it.
    if (!headers.has("cache-control")) headers.set("Cache-Control", "private, no-cache");
    headers.delete("Content-Length");
    const page = { status: response.status, headers: [...headers], ...cut(await response.text()) };
    const keepable =
      response.status === 200 &&
      /^text\/html/.test(response.headers.get("content-type") ?? "") &&
      !response.headers.has("set-cookie");
    if (!keepable) kept.delete(key);
    return page;
  }

  /** The page for this request, or null when it is not one the cache answers (render it as usual). */
  return async function cachedPage(request: Request, fresh: PerRequest): Promise<Response | null> {
    const url = new URL(request.url);
    if (request.method !== "GET" || !cacheable.has(url.pathname)) return null;
    const key = url.pathname + url.search;
    let pending = kept.get(key);
    if (!pending) {
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      pending = renderOnce(request, key);
      kept.set(key, pending);
      pending.catch(() => kept.delete(key));
    }
    const page = await pending;
    // One token per response: the form and the page's data must carry the same one.
    const filled = { cspNonce: fresh.cspNonce, formToken: fresh.formToken() };
    const values = page.gaps.map((gap) => Buffer.from(filled[gap], "utf8"));
    const headers = new Headers(page.headers);
    if (preferredEncoding(request.headers.get("accept-encoding") ?? undefined, ["gzip"])) {
      headers.set("Content-Encoding", "gzip");
      headers.append("Vary", "Accept-Encoding");
      return new Response(gzipOf(page, values), { status: page.status, headers });
    }
    const body = Buffer.concat(page.pieces.flatMap((piece, i) => [piece, values[i] ?? EMPTY]));
    return new Response(body, { status: page.status, headers });
  };
}
