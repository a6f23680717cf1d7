import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import type { SecurityVariables } from "./security-headers";
import { etagMatches, indexClientBuild, staticFiles } from "./static-files";

const PAGE =
  "<!DOCTYPE html><html><head><style>h1{color:red}</style></head>" +
  "<body><h1>About</h1><script>boot()</script></body></html>";
let app: Hono<{ Variables: SecurityVariables }>;

beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), "static-files-"));
  const client = path.join(root, "client");
  mkdirSync(path.join(client, "about"), { recursive: true });
  mkdirSync(path.join(client, "assets"));
  mkdirSync(path.join(client, "images"));
  writeFileSync(path.join(client, "about/index.html"), PAGE);
  writeFileSync(path.join(client, "about/index.html.br"), brotliCompressSync(PAGE));
  writeFileSync(path.join(client, "about/index.html.gz"), gzipSync(PAGE));
  writeFileSync(path.join(client, "assets/app-1a2b3c.js"), "console.log(1)");
  writeFileSync(path.join(client, "images/logo.svg"), "<svg/>");
  writeFileSync(path.join(root, "secret.txt"), "do not serve");

  app = new Hono<{ Variables: SecurityVariables }>();
  app.use(staticFiles(indexClientBuild(client)));
  app.get("*", (c) => c.text(`fallthrough ${c.get("inlineHashes") ? "hashed" : ""}`, 404));
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe("static files", () => {
  it("serves a prerendered page in brotli, revalidated by ETag", async () => {
    const res = await get("/about", { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(PAGE);

    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/about", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("gives each encoding of a page its own ETag", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) =>
        (await get("/about", { "Accept-Encoding": encoding })).headers.get("etag"),
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it("honours q-values, including a refusal of brotli", async () => {
    const res = await get("/about", { "Accept-Encoding": "br;q=0, gzip;q=0.8" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/about");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it("serves a page at its path with a trailing slash, and answers HEAD without a body", async () => {
    expect((await get("/about/")).status).toBe(200);
    const head = await app.request("/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(PAGE.length);
    expect(await head.text()).toBe("");
  });

  it("marks the page's inline scripts and styles for the CSP", async () => {
    const hashes: unknown[] = [];
    const probe = new Hono<{ Variables: SecurityVariables }>();
    probe.use(async (c, next) => {
      await next();
      hashes.push(c.get("inlineHashes"));
    });
    probe.route("/", app);
    await probe.request("/about");
    expect(hashes[0]).toEqual({
      scripts: [expect.stringMatching(/^'sha256-/)],
      styles: [expect.stringMatching(/^'sha256-/)],
    });
  });

  it("caches hashed assets for a year and other public files only until revalidated", async () => {
    const asset = await get("/assets/app-1a2b3c.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    const image = await get("/images/logo.svg");
    expect(image.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(image.headers.get("etag")).toBeTruthy();
  });

  it("serves only files of the build: no traversal, no raw precompressed files, no writes", async () => {
    for (const url of [
      "/../secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/about/index.html.br",
      "/%2e%2e/secret.txt",
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain("do not serve");
    }
    expect((await app.request("/about", { method: "POST" })).status).toBe(404);
  });
});

describe("etagMatches", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
