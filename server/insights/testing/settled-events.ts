import type { SiteDatabase } from "../../db/database";

/**
 * What was counted, once every server's counting is written: a flush waits for the events still
 * on their way (a page view's budget and hash, taken after its answer) and writes them.
 */
export async function settledEvents(
  site: SiteDatabase,
  ...servers: { insights: { flush(): Promise<void> } }[]
) {
  await Promise.all(servers.map((server) => server.insights.flush()));
  return site.db.selectFrom("insights_events").selectAll().orderBy("at").execute();
}
