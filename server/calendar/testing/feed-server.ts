import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server (127.0.0.1) that serves iCalendar feeds by path, as a provider serves a
 * calendar's secret address; it can be stopped and started again on the same port, as an outage.
 * It counts the requests for each path, and can hold a path's answers until the test lets them go
 * (a slow provider, while the site is doing something else).
 */
export async function startFeedServer(feeds: Record<string, { type?: string; body: string }>) {
  let server: Server;
  let port = 0;
  const hits = new Map<string, number>();
  const held = new Map<string, { gate: Promise<void>; letGo: () => void }>();
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(async (request, response) => {
        const path = request.url ?? "";
        hits.set(path, (hits.get(path) ?? 0) + 1);
        await held.get(path)?.gate;
        const feed = feeds[path];
        if (!feed) return void response.writeHead(404).end("Not found");
        response.writeHead(200, { "content-type": feed.type ?? "text/calendar; charset=utf-8" });
        response.end(feed.body);
      });
      // A client reuses an idle connection: one the server closes meanwhile (after Node's 5 s on a
      // busy machine) fails that read with ECONNRESET, which no test or bench is about.
      server.keepAliveTimeout = 60_000;
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: (feedPath: string) => `http://127.0.0.1:${port}${feedPath}`,
    host: () => `127.0.0.1:${port}`,
    /** How many requests asked for `feedPath` so far. */
    hits: (feedPath: string) => hits.get(feedPath) ?? 0,
    /** Holds the answers for `feedPath` until the function returned is called. */
    hold(feedPath: string) {
      let letGo = () => {};
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      held.set(feedPath, { gate, letGo });
      return () => {
        held.delete(feedPath);
        letGo();
      };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const { letGo } of held.values()) letGo();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    restart: listen,
  };
}
