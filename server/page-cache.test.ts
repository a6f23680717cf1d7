import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, STAND_INS } from "./page-cache";

function page(url: string) {
  return `<html><head><style nonce="${STAND_INS.cspNonce}"></style></head><body>Café ${url}
<input type="hidden" name="t" value="${STAND_INS.formToken}"/>
<script nonce="${STAND_INS.cspNonce}">data("${STAND_INS.formToken}")</script></body></html>`;
}

function cacheWith(respond: (url: string) => Response = (url) => htmlResponse(page(url))) {
  const renders: string[] = [];
  const cache = createPageCache({
    paths: ["/contact"],
    maxEntries: 2,
    render: async (request) => {
      renders.push(request.url);
      return respond(request.url);
    },
  });
  return { cache, renders };
}

const htmlResponse = (html: string, init: ResponseInit = {}) =>
  new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" }, ...init });

let issued = 0;
const fresh = (cspNonce: string) => ({ cspNonce, formToken: () => `${++issued}.token` });
const get = (url: string) => new Request(`http://localhost${url}`);

describe("page cache", () => {
  it("renders a page once and gives every request its own nonce and form token", async () => {
    const { cache, renders } = cacheWith();
    const [first, second] = await Promise.all([
      cache(get("/contact"), fresh("nonceA")),
      cache(get("/contact"), fresh("nonceB")),
    ]);
    expect(renders).toHaveLength(1);
    const [a, b] = [await first!.text(), await second!.text()];
    expect(a).not.toContain(STAND_INS.cspNonce);
    expect(a).not.toContain(STAND_INS.formToken);
    expect(a.match(/nonce="nonceA"/g)).toHaveLength(2);
    expect(b.match(/nonce="nonceB"/g)).toHaveLength(2);
    const tokenOf = (html: string) => /value="([^"]+)"/.exec(html)![1];
    expect(tokenOf(a)).not.toBe(tokenOf(b));
    expect(a).toContain(`data("${tokenOf(a)}")`);
    expect(first!.headers.get("content-type")).toMatch(/^text\/html/);
    expect(first!.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("keeps one page per URL, the oldest leaving first", async () => {
    const { cache, renders } = cacheWith();
    for (const url of ["/contact?interest=a", "/contact?interest=b", "/contact?interest=a"]) {
      expect(await (await cache(get(url), fresh("n")))!.text()).toContain(url);
    }
    expect(renders).toHaveLength(2);
    await cache(get("/contact?interest=c"), fresh("n"));
    await cache(get("/contact?interest=a"), fresh("n"));
    expect(renders).toHaveLength(4);
  });

  it("answers only GET requests for its paths", async () => {
    const { cache, renders } = cacheWith();
    expect(await cache(get("/about"), fresh("n"))).toBeNull();
    expect(
      await cache(new Request("http://localhost/contact", { method: "POST" }), fresh("n")),
    ).toBeNull();
    expect(
      await cache(new Request("http://localhost/contact", { method: "HEAD" }), fresh("n")),
    ).toBeNull();
    expect(renders).toEqual([]);
  });

  it("does not keep an error page, yet fills it in", async () => {
    const { cache, renders } = cacheWith((url) => htmlResponse(page(url), { status: 500 }));
    for (let i = 0; i < 2; i++) {
      const response = (await cache(get("/contact"), fresh("nonceC")))!;
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('nonce="nonceC"');
    }
    expect(renders).toHaveLength(2);
  });

  it("sends gzip to a browser that takes it: the same page, checksum and length included", async () => {
    const { cache } = cacheWith();
    const plain = await (await cache(get("/contact"), fresh("nonceD")))!.text();
    const request = new Request("http://localhost/contact", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    const zipped = (await cache(request, fresh("nonceD")))!;
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    // gunzipSync verifies the CRC-32 and the size in the trailer.
    const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8");
    const withoutToken = (html: string) => html.replace(/\d+\.token/g, "TOKEN");
    expect(withoutToken(text)).toBe(withoutToken(plain));
    expect(text).toContain("Café");
  });
});
