import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_KEY } from "../../core/insights/insight-events";
import { unlimited } from "../limits/rate-limiter";
import { createLogger } from "../logger";
import { periodFromSearch } from "../../core/insights/insights-period";
import type { NewEvent } from "./event-recorder";
import { countPageViews } from "./visit-counter";
import { campaignTags, deviceClass, referrerHost } from "./visit-traits";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

function counted() {
  const events: NewEvent[] = [];
  const app = new Hono();
  app.use(
    countPageViews({
      hasher: { hash: async () => "visitor", hashNow: () => "visitor" },
      recorder: {
        record: (event) => void events.push(event),
        recordsSoon: () => undefined,
        flush: async () => undefined,
      },
      budget: unlimited,
      trustProxy: 0,
      siteHost: "example.com",
      logger: createLogger("silent"),
    }),
  );
  app.get("/missing", (c) => c.html("<p>not here</p>", 404));
  app.get("/about.data", (c) => c.text("data", 200, { "Content-Type": "text/x-script" }));
  app.get("*", (c) => c.html("<p>page</p>"));
  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    await app.request(path, { method, headers: { "User-Agent": CHROME, ...headers } });
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { events, get };
}

describe("the page-view counter", () => {
  it("counts page documents with their source and device, and a 404 as a 404", async () => {
    const { events, get } = counted();
    await get("/about/?utm_source=News&utm_medium=Email&utm_campaign=Autumn", {
      Referer: "https://www.search.example/q",
      "Sec-Fetch-Dest": "document",
    });
    await get("/missing");
    expect(events).toMatchObject([
      {
        name: "pageview",
        path: "/about",
        status: 200,
        referrer_host: "search.example",
        utm_source: "news",
        utm_medium: "email",
        utm_campaign: "Autumn",
        device: "desktop",
        visitor: "visitor",
      },
      { path: NOT_FOUND_KEY, status: 404 },
    ]);
  });

  it("leaves out HEAD, prefetches, bots, the inbox, data requests and sub-resources", async () => {
    const { events, get } = counted();
    await get("/", {}, "HEAD");
    await get("/", { "Sec-Purpose": "prefetch" });
    await get("/", { Purpose: "prefetch" });
    await get("/", { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" });
    await get("/", { "User-Agent": "" });
    await get("/inbox");
    await get("/INBOX/leads/1");
    await get("/about.data");
    await get("/", { "Sec-Fetch-Dest": "iframe" });
    expect(events).toEqual([]);
  });
});

describe("visit traits", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(
      deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148"),
    ).toBe("phone");
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131 Mobile Safari/537.36"),
    ).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131 Safari/537.36")).toBe(
      "tablet",
    );
    expect(deviceClass(CHROME)).toBe("desktop");
  });

  it("keeps a referrer's host only when it is another site's", () => {
    expect(referrerHost("https://example.com/about", "example.com")).toBeNull();
    expect(referrerHost("android-app://com.google", "example.com")).toBeNull();
    expect(referrerHost("not a url", "example.com")).toBeNull();
    expect(referrerHost("https://WWW.News.example/a?b", "example.com")).toBe("news.example");
  });

  it("reads campaign tags, clipped", () => {
    const tags = campaignTags(new URLSearchParams(`utm_source=${"x".repeat(300)}`));
    expect(tags.utm_source).toHaveLength(100);
    expect(tags.utm_medium).toBeNull();
  });
});

describe("the dashboard's periods", () => {
  const now = Date.parse("2026-11-26T10:00:00Z");
  const period = (query: string) => periodFromSearch(new URLSearchParams(query), now);

  it("compares each period with the one of the same length before it", () => {
    expect(period("period=today")).toMatchObject({
      period: { from: "2026-11-26", to: "2026-11-26", previous: { from: "2026-11-25" } },
    });
    expect(period("")).toMatchObject({
      period: {
        choice: "7d",
        from: "2026-11-20",
        previous: { from: "2026-11-13", to: "2026-11-19" },
      },
    });
    expect(period("period=range&from=2026-10-01&to=2026-10-31")).toMatchObject({
      period: { days: 31, previous: { from: "2026-08-31", to: "2026-09-30" } },
    });
  });

  it("refuses a range it cannot show, saying why", () => {
    expect(period("period=range&from=2026-02-30&to=2026-03-01")).toHaveProperty("problem");
    expect(period("period=range&from=2026-11-02&to=2026-11-01")).toHaveProperty("problem");
    expect(period("period=range&from=2026-11-01&to=2026-12-01")).toHaveProperty("problem");
    expect(period("period=range&from=2020-01-01&to=2026-01-01")).toHaveProperty("problem");
  });
});
