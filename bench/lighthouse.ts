/**
 * Lighthouse (default mobile settings, simulated throttling) on every route and the 404 page,
 * three runs each against the production server; prints the medians and writes
 * bench/results/lighthouse.json.
 *   npm run build && npx tsx bench/lighthouse.ts [/route ...]
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { missingPage, sitePages } from "../tests/site-routes";
import { isMain, median, NOT_FOUND_ROUTE, printTable, routeLabel, writeResult } from "./report";
import { startServer } from "../tests/support/production-server";
import { chromiumLaunch } from "../playwright.config";

const PORT = 4410;
const RUNS = 3;
const CHROME_FLAGS = ["--headless=new", ...chromiumLaunch.args];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  otherCategories: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
};

/**
 * Audits a correct 404 page fails by design, so the 404 page is held to every target but these:
 * the page answers 404, Chrome logs that status in the console, and the page asks not to be indexed.
 */
const FAILED_BY_DESIGN_ON_404: Record<string, string> = {
  "http-status-code": "the page answers 404 Not Found",
  "errors-in-console": "Chrome logs the page's own 404 status",
  "is-crawlable": "the page carries noindex",
};

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  failedAudits: string[];
}

export interface LighthouseResult extends Omit<Run, "failedAudits"> {
  route: string;
  /** Total blocking time of the slowest of the runs. */
  tbtWorstMs: number;
  /** Audits below full marks in any run (weighted ones only), with the runs they failed in. */
  failedAudits: Record<string, number>;
  meetsTargets: boolean;
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART); such a run is repeated. */
async function runOnce(url: string, port: number, attempts = 3): Promise<Run> {
  try {
    return await measure(url, port);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stderr.write(`lighthouse: retrying ${url}: ${(error as Error).message}\n`);
    return runOnce(url, port, attempts - 1);
  }
}

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    // The 404 page is meant to answer 404; Lighthouse refuses such a page unless told.
    ignoreStatusCode: url.endsWith(missingPage),
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const weighted = new Set(
    Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Run["scores"],
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`),
  };
}

function summarise(route: string, runs: Run[]): LighthouseResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  ) as Run["scores"];
  const failedAudits: Record<string, number> = {};
  for (const audit of runs.flatMap((run) => run.failedAudits)) {
    const id = audit.split(" ")[0]!;
    failedAudits[id] = (failedAudits[id] ?? 0) + 1;
  }
  const result = {
    route,
    scores,
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    tbtWorstMs: Math.round(Math.max(...runs.map((run) => run.tbtMs))),
    cls: Math.round(median(runs.map((run) => run.cls)) * 1000) / 1000,
    fcpMs: Math.round(median(runs.map((run) => run.fcpMs))),
    failedAudits,
  };
  const t = LIGHTHOUSE_TARGETS;
  // The 404 page's best-practices and SEO scores carry its by-design failures: it meets the
  // target when no other audit of theirs fails.
  const onlyFailedByDesign = Object.keys(failedAudits).every((id) => id in FAILED_BY_DESIGN_ON_404);
  const bestPracticesAndSeoMet =
    route === NOT_FOUND_ROUTE
      ? onlyFailedByDesign
      : scores["best-practices"] >= t.otherCategories && scores.seo >= t.otherCategories;
  const meetsTargets =
    scores.performance >= t.performance &&
    scores.accessibility >= t.otherCategories &&
    bestPracticesAndSeoMet &&
    result.lcpMs < t.lcpMs &&
    result.tbtMs < t.tbtMs &&
    result.cls <= t.cls;
  return { ...result, meetsTargets };
}

export async function measureLighthouse(
  routes: readonly string[] = [...sitePages, missingPage],
): Promise<LighthouseResult[]> {
  const server = await startServer({ port: PORT });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const runs: Run[] = [];
      try {
        for (let i = 0; i < RUNS; i++) runs.push(await runOnce(server.origin + route, chrome.port));
      } catch (error) {
        process.stderr.write(`lighthouse: ${route} FAILED: ${(error as Error).message}\n`);
        continue;
      }
      results.push(summarise(routeLabel(route), runs));
      process.stderr.write(`lighthouse: ${route} done\n`);
    }
    return results;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

export function printLighthouse(results: LighthouseResult[]) {
  const t = LIGHTHOUSE_TARGETS;
  printTable(
    `Lighthouse, mobile, simulated throttling: median of ${RUNS} runs ` +
      `(targets: perf >= ${t.performance}, others ${t.otherCategories}, LCP < ${t.lcpMs} ms, TBT < ${t.tbtMs} ms, CLS ${t.cls})`,
    ["route", "perf", "a11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms", "worst", "CLS", "ok"],
    results.map((r) => [
      r.route,
      r.scores.performance,
      r.scores.accessibility,
      r.scores["best-practices"],
      r.scores.seo,
      r.fcpMs,
      r.lcpMs,
      r.tbtMs,
      r.tbtWorstMs,
      r.cls,
      r.meetsTargets ? "yes" : "NO",
    ]),
  );
  for (const r of results.filter((result) => Object.keys(result.failedAudits).length > 0)) {
    const audits = Object.entries(r.failedAudits).map(
      ([id, n]) =>
        `${id} (${n}/${RUNS}` +
        (r.route === NOT_FOUND_ROUTE && id in FAILED_BY_DESIGN_ON_404
          ? `, by design: ${FAILED_BY_DESIGN_ON_404[id]})`
          : ")"),
    );
    console.log(`  ${r.route}: below full marks: ${audits.join(", ")}`);
  }
}

if (isMain(import.meta.url)) {
  const routes = process.argv.slice(2);
  const results = await measureLighthouse(routes.length > 0 ? routes : undefined);
  printLighthouse(results);
  writeResult("lighthouse", results);
}
