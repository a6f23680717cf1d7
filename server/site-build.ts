import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

const root = path.resolve(import.meta.dirname, "..");

/** Where React Router's build of the site (`npm run build`) keeps its server side. */
export const SITE_SERVER_BUILD = path.join(root, "build/server");
/** And its client side: the files the server serves as they are. */
export const SITE_CLIENT_BUILD = path.join(root, "build/client");
const entry = path.join(SITE_SERVER_BUILD, "index.js");

/**
 * Builds the site where there is no build yet (a fresh checkout's first `npm start`), telling
 * `onBuilding` first; a build that is there is used as it is.
 */
export function buildSiteIfMissing({
  onBuilding,
  quiet = false,
}: { onBuilding?: () => void; quiet?: boolean } = {}): void {
  if (existsSync(entry)) return;
  onBuilding?.();
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: quiet ? "ignore" : "inherit" });
}

/** The site's server build: its routes, their modules and the client's manifest. */
export async function loadSiteBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}
