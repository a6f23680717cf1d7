import { describe, expect, it } from "vitest";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTwoConnections } from "../../db/test-databases";
import {
  addDateOverride,
  removeDateOverride,
  saveMeetingType,
  saveWeeklyHours,
  settingsLog,
  storedAvailability,
} from "./availability";

const NOW = new Date("2027-03-01T12:00:00.000Z");
const ADA = "ada@agency.example";
let minutes = 0;
/** Each change a minute after the last: the log orders by time. */
const tick = () => new Date(NOW.getTime() + ++minutes * 60_000);
const closed = { saturday: [], sunday: [] };
const workday = [{ start: "09:00", end: "17:00" }];
const week = {
  monday: [
    { start: "13:00", end: "17:00" },
    { start: "09:00", end: "12:00" },
  ],
  tuesday: workday,
  wednesday: workday,
  thursday: workday,
  friday: [],
  ...closed,
};

describe.each(testDatabaseKinds())("the availability settings on %s", (kind) => {
  let site: SiteDatabase;
  let other: SiteDatabase;
  useTwoConnections(kind, (opened, second) => {
    site = opened;
    other = second;
  });

  it("starts from the content's defaults, with nothing logged", async () => {
    const settings = await storedAvailability(site.db);
    expect(settings.meetingTypes).toEqual([defaultMeetingType]);
    expect(settings.availability).toEqual(defaultAvailability);
    expect(await settingsLog(site.db)).toEqual([]);
  });

  it("keeps a meeting type's change, logged with who made it and what changed", async () => {
    const savedAt = tick();
    const changed = await saveMeetingType(
      site,
      { ...defaultMeetingType, lengthMinutes: 45, bufferAfterMinutes: 10, maxPerDay: null },
      ADA,
      savedAt,
    );
    expect(changed).toMatchObject({ ok: true, changed: true });
    const { meetingTypes } = await storedAvailability(other.db);
    expect(meetingTypes[0]).toMatchObject({
      lengthMinutes: 45,
      bufferAfterMinutes: 10,
      maxPerDay: null,
    });
    const [entry] = await settingsLog(site.db);
    expect(entry).toMatchObject({
      actor: ADA,
      at: savedAt.toISOString(),
      change:
        "Meeting type “Free consultation”: length 30 min → 45 min; buffer after 0 min → 10 min; daily limit 8 → none",
    });
  });

  it("refuses a meeting type with every problem in words, and one that does not exist", async () => {
    const bad = await saveMeetingType(
      site,
      { ...defaultMeetingType, lengthMinutes: 2, horizonDays: 0, name: " " },
      ADA,
      tick(),
    );
    expect(bad).toEqual({
      ok: false,
      problems: [
        "The meeting type needs a name of at most 100 characters.",
        "The length must be a whole number of minutes from 5 to 720.",
        "The booking horizon must be a whole number of days from 1 to 365.",
      ],
    });
    const unknown = await saveMeetingType(site, { ...defaultMeetingType, id: "gone" }, ADA, tick());
    expect(unknown).toEqual({
      ok: false,
      problems: ["That meeting type no longer exists. Reload the page."],
    });
    expect((await storedAvailability(site.db)).meetingTypes[0]!.lengthMinutes).toBe(45);
  });

  it("saves the zone and weekly hours sorted, logging only the days that changed", async () => {
    const saved = await saveWeeklyHours(
      site,
      { timeZone: "europe/madrid", weekly: week },
      ADA,
      tick(),
    );
    expect(saved.ok).toBe(true);
    const { availability } = await storedAvailability(other.db);
    expect(availability.timeZone).toBe("Europe/Madrid");
    expect(availability.weekly.monday).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:00" },
    ]);
    expect(availability.weekly.friday).toEqual([]);
    const [entry] = await settingsLog(site.db);
    expect(entry!.change).toBe(
      "Time zone America/New_York → Europe/Madrid. Weekly hours: Monday 09:00–12:00, 13:00–17:00; Friday closed",
    );
    const again = await saveWeeklyHours(
      site,
      { timeZone: "Europe/Madrid", weekly: week },
      ADA,
      tick(),
    );
    expect(again).toMatchObject({ ok: true, changed: false });
    expect(await settingsLog(site.db)).toHaveLength(2);
  });

  it("refuses an unknown zone and hours that overlap or end before they start", async () => {
    const refused = await saveWeeklyHours(
      site,
      {
        timeZone: "Mars/Olympus_Mons",
        weekly: {
          ...week,
          tuesday: [{ start: "12:00", end: "10:00" }],
          wednesday: [
            { start: "09:00", end: "12:00" },
            { start: "11:00", end: "13:00" },
          ],
        },
      },
      ADA,
      tick(),
    );
    expect(refused).toEqual({
      ok: false,
      problems: [
        '"Mars/Olympus_Mons" is not a known time zone. Use an IANA name such as America/New_York.',
        "The hours 12:00–10:00 end before they start. Choose an end after the start.",
        "The hours 09:00–12:00 and 11:00–13:00 overlap. Join them or move one.",
      ],
    });
    expect((await storedAvailability(site.db)).availability.timeZone).toBe("Europe/Madrid");
  });

  it("adds a day off and other hours on a date, refuses a second override, removes one", async () => {
    expect(
      await addDateOverride(site, { date: "2027-03-16", intervals: [] }, ADA, tick()),
    ).toMatchObject({ ok: true });
    const other_hours = { date: "2027-03-09", intervals: [{ start: "10:00", end: "14:00" }] };
    expect(await addDateOverride(site, other_hours, ADA, tick())).toMatchObject({ ok: true });
    const { availability } = await storedAvailability(site.db);
    expect(availability.overrides.map((o) => o.date)).toEqual(["2027-03-09", "2027-03-16"]);
    expect((await settingsLog(site.db, 2)).map((entry) => entry.change)).toEqual([
      "Other hours on 2027-03-09: 10:00–14:00",
      "Day off on 2027-03-16",
    ]);

    const twice = await addDateOverride(site, { date: "2027-03-16", intervals: [] }, ADA, tick());
    expect(twice).toEqual({
      ok: false,
      problems: ["2027-03-16 has more than one override. Keep one."],
    });
    const malformed = await addDateOverride(
      site,
      { date: "2027-02-30", intervals: [] },
      ADA,
      tick(),
    );
    expect(malformed).toEqual({
      ok: false,
      problems: ['"2027-02-30" is not a date such as 2027-03-16.'],
    });

    expect(await removeDateOverride(site, "2027-03-16", ADA, tick())).toMatchObject({ ok: true });
    expect(await removeDateOverride(site, "2027-03-16", ADA, tick())).toEqual({
      ok: false,
      problems: ["There is no override on 2027-03-16 to remove."],
    });
    const left = (await storedAvailability(other.db)).availability.overrides;
    expect(left).toEqual([other_hours]);
    expect((await settingsLog(site.db, 1))[0]!.change).toBe("Removed the override of 2027-03-16");
  });

  it("applies changes saved at once on two connections one after the other", async () => {
    const changes = await Promise.all([
      addDateOverride(site, { date: "2027-04-01", intervals: [] }, ADA, tick()),
      addDateOverride(other, { date: "2027-04-02", intervals: [] }, "bo@agency.example", tick()),
      saveMeetingType(other, { ...defaultMeetingType, slotStepMinutes: 15 }, ADA, tick()),
    ]);
    expect(changes.every((result) => result.ok)).toBe(true);
    const settings = await storedAvailability(site.db);
    expect(settings.availability.overrides.map((o) => o.date)).toEqual([
      "2027-03-09",
      "2027-04-01",
      "2027-04-02",
    ]);
    expect(settings.meetingTypes[0]!.slotStepMinutes).toBe(15);
  });
});
