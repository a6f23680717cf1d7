import { describe, expect, it } from "vitest";
import { BASELINE_ROUTE } from "../report";
import type { MainThreadWork } from "./main-thread-work";
import { summariseTraces } from "./trace-summary";

/** A load whose main thread was busy `total` ms, all of it script. */
function load(total: number): MainThreadWork {
  return {
    busy: { script: total, styleLayout: 0, rendering: 0, parsing: 0, other: 0 },
    total,
    longTaskMs: 0,
    longestTaskMs: 0,
    windowMs: 2500,
    topEvents: [],
  };
}

function verdict(routeTotal: number) {
  const summary = summariseTraces(
    new Map([
      [BASELINE_ROUTE, [load(400)]],
      ["/", [load(routeTotal)]],
    ]),
  );
  return summary.find((result) => result.route === "/")!;
}

describe("the busy-time target", () => {
  it("is met at 1.5 times the baseline's median", () => {
    expect(verdict(600)).toMatchObject({ timesBaseline: 1.5, meetsTarget: true });
  });

  it("is missed just past 1.5 times, though the ratio shows rounded as 1.50", () => {
    expect(verdict(600.8)).toMatchObject({ timesBaseline: 1.5, meetsTarget: false });
  });
});
