import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { bookingTools, SLOTS_PER_ANSWER } from "../../../core/content/booking-assistant";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { bookingToolsAt, offeredStarts } from "../testing/tool-calls";

const { checkAvailability } = bookingTools;
const AGENCY = defaultAvailability.timeZone;

/** The agency's wall-clock time of an offered start, "2027-03-15T09:00". */
const inNewYork = (start: string) =>
  Temporal.Instant.from(start)
    .toZonedDateTimeISO(AGENCY)
    .toPlainDateTime()
    .toString({ smallestUnit: "minute" });

/** Monday to Friday, and the whole meeting between 9:00 and 17:00 in New York. */
function withinHours(start: string): boolean {
  const local = Temporal.Instant.from(start).toZonedDateTimeISO(AGENCY);
  const end = local.add({ minutes: defaultMeetingType.lengthMinutes });
  const minutes = (time: Temporal.ZonedDateTime) => time.hour * 60 + time.minute;
  return (
    local.dayOfWeek <= 5 &&
    minutes(local) >= 9 * 60 &&
    end.toPlainDate().equals(local.toPlainDate()) &&
    minutes(end) <= 17 * 60
  );
}

describe.each(testDatabaseKinds())("check_availability on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  // Friday 12 March 2027, 10:00 in New York: the US moves its clocks on Sunday the 14th.
  const tools = bookingToolsAt(() => site, "2027-03-12T15:00:00Z");

  it("names a Madrid caller's Monday after the US change at 14:00, five hours on, not six", async () => {
    tools.setClock("2027-03-12T15:00:00Z");
    const answer = await tools.call(checkAvailability, {
      date: "2027-03-15",
      timeZone: "Europe/Madrid",
    });
    expect(answer).toMatch(
      /^Free times \(Europe\/Madrid\): Monday, March 15 at 2:00 PM Central European Standard Time \[start=2027-03-15T14:00:00\+01:00\];/,
    );
    expect(offeredStarts(answer)).toEqual([
      "2027-03-15T14:00:00+01:00",
      "2027-03-15T14:30:00+01:00",
      "2027-03-15T15:00:00+01:00",
      "2027-03-15T15:30:00+01:00",
    ]);
    expect(offeredStarts(answer).map(inNewYork)[0]).toBe("2027-03-15T09:00");
    expect(answer).not.toContain("\n");
  });

  it("the same Madrid caller's Friday before the change starts at 15:00, six hours on", async () => {
    tools.setClock("2027-03-11T12:00:00Z");
    const answer = await tools.call(checkAvailability, {
      date: "2027-03-12",
      timeZone: "Europe/Madrid",
    });
    expect(offeredStarts(answer)[0]).toBe("2027-03-12T15:00:00+01:00");
    expect(offeredStarts(answer).map(inNewYork)[0]).toBe("2027-03-12T09:00");
  });

  it("reads a Kolkata caller's day from the call's metadata, with its half-hour offset", async () => {
    tools.setClock("2027-03-12T15:00:00Z");
    const answer = await tools.call(
      checkAvailability,
      { date: "2027-03-16" },
      { callerTimeZone: "Asia/Kolkata" },
    );
    // Kolkata's 16 March begins at 14:30 on the 15th in New York: the end of that agency day.
    expect(answer).toContain(
      "Free times (Asia/Kolkata): Tuesday, March 16 at 12:00 AM India Standard Time [start=2027-03-16T00:00:00+05:30];",
    );
    expect(offeredStarts(answer).map(inNewYork)).toEqual([
      "2027-03-15T14:30",
      "2027-03-15T15:00",
      "2027-03-15T15:30",
      "2027-03-15T16:00",
    ]);
  });

  it("a zone named in the arguments wins over the metadata's, and a bad metadata zone is ignored", async () => {
    tools.setClock("2027-03-12T15:00:00Z");
    const named = await tools.call(
      checkAvailability,
      { date: "2027-03-15", timeZone: "asia/kolkata" },
      { callerTimeZone: "Europe/Madrid" },
    );
    expect(named).toMatch(/^Free times \(Asia\/Kolkata\):/);
    const garbled = await tools.call(checkAvailability, {}, { callerTimeZone: "Mars/Olympus" });
    expect(garbled).toMatch(/^Free times \(America\/New_York\):/);
    const empty = await tools.call(checkAvailability, {}, { callerTimeZone: "" });
    expect(empty).toMatch(/^Free times \(America\/New_York\):/);
  });

  it("after the November change, the next free times are Monday's in Eastern Standard Time", async () => {
    // Friday 5 November 2027, 16:00 EDT: four hours' notice leaves nothing that day.
    tools.setClock("2027-11-05T20:00:00Z");
    const answer = await tools.call(checkAvailability, {});
    expect(answer).toMatch(
      /^Free times \(America\/New_York\): Monday, November 8 at 9:00 AM Eastern Standard Time \[start=2027-11-08T09:00:00-05:00\];/,
    );
    expect(offeredStarts(answer)).toHaveLength(SLOTS_PER_ANSWER);
  });

  it("a day with no hours says so and offers the next free times after it", async () => {
    tools.setClock("2027-03-12T15:00:00Z");
    const answer = await tools.call(checkAvailability, { date: "2027-03-20" });
    expect(answer).toMatch(
      /^No free times on Saturday, March 20\. The next free times instead: Free times \(America\/New_York\): Monday, March 22 at 9:00 AM Eastern Daylight Time/,
    );
  });

  it("a day past the 60-day horizon has no free times; the answer offers the soonest instead", async () => {
    tools.setClock("2027-03-12T15:00:00Z");
    const answer = await tools.call(checkAvailability, { date: "2027-06-01" });
    expect(answer).toMatch(/^No free times on Tuesday, June 1\. The next free times instead:/);
    expect(offeredStarts(answer)[0]).toBe("2027-03-12T14:00:00-05:00");
  });

  it("a range is read from the first day's start to the last day's end", async () => {
    tools.setClock("2027-03-12T15:00:00Z");
    const answer = await tools.call(checkAvailability, {
      from: "2027-03-17",
      to: "2027-03-18",
      timeZone: "Europe/Madrid",
    });
    expect(offeredStarts(answer)[0]).toBe("2027-03-17T14:00:00+01:00");
  });

  it("refuses a malformed date, an unknown zone, a passed day and a backwards range in words", async () => {
    tools.setClock("2027-03-12T15:00:00Z");
    const call = (args: Record<string, unknown>) => tools.call(checkAvailability, args);
    expect(await call({ date: "2027-02-30" })).toContain('"2027-02-30" is not a date');
    expect(await call({ date: "16/03/2027" })).toContain("is not a date");
    expect(await call({ timeZone: "Mars/Olympus" })).toContain(
      '"Mars/Olympus" is not a time zone this server knows',
    );
    expect(await call({ timeZone: "+05:30" })).toContain("is not a time zone");
    expect(await call({ date: "2027-03-11" })).toContain("That day has already passed.");
    expect(await call({ from: "2027-03-18", to: "2027-03-16" })).toContain(
      "The range ends before it starts.",
    );
    expect(await call({ from: "2027-03-18" })).toContain("A range needs both from and to.");
    expect(await call({ from: "2027-03-18", to: "2027-05-18" })).toContain("at most 31 days");
    expect(await call({ date: { day: 16 } })).toContain("The date must be text.");
  });

  it("never offers a past time or one outside hours, whatever the clock, zone and day", async () => {
    const zones = ["America/New_York", "Europe/Madrid", "Asia/Kolkata", "Pacific/Kiritimati"];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: Date.UTC(2027, 2, 8), max: Date.UTC(2027, 2, 16) }),
        fc.constantFrom(...zones),
        fc.integer({ min: -1, max: 9 }),
        async (nowMs, zone, dayOffset) => {
          const now = new Date(Math.floor(nowMs / 60_000) * 60_000);
          tools.setClock(now.toISOString());
          const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
            .toZonedDateTimeISO(zone)
            .toPlainDate();
          const args = dayOffset < 0 ? {} : { date: today.add({ days: dayOffset }).toString() };
          const answer = await tools.call(checkAvailability, { ...args, timeZone: zone });
          const notice = now.getTime() + defaultMeetingType.minimumNoticeMinutes * 60_000;
          for (const start of offeredStarts(answer)) {
            expect(withinHours(start), start).toBe(true);
            expect(Date.parse(start), start).toBeGreaterThanOrEqual(notice);
          }
          expect(answer).not.toContain("\n");
        },
      ),
      { numRuns: 40 },
    );
  });
});
