import { describe, expect, it } from "vitest";
import { defaultAvailability, defaultMeetingType } from "../content/booking";
import { checkAvailability, checkMeetingType } from "./availability-schema";
import { isIanaTimeZone, normalizeTimeZone } from "./time-zone";

function problemsOf(check: { ok: boolean; problems?: { message: string }[] }): string[] {
  return check.ok ? [] : check.problems!.map((problem) => problem.message);
}

const workday = [{ start: "09:00", end: "17:00" }];
const hours = (overrides: Record<string, unknown> = {}) => ({
  ...defaultAvailability,
  ...overrides,
});

describe("the content's defaults", () => {
  it("pass the rules they are checked against", () => {
    expect(checkMeetingType(defaultMeetingType)).toEqual({ ok: true, value: defaultMeetingType });
    expect(checkAvailability(defaultAvailability).ok).toBe(true);
  });
});

describe("checkAvailability", () => {
  it("refuses an unknown or non-IANA zone, naming it", () => {
    expect(problemsOf(checkAvailability(hours({ timeZone: "Mars/Olympus_Mons" })))).toEqual([
      '"Mars/Olympus_Mons" is not a known time zone. Use an IANA name such as America/New_York.',
    ]);
    expect(checkAvailability(hours({ timeZone: "+05:30" })).ok).toBe(false);
    expect(checkAvailability(hours({ timeZone: "" })).ok).toBe(false);
  });

  it("stores the zone as the time-zone database spells it", () => {
    const check = checkAvailability(hours({ timeZone: "europe/madrid" }));
    expect(check.ok && check.value.timeZone).toBe("Europe/Madrid");
  });

  it("refuses hours that end before (or when) they start", () => {
    const weekly = { ...defaultAvailability.weekly, monday: [{ start: "17:00", end: "09:00" }] };
    expect(problemsOf(checkAvailability(hours({ weekly })))).toEqual([
      "The hours 17:00–09:00 end before they start. Choose an end after the start.",
    ]);
    const empty = { ...defaultAvailability.weekly, monday: [{ start: "09:00", end: "09:00" }] };
    expect(checkAvailability(hours({ weekly: empty })).ok).toBe(false);
  });

  it("refuses overlapping hours but keeps touching ones, sorted", () => {
    const overlapping = [
      { start: "13:00", end: "17:00" },
      { start: "09:00", end: "13:30" },
    ];
    expect(
      problemsOf(
        checkAvailability(
          hours({ weekly: { ...defaultAvailability.weekly, tuesday: overlapping } }),
        ),
      ),
    ).toEqual(["The hours 09:00–13:30 and 13:00–17:00 overlap. Join them or move one."]);
    const touching = [
      { start: "13:00", end: "24:00" },
      { start: "09:00", end: "13:00" },
    ];
    const check = checkAvailability(
      hours({ weekly: { ...defaultAvailability.weekly, tuesday: touching } }),
    );
    expect(check.ok && check.value.weekly.tuesday).toEqual([touching[1], touching[0]]);
  });

  it("refuses times that are not HH:MM on the 24-hour clock", () => {
    for (const start of ["9:00", "24:30", "12:60", "noon", "09:00:00"]) {
      const weekly = { ...defaultAvailability.weekly, friday: [{ start, end: "23:00" }] };
      expect(problemsOf(checkAvailability(hours({ weekly })))).toEqual([
        "A start must be a time such as 09:00 (24-hour clock).",
      ]);
    }
  });

  it("refuses a missing weekday, an impossible date and a date overridden twice", () => {
    const { sunday: _sunday, ...sixDays } = defaultAvailability.weekly;
    expect(checkAvailability(hours({ weekly: sixDays })).ok).toBe(false);
    expect(
      problemsOf(checkAvailability(hours({ overrides: [{ date: "2027-02-30", intervals: [] }] }))),
    ).toEqual(['"2027-02-30" is not a date such as 2027-03-16.']);
    const twice = [
      { date: "2027-12-24", intervals: [] },
      { date: "2027-12-24", intervals: workday },
    ];
    expect(problemsOf(checkAvailability(hours({ overrides: twice })))).toEqual([
      "2027-12-24 has more than one override. Keep one.",
    ]);
  });

  it("bounds the number of intervals in a day", () => {
    const many = Array.from({ length: 13 }, (_, i) => ({
      start: `${String(i).padStart(2, "0")}:00`,
      end: `${String(i).padStart(2, "0")}:30`,
    }));
    expect(
      problemsOf(
        checkAvailability(hours({ overrides: [{ date: "2027-01-04", intervals: many }] })),
      ),
    ).toEqual(["A day can have at most 12 sets of hours."]);
  });

  it("answers problems, never throws, for input of the wrong shape", () => {
    const shapes = [
      null,
      42,
      "hours",
      [],
      { timeZone: 5 },
      hours({ weekly: { monday: [null, "9-5"] } }),
    ];
    for (const input of shapes) expect(checkAvailability(input).ok).toBe(false);
    const garbage = {
      ...defaultAvailability.weekly,
      monday: [{ start: 9 }, { start: "08:00", end: "x" }],
    };
    expect(problemsOf(checkAvailability(hours({ weekly: garbage })))).toHaveLength(3);
  });
});

describe("checkMeetingType", () => {
  it("refuses a length, step or buffer out of bounds, in words", () => {
    const bad = {
      ...defaultMeetingType,
      lengthMinutes: 2,
      slotStepMinutes: 7.5,
      bufferAfterMinutes: -5,
    };
    expect(problemsOf(checkMeetingType(bad))).toEqual([
      "The length must be a whole number of minutes from 5 to 720.",
      "The buffer after must be a whole number of minutes from 0 to 240.",
      "The slot step must be a whole number of minutes from 5 to 720.",
    ]);
  });

  it("refuses a bad id, an empty name, a zero horizon and a zero daily limit; allows no limit", () => {
    const bad = {
      ...defaultMeetingType,
      id: "Free Consultation",
      name: "  ",
      horizonDays: 0,
      maxPerDay: 0,
    };
    expect(problemsOf(checkMeetingType(bad))).toEqual([
      "The meeting type's id may use lower-case letters, digits and dashes (at most 64).",
      "The meeting type needs a name of at most 100 characters.",
      "The booking horizon must be a whole number of days from 1 to 365.",
      "The daily limit must be a whole number from 1 to 96, or none.",
    ]);
    expect(checkMeetingType({ ...defaultMeetingType, lengthMinutes: "30" }).ok).toBe(false);
    expect(checkMeetingType({ ...defaultMeetingType, maxPerDay: null }).ok).toBe(true);
  });
});

describe("time zones", () => {
  it("knows IANA zones, including half-hour ones, and nothing else", () => {
    expect(normalizeTimeZone("asia/kolkata")).toBe("Asia/Kolkata");
    expect(isIanaTimeZone("UTC")).toBe(true);
    for (const zone of ["Eastern", "+05:30", "America/Gotham", "../etc/passwd", "x".repeat(65)]) {
      expect(isIanaTimeZone(zone)).toBe(false);
    }
  });
});
