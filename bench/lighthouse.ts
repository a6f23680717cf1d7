/**
 * Lighthouse (default mobile settings: simulated slow 4G and a 4× slower CPU) on every route and
 * the 404 page, beside the bare React Router app of bench/baseline/ measured in the same run; then
 * the same URLs loaded in Chromium at 4× CPU slowdown with a DevTools trace each, and the main
 * thread's work counted from the traces (docs/decisions/018-counted-main-thread-work.md). Both
 * passes interleave the URLs (baseline, every route, then again) so a machine that slows down
 * midway slows every URL alike, and print medians with their interquartile range, the difference
 * from the baseline and whether it is within the noise; the Lighthouse part also prints the
 * machine's benchmarkIndex and the main-thread breakdown of the worst run. Writes
 * bench/results/lighthouse.json.
 *   npm run build && npx tsx bench/lighthouse.ts [--rounds N] [--loads N] [--cpu-slowdown N]
 *     [--cpu-share F] [--observed] [--beside DIR] [/route ...]
 * --beside DIR (repeatable) also serves another copy of the project, built (an earlier commit),
 * and measures its routes in the same run, labelled with the folder's name: a change's before
 * and after, interleaved;
 * --rounds 0 skips Lighthouse, --loads 0 the traces (for quick iterations on one of them);
 * --cpu-slowdown 12 scales what this machine observed as if it were three times slower;
 * --cpu-share 0.75 makes it slower for real: Chromium gets three quarters of one CPU (bench/cpu-share.ts);
 * --observed slows the CPU and the network for real through DevTools and reports what was observed,
 * instead of Lighthouse's default simulation from an unthrottled load (docs/decisions/013).
 */
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { missingPage, sitePages } from "../tests/site-routes";
import { startServer } from "../tests/support/production-server";
import { chromiumLaunch } from "../playwright.config";
import { startBaseline } from "./baseline/serve";
import { confineChromium } from "./cpu-share";
import { DEFAULT_CPU_SLOWDOWN, runOnce, type Run } from "./lighthouse/audit";
import { printLighthouse } from "./lighthouse/print";
import { median } from "./lighthouse/stats";
import { summarise, type LighthouseReport } from "./lighthouse/summary";
import { traceUrls } from "./lighthouse/trace-pass";
import { summariseTraces } from "./lighthouse/trace-summary";
import { BASELINE_ROUTE, isMain, routeLabel, writeResult } from "./report";

export { printLighthouse, type LighthouseReport };

const DEFAULT_ROUNDS = 15;
const DEFAULT_TRACED_LOADS = 10;
const CHROME_FLAGS = ["--headless=new", ...chromiumLaunch.args];

/** `rounds` interleaved Lighthouse runs of every URL, in one Chromium. */
async function lighthouseRounds(
  urls: Map<string, string>,
  {
    rounds,
    cpuSlowdown,
    cpuShare,
    observed,
  }: { rounds: number; cpuSlowdown: number; cpuShare: number | undefined; observed: boolean },
): Promise<Map<string, Run[]>> {
  const runsOf = new Map([...urls.keys()].map((label) => [label, [] as Run[]]));
  if (rounds === 0) return runsOf;
  const confined =
    cpuShare === undefined
      ? undefined
      : confineChromium(chromiumLaunch.executablePath ?? chromeLauncher.getChromePath(), cpuShare);
  const chrome = await chromeLauncher.launch({
    chromePath: confined?.executablePath ?? chromiumLaunch.executablePath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [label, url] of urls) {
        runsOf.get(label)!.push(await runOnce(url, { port: chrome.port, cpuSlowdown, observed }));
      }
      process.stderr.write(`lighthouse: round ${round} of ${rounds} done\n`);
    }
  } finally {
    chrome.kill();
    await confined?.release();
  }
  return runsOf;
}

interface Options {
  routes?: readonly string[];
  rounds?: number;
  /** Traced loads of each URL. */
  loads?: number;
  cpuSlowdown?: number;
  cpuShare?: number;
  observed?: boolean;
  /** Other built copies of the project, measured beside this one. */
  beside?: string[];
}

export async function measureLighthouse({
  routes = [...sitePages, missingPage],
  rounds = DEFAULT_ROUNDS,
  loads = DEFAULT_TRACED_LOADS,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
  cpuShare,
  observed = false,
  beside = [],
}: Options = {}): Promise<LighthouseReport> {
  const baseline = await startBaseline();
  const server = await startServer();
  const others = await Promise.all(
    beside.map(async (cwd) => ({ name: path.basename(cwd), server: await startServer({ cwd }) })),
  );
  const urls = new Map([
    [BASELINE_ROUTE, `${baseline.origin}/`],
    ...routes.flatMap((route) => [
      [routeLabel(route), server.origin + route] as const,
      ...others.map(
        ({ name, server: other }) =>
          [`${routeLabel(route)} (${name})`, other.origin + route] as const,
      ),
    ]),
  ]);
  try {
    const runsOf = await lighthouseRounds(urls, { rounds, cpuSlowdown, cpuShare, observed });
    const traced = await traceUrls(urls, loads, (load) =>
      process.stderr.write(`trace: load ${load} of ${loads} done\n`),
    );
    const indexes = [...runsOf.values()].flat().map((run) => run.benchmarkIndex);
    const baselineRuns = runsOf.get(BASELINE_ROUTE)!;
    return {
      rounds,
      cpuSlowdown,
      observed,
      cpuShare,
      benchmarkIndex: {
        median: Math.round(median(indexes)),
        min: Math.round(Math.min(...indexes)),
        max: Math.round(Math.max(...indexes)),
      },
      results:
        rounds === 0
          ? []
          : [...runsOf].map(([label, list]) => summarise(label, list, baselineRuns)),
      traces: loads === 0 ? [] : summariseTraces(traced),
    };
  } finally {
    await Promise.all([server.stop(), baseline.stop(), ...others.map((o) => o.server.stop())]);
  }
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (...names: string[]) => {
    const at = args.findIndex((arg) => names.includes(arg));
    return at >= 0 ? Number(args.splice(at, 2)[1]) : undefined;
  };
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 && args.splice(at, 1).length > 0;
  };
  const beside: string[] = [];
  for (let at = args.indexOf("--beside"); at >= 0; at = args.indexOf("--beside")) {
    beside.push(args.splice(at, 2)[1]!);
  }
  const report = await measureLighthouse({
    beside,
    rounds: option("--rounds", "--runs"),
    loads: option("--loads"),
    cpuSlowdown: option("--cpu-slowdown"),
    cpuShare: option("--cpu-share"),
    observed: flag("--observed"),
    routes: args.length > 0 ? args : undefined,
  });
  printLighthouse(report);
  writeResult("lighthouse", report);
}
