import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId, type RequestIdVariables } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { staticFiles } from "./static-files";

export interface AppDeps {
  config: Config;
  logger: Logger;
  build: ServerBuild;
  clientDir: string;
}

export function createApp({ config, logger, build, clientDir }: AppDeps) {
  const app = new Hono<{ Variables: RequestIdVariables }>();
  const handleRequest = createRequestHandler(build, config.NODE_ENV);

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  app.get("/healthz", (c) => c.json({ ok: true }));

  app.use(...staticFiles(clientDir));
  app.use(compress());
  app.all("*", (c) => handleRequest(c.req.raw, { config }));

  app.onError((error, c) => {
    logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  return app;
}
