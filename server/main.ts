import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, "build/server/index.js");

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);

if (!existsSync(serverEntry)) {
  logger.info("no build found: building the site first");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const app = createApp({ config, logger, build, clientDir: path.join(root, "build/client") });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info({ port: info.port, host: config.HOST, siteUrl: config.SITE_URL }, "listening");
});

function shutdown(signal: string) {
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => process.exit(0));
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
