import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { fetchScriptsAfterPaint, fetchScriptsAfterPaintStream } from "./paint-first.server";

// The shape React Router 7's <Scripts> renders (preloads hoisted into the head by React), with
// attributes in the order a rendered page has them (nonce first) and a prerendered one.
const page = [
  "<!DOCTYPE html><html><head><title>Café</title>",
  '<link rel="modulepreload" href="/assets/manifest-M.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" nonce="n" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/>',
  "</head><body><h1>Hello — world</h1>",
  '<script nonce="n" type="module" async="">;\n',
  'import * as route0 from "/assets/root-C.js";\n',
  'import * as route1 from "/assets/home-D.js";\n',
  'import "/assets/manifest-M.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-A.js");</script>',
  "<script>window.after = 1</script></body></html>",
].join("");

describe("fetchScriptsAfterPaint", () => {
  const rewritten = fetchScriptsAfterPaint(page);
  const bootstrap = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(
    rewritten,
  )![1]!;

  it("takes the module preloads out of the head", () => {
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain("<h1>Hello — world</h1>");
    expect(rewritten).toContain("<script>window.after = 1</script>");
  });

  it("waits for the first contentful paint, then preloads, runs the modules and starts the app", () => {
    expect(bootstrap).not.toMatch(/^\s*import [*"]/m);
    const order = [
      'getEntriesByName("first-contentful-paint")',
      '["/assets/manifest-M.js","/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js"]',
      '["/assets/manifest-M.js","/assets/framework-B.js","/assets/root-C.js"]',
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);',
      'await import("/assets/manifest-M.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-A.js");',
    ].map((part) => bootstrap.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("adds the preloads in one insertion, in a task of their own", () => {
    expect(bootstrap).toMatch(
      /await nextTask\(\);\ndocument\.head\.append\(\.\.\.\["\/assets\/manifest-M\.js",[^\]]*\]\.map\([^;]*\);\nawait nextTask\(\);/,
    );
  });

  it("is valid JavaScript for a module", async () => {
    const { parseAst } = await import("vite");
    expect(() => parseAst(bootstrap)).not.toThrow();
  });

  it("leaves a document without React Router's bootstrap alone", () => {
    const plain = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(fetchScriptsAfterPaint(plain)).toBe(plain);
  });
});

describe("fetchScriptsAfterPaintStream", () => {
  it("rewrites a document split anywhere, even inside a multi-byte character", async () => {
    const bytes = Buffer.from(page, "utf8");
    const dash = bytes.indexOf(Buffer.from("—"));
    const cuts = [3, dash + 1, bytes.indexOf(Buffer.from("import(")) + 2, bytes.length - 5];
    const chunks = [0, ...cuts].map((start, i) => bytes.subarray(start, cuts[i] ?? bytes.length));
    const out = await text(Readable.from(chunks).pipe(fetchScriptsAfterPaintStream()));
    expect(out).toBe(fetchScriptsAfterPaint(page));
  });

  it("passes a document without a bootstrap through unchanged", async () => {
    const out = await text(
      Readable.from([Buffer.from("<p>é</p>")]).pipe(fetchScriptsAfterPaintStream()),
    );
    expect(out).toBe("<p>é</p>");
  });
});
