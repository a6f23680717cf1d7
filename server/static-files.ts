import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context, MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { prerenderedPaths } from "../core/prerendered-paths";
import { preferredEncoding, type Encoding } from "./content-encoding";
import { inlineHashes, type InlineSources, type SecurityVariables } from "./security-headers";

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Files up to this size are answered from memory; larger ones (video, say) stream from disk. */
const IN_MEMORY_LIMIT = 1024 * 1024;
const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
const CONTENT_TYPES: Record<string, string> = {
  // React Router's single-fetch payloads, written beside prerendered pages that have loaders.
  ".data": "text/x-script",
  ".webmanifest": "application/manifest+json",
};

interface Variant {
  file: string;
  size: number;
  etag: string;
  body?: Uint8Array<ArrayBuffer>;
}

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  variants: Partial<Record<Encoding | "identity", Variant>>;
  /** Prerendered pages only: what the Content-Security-Policy must allow inline. */
  inlineHashes?: InlineSources;
}

/**
 * The client build indexed once at start-up: every URL path it serves, with ETags, precompressed
 * variants and, for prerendered pages, the hashes of their inline scripts and styles. A request
 * can only ever reach a file listed here, so no path from a request is ever joined onto the file
 * system.
 */
export function indexClientBuild(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const relativePaths = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => statSync(path.join(clientDir, file)).isFile());
  const present = new Set(relativePaths);

  const load = (relative: string, cacheControl: string): StaticFile => {
    const full = path.join(clientDir, relative);
    const identity = variant(full);
    const entry: StaticFile = {
      contentType: contentTypeOf(relative),
      cacheControl,
      variants: { identity },
    };
    for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIX)) {
      if (!present.has(relative + suffix)) continue;
      const encoded = variant(full + suffix);
      // One strong tag per representation, all derived from the uncompressed content.
      const etag = identity.etag.replace(/"$/, `-${suffix.slice(1)}"`);
      entry.variants[encoding as Encoding] = { ...encoded, etag };
    }
    return entry;
  };

  const pageFiles = new Set<string>();
  for (const pathname of prerenderedPaths) {
    const relative = pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
    if (!present.has(relative)) continue;
    pageFiles.add(relative);
    const page = load(relative, REVALIDATE);
    page.inlineHashes = inlineHashes(readFileSync(path.join(clientDir, relative), "utf8"));
    files.set(pathname, page);
  }
  for (const relative of relativePaths) {
    if (pageFiles.has(relative) || /\.(br|gz)$/.test(relative)) continue;
    const cacheControl = relative.startsWith("assets/") ? YEAR_IMMUTABLE : REVALIDATE;
    files.set(`/${relative}`, load(relative, cacheControl));
  }
  return files;
}

/**
 * Serves the indexed build: hashed assets cached for a year, everything else (prerendered pages
 * included) revalidated by ETag, each in the best precompressed encoding the client accepts.
 */
export function staticFiles(
  files: ReadonlyMap<string, StaticFile>,
): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const file = files.get(pathname);
    if (!file) return next();
    if (file.inlineHashes) c.set("inlineHashes", file.inlineHashes);
    return respond(c, file);
  };
}

function respond(c: Context, file: StaticFile): Response {
  const encoding = preferredEncoding(
    c.req.header("accept-encoding"),
    (["br", "gzip"] as const).filter((e) => file.variants[e]),
  );
  const chosen = (encoding && file.variants[encoding]) || file.variants.identity!;
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: chosen.etag,
  });
  if (file.variants.br || file.variants.gzip) headers.set("Vary", "Accept-Encoding");
  if (etagMatches(c.req.header("if-none-match"), chosen.etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(chosen.size));
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  const body =
    chosen.body ?? (Readable.toWeb(createReadStream(chosen.file)) as ReadableStream<Uint8Array>);
  return new Response(body, { status: 200, headers });
}

function variant(file: string): Variant {
  const { size } = statSync(file);
  const content = readFileSync(file);
  const etag = `"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;
  return { file, size, etag, body: size <= IN_MEMORY_LIMIT ? new Uint8Array(content) : undefined };
}

function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? getMimeType(file) ?? "application/octet-stream";
}

/** Weak comparison (RFC 9110 §13.1.2), as If-None-Match asks for. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
