import { describe, expect, it } from "vitest";
import { emptyCallDetails, shouldShowMicHint, withMicLevel } from "./call-details";
import { MIC_SILENCE_HINT_MS } from "./constants";

const connected = { ...emptyCallDetails, connectedAt: 1_000 };

describe("the 'we can't hear you' hint", () => {
  it("shows after 5 s of a silent microphone during the call", () => {
    const silent = withMicLevel(connected, 0, 1_000);
    expect(shouldShowMicHint(silent, false, 1_000 + MIC_SILENCE_HINT_MS - 1)).toBe(false);
    expect(shouldShowMicHint(silent, false, 1_000 + MIC_SILENCE_HINT_MS)).toBe(true);
  });

  it("any sound resets the count", () => {
    let details = withMicLevel(connected, 0, 1_000);
    details = withMicLevel(details, 0.2, 5_000);
    details = withMicLevel(details, 0, 5_100);
    expect(shouldShowMicHint(details, false, 9_000)).toBe(false);
    expect(shouldShowMicHint(details, false, 10_100)).toBe(true);
  });

  it("never shows while muted, before the call connects or without level reports", () => {
    const silent = withMicLevel(connected, 0, 1_000);
    expect(shouldShowMicHint(silent, true, 60_000)).toBe(false);
    expect(shouldShowMicHint({ ...silent, connectedAt: null }, false, 60_000)).toBe(false);
    expect(shouldShowMicHint(connected, false, 60_000)).toBe(false);
  });
});
