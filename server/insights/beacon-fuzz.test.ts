import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seededRandom } from "../../tests/support/seeded-random";
import { startServer, type RunningServer } from "../../tests/support/production-server";
import { createPostgresDatabase, testDatabaseKinds } from "../db/test-databases";
import { beaconEventNames, INSIGHTS_BEACON_PATH } from "../../core/insights/insight-events";
import { publicPagePaths } from "../../core/insights/public-pages";
import { openDatabase } from "../db/database";

/**
 * The beacon is public and will be abused: posts malformed in every way, from the site's own
 * origin (so they reach the event's checks) and from others, against the real server. None may
 * cause a 5xx, none but well-formed events may be stored, and the server stays healthy.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const CONCURRENCY = 20;

const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;

const NAMES = ["pageview", "call_pressed", "chat_started", "lead_created", "", "PAGEVIEW", 1, null];
const PATHS = ["/", "/about?utm_source=x", "/inbox", "//evil.example", "/%", "/\u0000", "x", 7];
const PLACEMENTS = [undefined, "hero", "widget", "footer", "", ["hero"]];
const CALL_IDS = [undefined, "call-1", "<script>", "x".repeat(200), 5];
const RAW = ["", "{", "null", "[]", '"text"', "\u0000\u00ff", "{}".repeat(600), '{"e":"pageview"}'];
const TYPES = ["text/plain", "text/plain;charset=UTF-8", "application/json", "text/html", ""];
const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Googlebot/2.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  "",
];

let server: RunningServer;

describe.each(testDatabaseKinds())("fuzzing the insights beacon on %s", (kind) => {
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = "";
  beforeAll(async () => {
    if (kind === "postgres") {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "beacon");
      dropDatabase = database.drop;
      databaseUrl = database.url;
      server = await startServer({ env: { DATABASE_URL: database.url } });
    } else {
      server = await startServer();
    }
  }, 120_000);
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropDatabase?.();
  });

  it(
    `answers ${REQUESTS} malformed beacon posts with 204 or a 4xx`,
    { timeout: 300_000 },
    async () => {
      const next = seededRandom(20261126);
      const failures: string[] = [];
      const origins = [server.origin, server.origin, "https://evil.example", "null", undefined];
      for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            const body =
              next() < 0.2
                ? pick(next, RAW)
                : JSON.stringify({
                    e: pick(next, NAMES),
                    p: pick(next, PATHS),
                    l: pick(next, PLACEMENTS),
                    c: pick(next, CALL_IDS),
                  });
            const headers: Record<string, string> = {
              "Content-Type": pick(next, TYPES),
              "User-Agent": pick(next, AGENTS),
            };
            const origin = pick(next, origins);
            if (origin) headers.Origin = origin;
            if (next() < 0.1) headers["Sec-Fetch-Site"] = "cross-site";
            const response = await fetch(`${server.origin}${INSIGHTS_BEACON_PATH}`, {
              method: "POST",
              body,
              headers,
              signal: AbortSignal.timeout(10_000),
            });
            await response.arrayBuffer();
            if (response.status >= 500 || (response.status !== 204 && response.status < 400)) {
              failures.push(`${response.status} ${JSON.stringify(headers)} ${body.slice(0, 120)}`);
            }
          }),
        );
      }
      expect(failures).toEqual([]);
      const health = await fetch(`${server.origin}/healthz`);
      expect(health.status).toBe(200);

      // A visitor of the site's own, among all that: counted.
      for (const path of ["/", "/about", "/contact"]) {
        const counted = await fetch(`${server.origin}${INSIGHTS_BEACON_PATH}`, {
          method: "POST",
          body: JSON.stringify({ e: "pageview", p: path }),
          headers: {
            Origin: server.origin,
            "Content-Type": "text/plain",
            "User-Agent": AGENTS[0]!,
          },
        });
        expect(counted.status).toBe(204);
      }
      const site = await openDatabase({ databaseUrl, dataDir: server.dataDir, migrate: false });
      try {
        // Written every half second: wait for what the server still holds.
        const stored = await vi.waitFor(
          async () => {
            const rows = await site.db.selectFrom("insights_events").selectAll().execute();
            expect(rows.length).toBeGreaterThanOrEqual(3);
            return rows;
          },
          { timeout: 15_000, interval: 200 },
        );
        for (const event of stored) {
          expect(beaconEventNames).toContain(event.name);
          expect(publicPagePaths).toContain(event.path);
        }
      } finally {
        await site.close();
      }
    },
  );
});
