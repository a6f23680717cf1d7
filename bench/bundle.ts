/**
 * First-load JavaScript of every route, from the client build: the entry, the root route and the
 * page's route module with every module they import statically (what the browser must download
 * and run before the page is interactive), in gzip and brotli. Flags the voice SDK anywhere in it.
 *   npm run build && npx tsx bench/bundle.ts
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { missingPage, sitePages } from "../tests/site-routes";
import { isMain, kb, printTable, routeLabel, writeResult } from "./report";

export const FIRST_LOAD_BUDGET_GZIP_KB = 125;

/** The bytes the server sends: the build's precompressed file (scripts/precompress.ts), else zlib's best. */
function servedSize(url: string, extension: ".gz" | ".br", compress: () => Buffer) {
  const precompressed = path.join(clientDir, url + extension);
  return existsSync(precompressed) ? statSync(precompressed).size : compress().length;
}
const clientDir = path.resolve(import.meta.dirname, "../build/client");
/** Strings only the voice SDK or its call client contain. */
const VOICE_SDK_MARKERS = ["call-machine", "@daily-co/daily-js", "daily-js version", "/call/web"];

interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  module: string;
}
interface Manifest {
  entry: { module: string };
  routes: Record<string, ManifestRoute>;
}

export interface BundleResult {
  route: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
  voiceSdk: boolean;
  withinBudget: boolean;
}

function readManifest(): Manifest {
  const assets = readdirSync(path.join(clientDir, "assets"));
  const file = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in build/client/assets: run npm run build");
  const source = readFileSync(path.join(clientDir, "assets", file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

function routeFor(manifest: Manifest, pathname: string): ManifestRoute {
  const routes = Object.values(manifest.routes);
  const found =
    pathname === missingPage
      ? routes.find((route) => route.path === "*")
      : pathname === "/"
        ? routes.find((route) => route.index && route.parentId === "root")
        : routes.find((route) => route.path === pathname.slice(1));
  if (!found) throw new Error(`no route for ${pathname} in the manifest`);
  return found;
}

/** The module and everything it imports statically, transitively (dynamic import() excluded). */
function staticClosure(modules: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...modules];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(path.join(clientDir, url), "utf8");
    for (const match of source.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g,
    )) {
      pending.push(path.posix.join(path.posix.dirname(url), match[1]!));
    }
  }
  return seen;
}

export function measureBundles(): BundleResult[] {
  const manifest = readManifest();
  const root = manifest.routes.root!;
  return [...sitePages, missingPage].map((pathname) => {
    const files = staticClosure([
      manifest.entry.module,
      root.module,
      routeFor(manifest, pathname).module,
    ]);
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    let voiceSdk = false;
    for (const url of files) {
      const content = readFileSync(path.join(clientDir, url));
      raw += content.length;
      gzip += servedSize(url, ".gz", () => gzipSync(content, { level: 9 }));
      brotli += servedSize(url, ".br", () =>
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      const text = content.toString("utf8");
      voiceSdk ||= VOICE_SDK_MARKERS.some((marker) => text.includes(marker));
    }
    return {
      route: routeLabel(pathname),
      files: files.size,
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      brotliKb: kb(brotli),
      voiceSdk,
      withinBudget: kb(gzip) <= FIRST_LOAD_BUDGET_GZIP_KB && !voiceSdk,
    };
  });
}

export function printBundles(results: BundleResult[]) {
  printTable(
    `First-load JS per route (budget ${FIRST_LOAD_BUDGET_GZIP_KB} KB gzip, no voice SDK)`,
    ["route", "files", "raw KB", "gzip KB", "brotli KB", "voice SDK", "ok"],
    results.map((r) => [
      r.route,
      r.files,
      r.rawKb,
      r.gzipKb,
      r.brotliKb,
      r.voiceSdk ? "PRESENT" : "no",
      r.withinBudget ? "yes" : "NO",
    ]),
  );
}

if (isMain(import.meta.url)) {
  const results = measureBundles();
  printBundles(results);
  writeResult("bundle", results);
}
