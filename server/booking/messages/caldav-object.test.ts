import ICAL from "ical.js";
import { createDAVClient, DAVNamespaceShort, type DAVCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRadicale, type RadicaleServer } from "../../../tests/support/radicale";
import { calendarObject, invitation } from "./invitation";
import { NOW, sampleBookingRow, sampleDetails } from "../testing/sample-booking";

const uidOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as unknown[])
    .getFirstSubcomponent("vevent")!
    .getFirstPropertyValue("uid");

/**
 * The booking's stored object, as the team's calendar will hold it (issue 41), put into a real
 * CalDAV server through the same client the calendar connection will use.
 */
describe("a booking in a real CalDAV calendar (radicale)", () => {
  let server: RadicaleServer;
  beforeAll(async () => {
    server = await startRadicale();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signIn = (password = server.password) =>
    createDAVClient({
      serverUrl: server.url,
      credentials: { username: server.username, password },
      authMethod: "Basic",
      defaultAccountType: "caldav",
    });

  async function newCalendar(name: string): Promise<DAVCalendar> {
    const client = await signIn();
    const url = new URL(`${server.username}/${name}/`, server.url).href;
    const [made] = await client.makeCalendar({
      url,
      props: { [`${DAVNamespaceShort.DAV}:displayname`]: name },
    });
    expect(made?.ok, server.output()).toBe(true);
    const calendars = await client.fetchCalendars();
    const calendar = calendars.find((found) => found.url === url);
    expect(calendar, `found: ${calendars.map((found) => found.url).join(", ")}`).toBeDefined();
    return calendar!;
  }

  it("accepts the stored object, and gives it back with the invitation's UID", async () => {
    const calendar = await newCalendar("bookings");
    const client = await signIn();
    const put = await client.createCalendarObject({
      calendar,
      filename: "booking.ics",
      iCalString: calendarObject(sampleBookingRow, sampleDetails, NOW),
    });
    expect(put.status, server.output()).toBe(201);
    const [stored, ...others] = await client.fetchCalendarObjects({ calendar });
    expect(others).toEqual([]);
    expect(uidOf(stored!.data)).toBe(sampleBookingRow.invitationUid);
    expect(uidOf(invitation(sampleBookingRow, sampleDetails, NOW))).toBe(uidOf(stored!.data));
    // A reschedule replaces it where it is: same resource, same UID, the new time and sequence.
    const moved = {
      ...sampleBookingRow,
      startsAt: "2027-03-16T09:00:00.000Z",
      endsAt: "2027-03-16T09:30:00.000Z",
      sequence: 1,
    };
    const update = await client.updateCalendarObject({
      calendarObject: { ...stored!, data: calendarObject(moved, sampleDetails, NOW) },
    });
    expect(update.ok, server.output()).toBe(true);
    const [after] = await client.fetchCalendarObjects({ calendar });
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(after!.data) as unknown[]).getFirstSubcomponent("vevent")!,
    );
    expect([event.uid, event.sequence, event.startDate.toJSDate().toISOString()]).toEqual([
      sampleBookingRow.invitationUid,
      1,
      "2027-03-16T09:00:00.000Z",
    ]);
  });

  it("refuses a second object with the same UID, what is not iCalendar, a wrong password and another's calendar", async () => {
    const calendar = await newCalendar("refusals");
    const client = await signIn();
    const put = (filename: string, iCalString: string) =>
      client.createCalendarObject({ calendar, filename, iCalString });
    const object = calendarObject(sampleBookingRow, sampleDetails, NOW);
    expect((await put("a.ics", object)).status).toBe(201);
    const twin = await put("b.ics", object);
    expect(twin.status).toBe(409);
    expect(await twin.text()).toMatch(/no-uid-conflict/);
    expect((await put("c.ics", "BEGIN:VCALENDAR\nthis is not iCalendar\n")).status).toBe(400);

    await expect(signIn("wrong password")).rejects.toThrow();
    expect((await propfind(calendar.url, "wrong password")).status).toBe(401);
    expect((await propfind(new URL("someone-else/", server.url).href)).status).toBe(403);
  });

  /** A bare PROPFIND as the test user, or with another password: what the server answers. */
  const propfind = (url: string, password = server.password) =>
    fetch(url, {
      method: "PROPFIND",
      headers: {
        authorization: `Basic ${Buffer.from(`${server.username}:${password}`).toString("base64")}`,
        depth: "0",
      },
    });
});

describe("radicale without authentication", () => {
  it("lets anyone in under any name, which a test that is not about passwords may use", async () => {
    const server = await startRadicale({ auth: "none" });
    try {
      const client = await createDAVClient({
        serverUrl: server.url,
        credentials: { username: "anyone", password: "anything" },
        authMethod: "Basic",
        defaultAccountType: "caldav",
      });
      const url = new URL("anyone/open/", server.url).href;
      const [made] = await client.makeCalendar({ url, props: {} });
      expect(made?.status).toBe(201);
    } finally {
      await server.stop();
    }
  });
});
