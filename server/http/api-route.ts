import type { Handler, MiddlewareHandler } from "hono";

/** One of the site's own endpoints (`/api/...`): the table of them is in server/wings.ts. */
export interface ApiRoute {
  method: "GET" | "POST";
  path: string;
  handlers: (Handler | MiddlewareHandler)[];
}
