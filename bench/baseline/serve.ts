/**
 * Builds the bare React Router app beside this file and serves it on 127.0.0.1, gzip on, the way
 * a fresh `create-react-router` app is deployed: the same-run baseline of bench/bundle.ts and
 * bench/lighthouse.ts.
 */
import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";

const appDir = import.meta.dirname;
const reactRouterCli = path.resolve(appDir, "../../node_modules/@react-router/dev/bin.js");

export interface RunningBaseline {
  origin: string;
  stop(): Promise<void>;
}

/** Built once per process: `npm run bench` serves it to each bench in turn. */
let built: Promise<ServerBuild> | undefined;
function buildBaseline(): Promise<ServerBuild> {
  built ??= (async () => {
    execFileSync(process.execPath, [reactRouterCli, "build"], { cwd: appDir, stdio: "ignore" });
    return (await import(
      pathToFileURL(path.join(appDir, "build/server/index.js")).href
    )) as ServerBuild;
  })();
  return built;
}

export async function startBaseline(): Promise<RunningBaseline> {
  const build = await buildBaseline();
  const handleRequest = createRequestHandler(build, "production");
  const app = new Hono()
    .use(compress())
    .use(serveStatic({ root: path.relative(process.cwd(), path.join(appDir, "build/client")) }))
    .all("*", (c) => handleRequest(c.req.raw));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
