/**
 * First-load JavaScript of every route, as a browser downloads it: Chromium opens the page on a
 * running server and waits until the network is quiet; every script it asked for (preloads,
 * static imports, the bootstrap's imports) is then fetched again with `Accept-Encoding: gzip`,
 * and as Chromium asks (brotli where the server has it), and its bytes counted as sent (a file
 * the server sends uncompressed counts whole). The bare React Router
 * app in bench/baseline/ is measured the same way in the same run. Flags the voice SDK anywhere in
 * a first load.
 *   npm run build && npx tsx bench/bundle.ts
 */
import { request } from "node:http";
import { chromium, type Browser } from "@playwright/test";
import { missingPage, sitePages, spanishMissingPage, spanishPages } from "../tests/site-routes";
import { startServer } from "../tests/support/production-server";
import { chromiumLaunch } from "../playwright.config";
import { startBaseline } from "./baseline/serve";
import { BASELINE_ROUTE, isMain, kb, printTable, routeLabel, writeResult } from "./report";

export const FIRST_LOAD_BUDGET_GZIP_KB = 125;
/** Strings only the voice SDK or its call client contain. */
const VOICE_SDK_MARKERS = ["call-machine", "@daily-co/daily-js", "daily-js version", "/call/web"];
const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** No request for this long after the load event: the first load is over. */
const QUIET_MS = 1000;

export interface BundleResult {
  route: string;
  files: number;
  gzipKb: number;
  /** Asked the way Chromium asks: brotli where the server has it. */
  browserKb: number;
  /** Worker scripts started after load (not the page's own first load), gzip. */
  workerGzipKb: number;
  voiceSdk: boolean;
  withinBudget: boolean;
}

/** The size of the response body exactly as the server sends it for this Accept-Encoding. */
export function bytesSent(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if (response.statusCode === 200) resolve(Buffer.concat(chunks).length);
        else reject(new Error(`${url}: ${response.statusCode}`));
      });
    })
      .on("error", reject)
      .end();
  });
}

interface Requested {
  /** The page's scripts, by URL, with their text. */
  scripts: Map<string, string>;
  /** Scripts that run in a worker (a decoration started once the page has settled), by URL. */
  workers: Set<string>;
}

/** Every script a fresh browser requests while it loads the page, until the network is quiet. */
async function scriptsRequested(browser: Browser, url: string): Promise<Requested> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  const scripts = new Map<string, string>();
  const workers = new Set<string>();
  // Each script's text, read as its response comes: all read before the scripts are counted. Set
  // only once read, a slow read (beside a busy process) left a script out of one page's count.
  const reads: Promise<void>[] = [];
  let lastRequest = Date.now();
  page.on("request", () => (lastRequest = Date.now()));
  page.on("worker", (worker) => workers.add(worker.url()));
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(
      response
        .text()
        .catch(() => "")
        .then((text) => void scripts.set(response.url(), text)),
    );
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(100);
    await Promise.all(reads);
    for (const worker of workers) scripts.delete(worker);
    return { scripts, workers };
  } finally {
    await context.close();
  }
}

async function measureRoute(browser: Browser, route: string, url: string): Promise<BundleResult> {
  const { scripts, workers } = await scriptsRequested(browser, url);
  let gzip = 0;
  let asked = 0;
  for (const script of scripts.keys()) {
    gzip += await bytesSent(script, "gzip");
    asked += await bytesSent(script, CHROMIUM_ACCEPT_ENCODING);
  }
  let workerGzip = 0;
  for (const worker of workers) workerGzip += await bytesSent(worker, "gzip");
  const voiceSdk = [...scripts.values()].some((text) =>
    VOICE_SDK_MARKERS.some((marker) => text.includes(marker)),
  );
  return {
    route,
    files: scripts.size,
    gzipKb: kb(gzip),
    browserKb: kb(asked),
    workerGzipKb: kb(workerGzip),
    voiceSdk,
    withinBudget: kb(gzip) <= FIRST_LOAD_BUDGET_GZIP_KB && !voiceSdk,
  };
}

/** Every route of the site on the server at `origin`, then the 404 page, in English and Spanish. */
export async function measureSiteBundles(browser: Browser, origin: string) {
  const results: BundleResult[] = [];
  for (const pathname of [...sitePages, missingPage, ...spanishPages, spanishMissingPage]) {
    results.push(await measureRoute(browser, routeLabel(pathname), origin + pathname));
  }
  return results;
}

/** The bare React Router app of bench/baseline/, built, served and measured like a route. */
export async function measureBareApp(browser: Browser): Promise<BundleResult> {
  const baseline = await startBaseline();
  try {
    return await measureRoute(browser, BASELINE_ROUTE, `${baseline.origin}/`);
  } finally {
    await baseline.stop();
  }
}

/** The bare React Router app's first load, then every route of the site, in one run. */
export async function measureBundles(): Promise<BundleResult[]> {
  const browser = await chromium.launch(chromiumLaunch);
  const server = await startServer();
  try {
    return [await measureBareApp(browser), ...(await measureSiteBundles(browser, server.origin))];
  } finally {
    await Promise.all([server.stop(), browser.close()]);
  }
}

export function printBundles(results: BundleResult[]) {
  const baseline = results.find((r) => r.route === BASELINE_ROUTE);
  printTable(
    `First-load JS per route, as sent (budget ${FIRST_LOAD_BUDGET_GZIP_KB} KB gzip, no voice SDK)`,
    [
      "route",
      "files",
      "gzip KB",
      "vs baseline",
      "as Chromium asks",
      "later, in a worker",
      "voice SDK",
      "ok",
    ],
    results.map((r) => [
      r.route,
      r.files,
      r.gzipKb,
      baseline && r !== baseline ? `+${kb((r.gzipKb - baseline.gzipKb) * 1024)}` : "",
      r.browserKb,
      r.workerGzipKb,
      r.voiceSdk ? "PRESENT" : "no",
      r.withinBudget ? "yes" : "NO",
    ]),
  );
}

if (isMain(import.meta.url)) {
  const results = await measureBundles();
  printBundles(results);
  writeResult("bundle", results);
}
