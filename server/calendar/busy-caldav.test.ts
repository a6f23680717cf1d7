import { ICalEventRepeatingFreq, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../tests/support/radicale";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { calDavSource } from "./busy-sources";
import {
  bookingWithCalendar,
  radicaleCalendar,
  wallTime,
  WHOLE_DAY,
} from "./testing/calendar-booking";

const NY = "America/New_York";
const without = (...times: string[]) => WHOLE_DAY.filter((time) => !times.includes(time));

/** Busy times read from a real CalDAV server (radicale) block the slots the booking service offers. */
describe.each(testDatabaseKinds())("CalDAV busy times on %s", (kind) => {
  let server: RadicaleServer;
  let site: SiteDatabase;
  let clock: Date;
  let calendars = 0;
  beforeAll(async () => {
    server = await startRadicale();
  });
  afterAll(async () => {
    await server?.stop();
  });
  useTestDatabase(kind, (opened) => (site = opened));
  beforeEach(() => {
    clock = new Date("2027-03-01T12:00:00.000Z");
  });

  async function connected(password = server.password) {
    const calendar = await radicaleCalendar(server, `work-${kind}-${++calendars}`);
    const source = calDavSource({ url: calendar.url, username: server.username, password });
    return { calendar, ...bookingWithCalendar(site, [source], () => clock) };
  }

  it("blocks an event's time, and the meeting type's buffers around it", async () => {
    const { calendar, times } = await connected();
    await calendar.put({
      start: wallTime("2027-03-09T10:00"),
      end: wallTime("2027-03-09T11:00"),
      timezone: NY,
    });
    expect(await times("2027-03-09")).toEqual(without("10:00", "10:30"));
    expect(await times("2027-03-09", "buffered")).toEqual(
      without("09:30", "10:00", "10:30", "11:00"),
    );
  });

  it("blocks each occurrence of a weekly event, across the change of clocks", async () => {
    const { calendar, times } = await connected();
    await calendar.put({
      start: wallTime("2027-03-03T14:00"),
      end: wallTime("2027-03-03T15:00"),
      timezone: NY,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, count: 4 },
    });
    for (const wednesday of ["2027-03-03", "2027-03-10", "2027-03-17", "2027-03-24"]) {
      expect(await times(wednesday), wednesday).toEqual(without("14:00", "14:30"));
    }
    expect(await times("2027-03-31")).toEqual(WHOLE_DAY);
  });

  it("reads an event kept in another zone at its own time", async () => {
    const { calendar, times } = await connected();
    // 15:00 in Berlin (still UTC+1) is 10:00 in New York (UTC-4 since 14 March).
    await calendar.put({
      start: wallTime("2027-03-16T15:00"),
      end: wallTime("2027-03-16T16:00"),
      timezone: "Europe/Berlin",
    });
    expect(await times("2027-03-16")).toEqual(without("10:00", "10:30"));
  });

  it("blocks the whole day for an all-day event; a transparent or cancelled one blocks nothing", async () => {
    const { calendar, times } = await connected();
    await calendar.put({ start: wallTime("2027-03-18T00:00"), allDay: true, summary: "Off-site" });
    await calendar.put({
      start: wallTime("2027-03-19T10:00"),
      end: wallTime("2027-03-19T12:00"),
      timezone: NY,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    await calendar.put({
      start: wallTime("2027-03-19T13:00"),
      end: wallTime("2027-03-19T14:00"),
      timezone: NY,
      status: ICalEventStatus.CANCELLED,
    });
    expect(await times("2027-03-18")).toEqual([]);
    expect(await times("2027-03-19")).toEqual(WHOLE_DAY);
  });

  it("does not count the event of one of its own bookings, which the booking holds already", async () => {
    const { calendar, times, book, read } = await connected();
    const booked = await book("2027-03-22T09:00:00-04:00");
    if (booked.outcome !== "booked") throw new Error(booked.outcome);
    // The booking's event, not yet moved in the calendar: it must not hold 15:00 as well.
    await calendar.put({
      id: booked.booking.invitationUid,
      start: wallTime("2027-03-22T15:00"),
      end: wallTime("2027-03-22T15:30"),
      timezone: NY,
    });
    await read.busyTimes!.refresh();
    expect(await times("2027-03-22")).toEqual(without("09:00"));
  });

  it("checks a slot against a fresh read before booking it: a new event makes it taken", async () => {
    const { calendar, times, book } = await connected();
    expect(await times("2027-03-23")).toContain("11:00");
    await calendar.put({
      start: wallTime("2027-03-23T11:00"),
      end: wallTime("2027-03-23T11:30"),
      timezone: NY,
    });
    // Offered from the cache, which is minutes old at most...
    expect(await times("2027-03-23")).toContain("11:00");
    // ...but the booking itself is checked against the calendar as it is now.
    const answer = await book("2027-03-23T11:00:00-04:00");
    expect(answer).toMatchObject({ outcome: "slot-taken" });
    if (answer.outcome !== "slot-taken") return;
    expect(answer.next.map((slot) => slot.start.toString())).toEqual([
      "2027-03-23T15:30:00Z",
      "2027-03-23T16:00:00Z",
      "2027-03-23T16:30:00Z",
    ]);
    expect(await times("2027-03-23")).toEqual(without("11:00"));
  });

  it("checks a move against a fresh read too", async () => {
    const { calendar, times, book, service } = await connected();
    const booked = await book("2027-03-24T09:00:00-04:00");
    if (booked.outcome !== "booked") throw new Error(booked.outcome);
    expect(await times("2027-03-24")).toContain("13:00");
    await calendar.put({
      start: wallTime("2027-03-24T13:00"),
      end: wallTime("2027-03-24T14:00"),
      timezone: NY,
    });
    const moved = await service.reschedule(
      { manageToken: booked.manageToken! },
      "2027-03-24T13:00:00-04:00",
      NY,
    );
    expect(moved).toMatchObject({ outcome: "slot-taken" });
    expect(await times("2027-03-24")).toEqual(without("09:00", "13:00", "13:30"));
  });

  it("names a wrong password in the inbox's status, and books nothing it cannot check", async () => {
    const { read, times, book } = await connected("not-the-app-password");
    await expect(times("2027-03-09")).rejects.toThrow(/unavailable right now/);
    expect(await book("2027-03-09T10:00:00-04:00")).toMatchObject({
      outcome: "refused",
      contactInstead: true,
    });
    const [row] = read.desk.status().rows;
    expect(row).toMatchObject({ state: "unavailable", lastGoodAt: null });
    expect(row!.lastError!.message).toBe(
      `CalDAV (${new URL(server.url).host}) refused the user name or password (401)`,
    );
    const [test] = await read.desk.test();
    expect(test).toMatchObject({ ok: false, message: row!.lastError!.message });
  });

  it("names a calendar address that is wrong, and reports what a good one holds this week", async () => {
    const wrong = bookingWithCalendar(
      site,
      [
        calDavSource({
          url: new URL(`${server.username}/no-such-calendar/`, server.url).href,
          username: server.username,
          password: server.password,
        }),
      ],
      () => clock,
    );
    const [failed] = await wrong.read.desk.test();
    expect(failed).toMatchObject({ ok: false });
    if (!failed!.ok)
      expect(failed!.message).toMatch(/has no calendar at .*no-such-calendar.*\(404\)/);

    const { calendar, read } = await connected();
    await calendar.put({
      start: wallTime("2027-03-02T10:00"),
      end: wallTime("2027-03-02T11:00"),
      timezone: NY,
    });
    await calendar.put({
      start: wallTime("2027-03-12T10:00"),
      end: wallTime("2027-03-12T11:00"),
      timezone: NY,
    });
    const [found] = await read.desk.test();
    expect(found).toMatchObject({ ok: true, name: `work-${kind}-${calendars}`, eventsThisWeek: 1 });
    expect(read.desk.status().rows[0]).toMatchObject({ state: "ok", events: 2, lastError: null });
  });
});
