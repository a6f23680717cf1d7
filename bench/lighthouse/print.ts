/** The Lighthouse bench's tables: Lighthouse's figures, then the traced main-thread work. */
import { BASELINE_ROUTE, NOT_FOUND_ROUTE, printTable } from "../report";
import { LONG_TASK_MS, NETWORK_QUIET_MS, WORK_KINDS, WORK_LABELS } from "./main-thread-work";
import { NOISE_RULE, signed, type Spread } from "./stats";
import { FAILED_BY_DESIGN_ON_404, LIGHTHOUSE_TARGETS, type LighthouseReport } from "./summary";
import { BUSY_OVER_BASELINE_MAX, type TraceResult } from "./trace-summary";
import { TRACE_CPU_SLOWDOWN, TRACE_VIEWPORT } from "./trace-pass";

/** "median (IQR n)": a figure with its spread. */
const withIqr = ({ median, iqr }: Spread) => `${Math.round(median)} (${Math.round(iqr)})`;

export function printLighthouse(report: LighthouseReport) {
  const { rounds, cpuSlowdown, observed, cpuShare, benchmarkIndex, results } = report;
  if (results.length > 0) {
    const t = LIGHTHOUSE_TARGETS;
    const confinement =
      cpuShare === undefined ? "" : `, Chromium confined to ${cpuShare} of one CPU`;
    const throttled = observed
      ? `slow 4G and ${cpuSlowdown}× CPU applied by DevTools, as observed`
      : `simulated slow 4G and ${cpuSlowdown}× CPU`;
    printTable(
      `Lighthouse, mobile, ${throttled}${confinement}: ${rounds} interleaved rounds per URL, ` +
        `medians (interquartile range) ` +
        `(targets: perf >= ${t.performance}, others ${t.otherCategories}, LCP < ${t.lcpMs} ms, ` +
        `TBT median <= baseline + ${t.tbtOverBaselineMs} ms, CLS ${t.cls}; noise: ${NOISE_RULE})`,
      [
        ...["route", "perf", "a11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms (IQR)"],
        ...["vs baseline", "noise?", "worst", "every run", "CLS", "ok"],
      ],
      results.map((r) => {
        const baseline = r.route === BASELINE_ROUTE;
        return [
          r.route,
          r.scores.performance,
          r.scores.accessibility,
          r.scores["best-practices"],
          r.scores.seo,
          r.fcpMs,
          r.lcpMs,
          withIqr(r.tbt),
          baseline ? "" : signed(r.tbtOverBaselineMs),
          baseline ? "" : r.tbtWithinNoise ? "within noise" : "beyond noise",
          r.tbt.worst,
          r.tbtRunsMs.join(" "),
          r.cls,
          baseline ? "" : r.meetsTargets ? "yes" : "NO",
        ];
      }),
    );
    console.log(
      `  benchmarkIndex of this machine: median ${benchmarkIndex.median} ` +
        `(${benchmarkIndex.min}–${benchmarkIndex.max} over every run)`,
    );
    for (const r of results.filter((result) => Object.keys(result.failedAudits).length > 0)) {
      const audits = Object.entries(r.failedAudits).map(
        ([id, n]) =>
          `${id} (${n}/${rounds}` +
          (r.route === NOT_FOUND_ROUTE && id in FAILED_BY_DESIGN_ON_404
            ? `, by design: ${FAILED_BY_DESIGN_ON_404[id]})`
            : ")"),
      );
      console.log(`  ${r.route}: below full marks: ${audits.join(", ")}`);
    }
    printWorstRun(report);
  }
  if (report.traces.length > 0) printTraces(report.traces);
}

function printWorstRun({ results, observed }: LighthouseReport) {
  const site = results.filter((r) => r.route !== BASELINE_ROUTE);
  const baseline = results.find((r) => r.route === BASELINE_ROUTE);
  if (site.length === 0 || !baseline) return;
  const worst = site.reduce((a, b) => (b.tbt.worst > a.tbt.worst ? b : a));
  const mine = worst.worstRun.mainThread;
  const theirs = baseline.worstRun.mainThread;
  const kinds = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
  const total = (breakdown: Record<string, number>) =>
    Object.values(breakdown).reduce((sum, ms) => sum + ms, 0);
  printTable(
    `Main-thread time of the worst run (${worst.route}, TBT ${worst.tbt.worst} ms), beside the baseline's worst run`,
    ["work", "ms", "baseline ms"],
    [
      ...kinds
        .sort((a, b) => (mine[b] ?? 0) - (mine[a] ?? 0))
        .map((kind) => [kind, mine[kind] ?? 0, theirs[kind] ?? 0]),
      ["total", total(mine), total(theirs)],
    ],
  );
  printTable(
    `Script time by file in that run (${observed ? "observed" : "simulated"} ms)`,
    ["file", "ms"],
    Object.entries(worst.worstRun.scripts).sort(([, a], [, b]) => b - a),
  );
}

export function printTraces(traces: TraceResult[]) {
  printTable(
    `Main-thread work counted in DevTools traces, ${TRACE_VIEWPORT.width} px, CPU ${TRACE_CPU_SLOWDOWN}× ` +
      `slower (CDP), ${traces[0]!.loads} interleaved loads per URL: the page's main thread's CPU time ` +
      `from navigation until the network had been quiet ${NETWORK_QUIET_MS} ms, medians (IQR), ms ` +
      `(target: busy <= ${BUSY_OVER_BASELINE_MAX}× the baseline's; long tasks: sum of time past ` +
      `${LONG_TASK_MS} ms; noise: ${NOISE_RULE})`,
    [
      "route",
      ...WORK_KINDS.map((kind) => WORK_LABELS[kind]),
      "busy (IQR)",
      "worst",
      "every load",
      "× baseline",
      "noise?",
      "long tasks",
      "longest",
      "ok",
    ],
    traces.map((t) => {
      const baseline = t.route === BASELINE_ROUTE;
      return [
        t.route,
        ...WORK_KINDS.map((kind) => withIqr(t.busy[kind])),
        withIqr(t.total),
        Math.round(t.total.worst),
        t.totalRuns.join(" "),
        baseline ? "" : t.timesBaseline.toFixed(2),
        baseline ? "" : t.totalWithinNoise ? "within noise" : "beyond noise",
        withIqr(t.longTaskMs),
        withIqr(t.longestTaskMs),
        baseline ? "" : t.meetsTarget ? "yes" : "NO",
      ];
    }),
  );
  printTable(
    "The trace events that took the most of the main thread (own time, medians, ms)",
    ["route", "events"],
    traces.map((t) => [
      t.route,
      t.topEvents.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(", "),
    ]),
  );
}
