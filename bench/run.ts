/**
 * `npm run bench`: bundle sizes, Lighthouse and load, one after the other (never in parallel: they
 * would measure each other), then one summary of every figure against its target.
 */
import { measureBundles, printBundles } from "./bundle";
import { measureLighthouse, printLighthouse } from "./lighthouse";
import { measureLoad, printLoad } from "./load";
import { BASELINE_ROUTE, writeResult } from "./report";

const bundles = await measureBundles();
printBundles(bundles);
writeResult("bundle", bundles);

const lighthouseReport = await measureLighthouse();
const lighthouse = lighthouseReport.results.filter((r) => r.route !== BASELINE_ROUTE);
printLighthouse(lighthouseReport);
writeResult("lighthouse", lighthouseReport);

const traces = lighthouseReport.traces.filter((r) => r.route !== BASELINE_ROUTE);

const load = await measureLoad();
printLoad(load);
writeResult("load", load);

const missed = [
  ...bundles
    .filter((r) => r.route !== BASELINE_ROUTE && !r.withinBudget)
    .map((r) => `first-load JS ${r.route}: ${r.gzipKb} KB gzip`),
  ...lighthouse
    .filter((r) => !r.meetsTargets)
    .map(
      (r) =>
        `Lighthouse ${r.route}: perf ${r.scores.performance}, a11y ${r.scores.accessibility}, ` +
        `BP ${r.scores["best-practices"]}, SEO ${r.scores.seo}, LCP ${r.lcpMs} ms, ` +
        `TBT ${r.tbt.median} ms (${r.tbtOverBaselineMs} over the baseline, IQR ${r.tbt.iqr}), CLS ${r.cls}`,
    ),
  ...traces
    .filter((r) => !r.meetsTarget)
    .map((r) => `main-thread work ${r.route}: ${r.timesBaseline}× the baseline's`),
  ...load
    .filter((r) => !r.meetsTarget)
    .map(
      (r) =>
        `load ${r.name}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, ${r.failed} failed` +
        (r.stored === undefined ? "" : `, ${r.stored} stored of ${r.sent} sent, ${r.ok} answered`),
    ),
];
console.log("\nSummary");
console.log(
  `  routes within the JS budget: ${bundles.filter((r) => r.route !== BASELINE_ROUTE && r.withinBudget).length}/${bundles.length - 1}`,
);
console.log(
  `  routes meeting every Lighthouse target: ${lighthouse.filter((r) => r.meetsTargets).length}/${lighthouse.length}`,
);
console.log(
  `  routes within the main-thread work target: ${traces.filter((r) => r.meetsTarget).length}/${traces.length}`,
);
console.log(
  `  load workloads on target: ${load.filter((r) => r.meetsTarget).length}/${load.length}`,
);
if (missed.length > 0) console.log(`  missed:\n    ${missed.join("\n    ")}`);
else console.log("  every target met");
