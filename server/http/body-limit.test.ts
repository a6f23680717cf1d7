import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyLimitFor, bodyLimits } from "./body-limit";

const SITE_WIDE = 512 * 1024;

/** A route that reads its form, as React Router's actions do, behind the limit. */
function appReadingForms() {
  const app = new Hono();
  app.use(bodyLimits(SITE_WIDE));
  app.post("*", async (c) => {
    const form = await c.req.raw.formData();
    return c.text(`read ${String(form.get("text")).length}`);
  });
  return app;
}

/** A chunked body: `chunks` pieces of `chunkBytes`, counting how many were ever pulled. */
function chunkedBody(chunks: number, chunkBytes: number, prefix = "text=") {
  const pulled = { count: 0 };
  const chunk = new TextEncoder().encode("a".repeat(chunkBytes));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === 0) controller.enqueue(new TextEncoder().encode(prefix));
      if (pulled.count === chunks) return controller.close();
      pulled.count += 1;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

function post(path: string, body: ReadableStream<Uint8Array> | string, headers = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);
}

describe("the site-wide body limit", () => {
  it("hands a chunked body under the limit on whole, readable as a form", async () => {
    const { stream } = chunkedBody(10, 16 * 1024);
    const response = await appReadingForms().fetch(post("/inbox/leads/1", stream));
    expect(await response.text()).toBe(`read ${10 * 16 * 1024}`);
  });

  it("answers 413 with words the moment a chunked body passes it, without reading on", async () => {
    // 256 MB if it were read to the end.
    const { stream, pulled } = chunkedBody(4096, 64 * 1024);
    const response = await appReadingForms().fetch(post("/inbox/leads/1", stream));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.text()).toMatch(/larger than .*512 KB/);
    expect(pulled.count).toBeLessThanOrEqual(SITE_WIDE / (64 * 1024) + 1);
  });

  it("refuses a declared length over it unread", async () => {
    const { stream, pulled } = chunkedBody(4096, 64 * 1024);
    const response = await appReadingForms().fetch(
      post("/", stream, { "content-length": String(256 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    // A stream asks for its first chunk before anyone reads.
    expect(pulled.count).toBeLessThanOrEqual(1);
  });

  it("is smaller on the staff's sign-in paths, however React Router would match them", async () => {
    for (const path of [
      "/inbox/sign-in",
      "/INBOX/Sign-In/",
      "//inbox/sign-in.data",
      "/inbox/welcome/abc",
      "/inbox/passkeys/sign-in",
      "/inbox/passkeys/register.data",
    ]) {
      expect(bodyLimitFor(path, SITE_WIDE), path).toBe(64 * 1024);
      const { stream } = chunkedBody(2, 48 * 1024);
      expect((await appReadingForms().fetch(post(path, stream))).status, path).toBe(413);
    }
    expect(bodyLimitFor("/inbox/leads/abc", SITE_WIDE)).toBe(SITE_WIDE);
    expect(bodyLimitFor("/inbox/sign-in-help", SITE_WIDE)).toBe(SITE_WIDE);
  });
});
