import { Hono } from "hono";
import { CompiledQuery, type Compilable } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { formWayIn } from "../contact/form-way-in";
import { createContactService } from "../inquiries/contact-service";
import { createFormTokens } from "../inquiries/form-token";
import { createMemoryFormTokenUses } from "../inquiries/form-token-uses";
import { inquiryForm } from "../testing/contact-server";
import { createMemoryRateLimiter } from "../limits/rate-limiter";
import { createLogger } from "../logger";
import { purgeOldEvents } from "./daily-folding";
import { createInsightsCollecting } from "./insights-collecting";
import { chatStartQuery, landingQuery } from "./lead-attribution";
import { settledEvents } from "./testing/settled-events";

const SITE = "https://www.example.com";
const ADDRESS = "198.51.100.44";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 LeadVisit";
const logger = createLogger("silent");

const validFields = Object.fromEntries(inquiryForm());

/** The contact service with insights on, as main.ts wires them, allowing one post per address. */
function contactWithInsights(site: SiteDatabase) {
  const config = loadConfig({ SITE_URL: SITE, TRUST_PROXY: "1" });
  const collecting = createInsightsCollecting({ config, database: site, logger });
  const leads = collecting.leads!;
  const visitByAddress = vi.spyOn(leads, "visitByAddress");
  const contact = createContactService({
    transactions: site.transactions,
    siteUrl: SITE,
    channels: [],
    minFillMs: 0,
    rateLimiter: createMemoryRateLimiter({ limit: 1, windowMs: 600_000 }),
    formTokens: createFormTokens("a-form-secret-of-at-least-thirty-two-chars"),
    formTokenUses: createMemoryFormTokenUses(),
    logger,
    insights: leads,
    languages: config.SITE_LANGUAGES,
  });
  const pages = new Hono();
  pages.use(collecting.countPageViews!);
  pages.get("*", (c) => c.html("<p>page</p>"));
  return {
    collecting,
    visitByAddress,
    view: (path: string) =>
      pages.request(path, { headers: { "User-Agent": CHROME, "X-Forwarded-For": ADDRESS } }),
    post: (fields: Record<string, string>, referer = `${SITE}/contact`) =>
      contact.submit(
        new Request(`${SITE}/`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: {
            Origin: SITE,
            Referer: referer,
            "Content-Type": "application/x-www-form-urlencoded",
            "User-Agent": CHROME,
          },
        }),
        ADDRESS,
        formWayIn,
      ),
  };
}

async function formSteps(site: SiteDatabase, collecting: { flush(): Promise<void> }) {
  const events = await settledEvents(site, { insights: collecting });
  return events.filter((event) => event.name === "form_submitted");
}

/** The query's plan, as the database would run it with every table scan it can avoid avoided. */
async function plan(site: SiteDatabase, query: Compilable<unknown>): Promise<string> {
  const { sql, parameters } = query.compile();
  return site.db.transaction().execute(async (trx) => {
    if (site.kind === "postgres") {
      await trx.executeQuery(CompiledQuery.raw("SET LOCAL enable_seqscan = off"));
    }
    const explain = site.kind === "postgres" ? "EXPLAIN" : "EXPLAIN QUERY PLAN";
    const { rows } = await trx.executeQuery(
      CompiledQuery.raw(`${explain} ${sql}`, [...parameters]),
    );
    return JSON.stringify(rows);
  });
}

describe.each(testDatabaseKinds())("a lead's visit on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  beforeEach(async () => {
    for (const table of ["insights_events", "insights_landings"] as const) {
      await site.db.deleteFrom(table).execute();
    }
  });

  it("counts no form step and reads no visit for a post that is invalid or rate-limited", async () => {
    const service = contactWithInsights(site);
    for (let n = 0; n < 3; n++) {
      expect(await service.post({ "form-name": "contact" })).toMatchObject({ kind: "invalid" });
    }
    expect(service.visitByAddress).not.toHaveBeenCalled();
    expect(await formSteps(site, service.collecting)).toEqual([]);

    // The form step's path comes from the Referer: cut to what is stored of any path.
    const referer = `${SITE}/contact/${"x".repeat(15_000)}`;
    expect(await service.post(validFields, referer)).toEqual({ kind: "received" });
    expect(await service.post(validFields)).toMatchObject({ kind: "refused", status: 429 });
    const steps = await formSteps(site, service.collecting);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.path).toHaveLength(200);
    expect(service.visitByAddress).toHaveBeenCalledTimes(1);
  });

  it("finds a stored lead's landing of the day by its key", async () => {
    const service = contactWithInsights(site);
    await service.view("/products?utm_source=newsletter&utm_medium=email");
    await service.view("/about");
    // A view is counted after its answer: the landing is stored a moment later.
    const landings = () => site.db.selectFrom("insights_landings").selectAll().execute();
    await vi.waitFor(async () => expect(await landings()).toHaveLength(1));
    expect(await service.post(validFields)).toEqual({ kind: "received" });
    const lead = await site.db
      .selectFrom("inquiries")
      .select(["landing_page", "landing_source"])
      .orderBy("received_at", "desc")
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ landing_page: "/products", landing_source: "newsletter" });
    expect(await landings()).toHaveLength(1);
  });

  it("keeps landings for today and yesterday only", async () => {
    const landing = (day: string) => ({ day, visitor: `v-${day}`, path: "/" });
    await site.db
      .insertInto("insights_landings")
      .values(["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"].map(landing))
      .execute();
    await purgeOldEvents(site.db, 90, Date.parse("2026-11-20T12:00:00Z"));
    const left = await site.db
      .selectFrom("insights_landings")
      .select("day")
      .orderBy("day")
      .execute();
    expect(left.map((row) => row.day)).toEqual(["2026-11-19", "2026-11-20"]);
  });

  it("looks a visit up through indexes only, never by reading the day's events", async () => {
    const landing = await plan(site, landingQuery(site.db, "visitor", "2026-11-20"));
    const chats = await plan(site, chatStartQuery(site.db, "visitor", "2026-11-20"));
    if (kind === "sqlite") {
      expect(landing).toMatch(/SEARCH insights_landings USING (PRIMARY KEY|INDEX)/);
      expect(chats).toMatch(/SEARCH insights_events USING INDEX insights_events_chats/);
    } else {
      expect(landing).toMatch(/Index (Only )?Scan using insights_landings_key/);
      expect(chats).toMatch(/Index Scan (Backward )?using insights_events_chats/);
    }
    expect(landing + chats).not.toMatch(/SCAN insights_events\b|Seq Scan/);
  });
});
