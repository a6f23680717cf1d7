import type { SiteDatabase } from "../../db/database";

/**
 * Counting happens after the answer, off its path: what was counted once it is written and
 * nothing more arrives (a take and a hash on PostgreSQL are a few round trips each).
 */
export async function settledEvents(
  site: SiteDatabase,
  ...servers: { insights: { flush(): Promise<void> } }[]
) {
  const read = async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(servers.map((server) => server.insights.flush()));
    return site.db.selectFrom("insights_events").selectAll().orderBy("at").execute();
  };
  let [before, rows] = [await read(), await read()];
  for (let tries = 0; rows.length !== before.length && tries < 20; tries++) {
    [before, rows] = [rows, await read()];
  }
  return rows;
}
