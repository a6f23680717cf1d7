/** Each URL's traced loads summed up: medians and spread of its main-thread work, beside the baseline's. */
import { BASELINE_ROUTE } from "../report";
import { WORK_KINDS, type MainThreadWork, type WorkKind } from "./main-thread-work";
import { spread, withinNoise, type Spread } from "./stats";

/** A route's main-thread busy time may be at most this many times the baseline's (medians). */
export const BUSY_OVER_BASELINE_MAX = 1.5;

export interface TraceResult {
  route: string;
  loads: number;
  busy: Record<WorkKind, Spread>;
  total: Spread;
  /** Every load's busy time, in the order they ran. */
  totalRuns: number[];
  longTaskMs: Spread;
  longestTaskMs: Spread;
  windowMs: number;
  /** The median busy time over the baseline's. */
  timesBaseline: number;
  totalWithinNoise: boolean;
  meetsTarget: boolean;
  /** The trace events that took the most time, medians over the loads, ms. */
  topEvents: [string, number][];
}

function eventMedians(works: MainThreadWork[]): [string, number][] {
  const names = new Set(works.flatMap((work) => work.topEvents.map(([name]) => name)));
  return [...names]
    .map((name): [string, number] => [
      name,
      spread(works.map((w) => w.topEvents.find(([n]) => n === name)?.[1] ?? 0)).median,
    ])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
}

export function summariseTraces(traced: Map<string, MainThreadWork[]>): TraceResult[] {
  const baselineTotal = spread(traced.get(BASELINE_ROUTE)?.map((w) => w.total) ?? [Number.NaN]);
  return [...traced].map(([route, works]) => {
    const total = spread(works.map((w) => w.total));
    const ratio = total.median / baselineTotal.median;
    return {
      route,
      loads: works.length,
      busy: Object.fromEntries(
        WORK_KINDS.map((kind) => [kind, spread(works.map((w) => w.busy[kind]))]),
      ) as Record<WorkKind, Spread>,
      total,
      totalRuns: works.map((w) => Math.round(w.total)),
      longTaskMs: spread(works.map((w) => w.longTaskMs)),
      longestTaskMs: spread(works.map((w) => w.longestTaskMs)),
      windowMs: spread(works.map((w) => w.windowMs)).median,
      timesBaseline: Math.round(ratio * 100) / 100,
      totalWithinNoise: withinNoise(total, baselineTotal),
      // The ratio itself, not its rounding: 1.502 is shown as 1.50, and misses.
      meetsTarget: route === BASELINE_ROUTE || ratio <= BUSY_OVER_BASELINE_MAX,
      topEvents: eventMedians(works),
    };
  });
}
