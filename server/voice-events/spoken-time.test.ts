import { describe, expect, it } from "vitest";
import { spokenTime } from "./spoken-time";

describe("spokenTime", () => {
  it("reads an ISO date and time as words, at the wall-clock time written", () => {
    expect(spokenTime("2026-11-24T15:00")).toBe("Tuesday, November 24 at 3 pm");
    expect(spokenTime("2026-11-24T09:30:00-05:00")).toBe("Tuesday, November 24 at 9:30 am");
    expect(spokenTime("2026-11-24T00:15")).toBe("Tuesday, November 24 at 12:15 am");
    expect(spokenTime("2026-11-24T12:00")).toBe("Tuesday, November 24 at 12 pm");
  });

  it("reads a date alone without a time", () => {
    expect(spokenTime("2026-11-24")).toBe("Tuesday, November 24");
  });

  it("keeps words and impossible dates as the caller said them", () => {
    expect(spokenTime("Tuesday 3 pm")).toBe("Tuesday 3 pm");
    expect(spokenTime("2026-02-30T10:00")).toBe("2026-02-30T10:00");
  });
});
