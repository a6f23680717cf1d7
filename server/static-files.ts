import { existsSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { prerenderedPaths } from "../app/prerendered-paths";

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Serves the client build: hashed assets cached for a year, other public files revalidated,
 * and the prerendered pages at their own paths (no trailing-slash redirect).
 */
export function staticFiles(clientDir: string): MiddlewareHandler[] {
  const prerendered = new Set<string>(prerenderedPaths);
  const htmlFileFor = (pathname: string) =>
    path.posix.join(pathname === "/" ? "" : pathname, "index.html");

  const assets = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (file, c) => {
      c.header("Cache-Control", file.includes("/assets/") ? YEAR_IMMUTABLE : REVALIDATE);
    },
  });
  const pages: MiddlewareHandler = async (c, next) => {
    const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    if (!prerendered.has(pathname) || !["GET", "HEAD"].includes(c.req.method)) return next();
    if (!existsSync(path.join(clientDir, htmlFileFor(pathname)))) return next();
    return serveStatic({
      root: clientDir,
      precompressed: true,
      rewriteRequestPath: () => "/" + htmlFileFor(pathname),
      onFound: (_file, ctx) => {
        ctx.header("Cache-Control", REVALIDATE);
      },
    })(c, next);
  };
  return [pages, assets];
}
