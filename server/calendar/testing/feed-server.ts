import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server (127.0.0.1) that serves iCalendar feeds by path, as a provider serves a
 * calendar's secret address; it can be stopped and started again on the same port, as an outage.
 */
export async function startFeedServer(feeds: Record<string, { type?: string; body: string }>) {
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        const feed = feeds[request.url ?? ""];
        if (!feed) return void response.writeHead(404).end("Not found");
        response.writeHead(200, { "content-type": feed.type ?? "text/calendar; charset=utf-8" });
        response.end(feed.body);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: (feedPath: string) => `http://127.0.0.1:${port}${feedPath}`,
    host: () => `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    restart: listen,
  };
}
