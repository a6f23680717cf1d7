import { describe, expect, it } from "vitest";
import { minutesInWords } from "../content/booking";
import { consultation } from "./slot-engine.test-support";
import { refusalMessage } from "./slot-refusal";

describe("refusalMessage", () => {
  it("names the meeting type's own notice and horizon", () => {
    expect(refusalMessage("too-soon", consultation)).toBe(
      "Appointments must be booked at least 4 hours ahead.",
    );
    expect(refusalMessage("beyond-horizon", { ...consultation, horizonDays: 1 })).toBe(
      "Appointments can be booked at most 1 day ahead.",
    );
  });

  it("has one distinct sentence for each reason", () => {
    const reasons = [
      "malformed",
      "past",
      "too-soon",
      "beyond-horizon",
      "outside-hours",
      "day-full",
      "taken",
    ] as const;
    const messages = reasons.map((reason) => refusalMessage(reason, consultation));
    expect(new Set(messages).size).toBe(reasons.length);
    for (const message of messages) expect(message).toMatch(/^[A-Z].*\.$/);
  });
});

describe("minutesInWords", () => {
  it.each([
    [0, "0 minutes"],
    [1, "1 minute"],
    [30, "30 minutes"],
    [60, "1 hour"],
    [90, "1 hour and 30 minutes"],
    [240, "4 hours"],
    [1440, "1 day"],
    [1530, "1 day, 1 hour and 30 minutes"],
    [2880, "2 days"],
  ])("says %i minutes as %j", (minutes, words) => {
    expect(minutesInWords(minutes)).toBe(words);
  });
});
