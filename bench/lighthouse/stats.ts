/** The statistics every figure of the Lighthouse bench is printed with. */
import { median } from "../report";

export { median };

/** The value below which a share `q` (0 to 1) of the values lie, interpolated between neighbours. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

export interface Spread {
  median: number;
  /** The interquartile range: the third quartile less the first. */
  iqr: number;
  worst: number;
}

export function spread(values: number[]): Spread {
  return {
    median: median(values),
    iqr: quantile(values, 0.75) - quantile(values, 0.25),
    worst: Math.max(...values),
  };
}

/**
 * The rule by which a difference between two URLs' medians is noise: it is no larger than the
 * larger of their two interquartile ranges (docs/decisions/018-counted-main-thread-work.md).
 */
export const NOISE_RULE = "a difference within the larger of the two IQRs is noise";

export function withinNoise(a: Spread, b: Spread): boolean {
  return Math.abs(a.median - b.median) <= Math.max(a.iqr, b.iqr);
}

export const signed = (ms: number) => `${ms >= 0 ? "+" : ""}${Math.round(ms)}`;
