/** One Lighthouse run of one URL, and the figures the bench keeps from it. */
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { missingPage } from "../../tests/site-routes";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Run {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  benchmarkIndex: number;
  /** Main-thread time by kind of work (script evaluation, style and layout...), ms, as simulated or observed. */
  mainThread: Record<string, number>;
  /** Script time per file, ms (Lighthouse's bootup-time audit). */
  scripts: Record<string, number>;
  failedAudits: string[];
}

export interface RunOptions {
  port: number;
  /** Lighthouse's default is 4 (a mid-range phone on a fast desktop); more stands for a slower machine. */
  cpuSlowdown: number;
  /** Throttle for real and report what was observed, instead of simulating from an unthrottled load. */
  observed: boolean;
}

export const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

interface TableItem {
  group?: string;
  groupLabel?: string;
  duration?: number;
  url?: string;
  total?: number;
}

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART); such a run is repeated. */
export async function runOnce(url: string, options: RunOptions, attempts = 3): Promise<Run> {
  try {
    return await measure(url, options);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stderr.write(`lighthouse: retrying ${url}: ${(error as Error).message}\n`);
    return runOnce(url, options, attempts - 1);
  }
}

async function measure(url: string, { port, cpuSlowdown, observed }: RunOptions): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    throttlingMethod: observed ? "devtools" : "simulate",
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
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
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? []) as TableItem[];
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
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: Object.fromEntries(
      items("mainthread-work-breakdown").map((item) => [
        item.groupLabel ?? item.group ?? "?",
        Math.round(item.duration ?? 0),
      ]),
    ),
    scripts: Object.fromEntries(
      items("bootup-time").map((item) => [
        new URL(item.url ?? "", url).pathname,
        Math.round(item.total ?? 0),
      ]),
    ),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`),
  };
}
