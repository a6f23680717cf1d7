import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, preferredEncoding } from "./content-encoding";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, among what the client accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", ["br", "gzip"])).toBe("br");
    expect(preferredEncoding("gzip, deflate", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("br", ["gzip"])).toBeUndefined();
  });

  it("honours q-values, q=0 refusals and *", () => {
    expect(preferredEncoding("br;q=0.5, gzip", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("br;q=0, *", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("*;q=0", ["br", "gzip"])).toBeUndefined();
    expect(preferredEncoding("identity", ["br", "gzip"])).toBeUndefined();
    expect(preferredEncoding(undefined, ["br", "gzip"])).toBeUndefined();
  });
});

const LARGE = `<!DOCTYPE html><p>${"Voice agents that answer every call. ".repeat(200)}</p>`;

function appServing(body: string, contentType = "text/html; charset=utf-8") {
  const app = new Hono();
  app.use(compression());
  const headers = { "Content-Type": contentType, "Content-Length": String(body.length) };
  app.get("/", () => new Response(body, { headers }));
  app.get("/stream", () => {
    const chunks = [LARGE.slice(0, 3000), LARGE.slice(3000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new TextEncoder().encode(next));
        else controller.close();
      },
    });
    return new Response(stream, { headers: { "Content-Type": "text/html" } });
  });
  return app;
}

describe("compression", () => {
  it("brotli-compresses a page rendered per request", async () => {
    const res = await appServing(LARGE).request("/", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("content-length")).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(LARGE.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(LARGE);
  });

  it("sends a streamed part before the rest of the page is rendered", async () => {
    let release!: () => void;
    const rest = new Promise<void>((resolve) => (release = resolve));
    const shell = `<!DOCTYPE html><main>${"Shell first. ".repeat(200)}</main>`;
    const app = new Hono().use(compression());
    app.get("/", () => {
      const encode = (text: string) => new TextEncoder().encode(text);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encode(shell));
          await rest;
          controller.enqueue(encode("<p>late data</p>"));
          controller.close();
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/html" } });
    });
    const res = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    const reader = res.body!.getReader();
    const first = await reader.read();
    const partial = brotliDecompressSync(first.value!, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    });
    expect(partial.toString()).toBe(shell);
    release();
    while (!(await reader.read()).done);
  });

  it("falls back to gzip and keeps a streamed body whole", async () => {
    const res = await appServing(LARGE).request("/stream", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(LARGE);
  });

  it("leaves small bodies of known length, images and clients without compression alone", async () => {
    const small = await appServing("<p>hi</p>").request("/", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(small.headers.get("content-encoding")).toBeNull();
    const image = await appServing(LARGE, "image/png").request("/", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(image.headers.get("content-encoding")).toBeNull();
    const plain = await appServing(LARGE).request("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(LARGE);
  });
});
