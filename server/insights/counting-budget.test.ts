import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { INSIGHTS_BEACON_PATH, NOT_FOUND_KEY } from "../../core/insights/insight-events";
import { loadConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTwoConnections } from "../db/test-databases";
import { createLogger } from "../logger";
import { totalsOfDay } from "./day-totals";
import { settledEvents as stored } from "./testing/settled-events";
import { createInsightsCollecting } from "./insights-collecting";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const SITE = "https://www.example.com";

/** A server instance's counting on `site`, behind one proxy, so a test picks each address. */
function instance(site: SiteDatabase, budget = "5/10m") {
  const config = loadConfig({ SITE_URL: SITE, TRUST_PROXY: "1", INSIGHTS_BUDGET: budget });
  const insights = createInsightsCollecting({
    config,
    database: site,
    logger: createLogger("silent"),
  });
  const app = new Hono();
  app.post(INSIGHTS_BEACON_PATH, insights.beacon);
  app.use(insights.countPageViews!);
  app.get("/missing/*", (c) => c.html("<p>not here</p>", 404));
  app.get("*", (c) => c.html("<p>page</p>"));
  let agent = 0;
  /** Each request with a user agent of its own, as a flood rotates them. */
  const headers = (address: string, extra: Record<string, string> = {}) => ({
    "User-Agent": `${CHROME} Flood/${agent++}`,
    "X-Forwarded-For": address,
    ...extra,
  });
  return {
    insights,
    view: async (address: string, path: string, extra?: Record<string, string>) => {
      const response = await app.request(path, { headers: headers(address, extra) });
      expect(response.status).toBeLessThan(500);
    },
    beacon: async (address: string) =>
      (
        await app.request(INSIGHTS_BEACON_PATH, {
          method: "POST",
          body: JSON.stringify({ e: "call_connected", p: "/", l: "hero", c: `call-${agent}` }),
          headers: headers(address, { Origin: SITE, "Content-Type": "text/plain" }),
        })
      ).status,
  };
}

describe.each(testDatabaseKinds())("the budget of counted events on %s", (kind) => {
  let site: SiteDatabase;
  let other: SiteDatabase;
  useTwoConnections(kind, (first, second) => {
    site = first;
    other = second;
  });
  beforeEach(async () => {
    for (const table of ["insights_events", "insights_landings", "limit_hits"] as const) {
      await site.db.deleteFrom(table).execute();
    }
  });

  it("counts an address's page views and beacon events up to its budget, whatever its user agents, then nothing", async () => {
    const server = instance(site);
    for (let n = 0; n < 3; n++) {
      await server.view("198.51.100.7", `/?utm_source=s${n}`, {
        Referer: `https://r${n}.example/`,
      });
    }
    await stored(site, server);
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push(await server.beacon("198.51.100.7"));
    await server.view("198.51.100.7", "/about");
    expect(statuses).toEqual([204, 204, 429, 429]);
    // Another address has a budget of its own.
    await server.view("198.51.100.8", "/about");
    const rows = await stored(site, server);
    expect(rows.filter((row) => row.name === "pageview")).toHaveLength(4);
    expect(rows.filter((row) => row.name === "call_connected")).toHaveLength(2);
    expect(rows.filter((row) => row.path === "/about")).toHaveLength(1);
  });

  it("counts an IPv6 client by its /64: rotating through it does not renew the budget", async () => {
    const server = instance(site, "3/10m");
    for (let n = 1; n <= 6; n++) await server.view(`2001:db8:1:2::${n.toString(16)}`, "/");
    await server.view("2001:db8:1:3::1", "/");
    expect(await stored(site, server)).toHaveLength(4);
  });

  it("serves every page past the budget as ever, uncounted", async () => {
    const server = instance(site, "2/10m");
    for (let n = 0; n < 5; n++) await server.view("203.0.113.9", `/missing/${n}`);
    expect(await stored(site, server)).toHaveLength(2);
  });

  it("stores every page not found under one key, its path not kept", async () => {
    const server = instance(site, "off");
    for (let n = 0; n < 30; n++) await server.view("203.0.113.10", `/missing/${"x".repeat(n)}`);
    const rows = await stored(site, server);
    expect(new Set(rows.map((row) => row.path))).toEqual(new Set([NOT_FOUND_KEY]));
    const day = rows[0]!.day;
    const pages = (await totalsOfDay(site.db, day)).filter((row) => row.dimension === "page");
    expect(pages).toEqual([
      { day, name: "pageview", dimension: "page", key: NOT_FOUND_KEY, count: 30, visitors: 30 },
    ]);
  });

  it.runIf(kind === "postgres")(
    "shares one address's budget between instances on one database",
    async () => {
      const [first, second] = [instance(site), instance(other)];
      // One after the other: takes racing in two processes may refuse each other (decision 015).
      for (let n = 0; n < 4; n++) {
        await first.view("198.51.100.20", "/");
        await stored(site, first);
        await second.view("198.51.100.20", "/");
        await stored(site, second);
      }
      expect(await stored(site, first, second)).toHaveLength(5);
    },
  );
});
