import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ICAL from "ical.js";
import { getBasicAuthHeaders } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/free-port";
import { startRadicale, type RadicaleServer } from "../../../tests/support/radicale";
import type { Booking } from "../store/booking";
import { invitation } from "../messages/invitation";
import { NOW, sampleBookingRow, sampleDetails } from "../testing/sample-booking";
import { createCalendarWriter, eventUrl, type CalDavAccount } from "./write";
import { teamCalendarObject } from "./write-event";
import { newCalendar, storedEvent } from "./write.test-support";

const place = { siteUrl: "https://site.example", timeZone: "America/New_York" };
const objectOf = (booking: Booking) => ({
  uid: booking.invitationUid,
  sequence: booking.sequence,
  object: teamCalendarObject(booking, null, place, NOW),
});
const moved: Booking = {
  ...sampleBookingRow,
  startsAt: "2027-03-16T09:00:00.000Z",
  endsAt: "2027-03-16T09:30:00.000Z",
  sequence: 1,
};

describe("the calendar writer against a real CalDAV server (radicale)", () => {
  let server: RadicaleServer;
  beforeAll(async () => {
    server = await startRadicale();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("puts a booking with the invitation's UID, moves it on reschedule, removes it on cancel", async () => {
    const account = await newCalendar(server, "bookings");
    const writer = createCalendarWriter(account);
    const uid = sampleBookingRow.invitationUid;

    expect(await writer.put(objectOf(sampleBookingRow))).toBe("created");
    const first = await storedEvent(server, account, uid);
    expect(first).toMatchObject({
      uid,
      sequence: 0,
      start: sampleBookingRow.startsAt,
      summary: "Booking: Ada Lovelace",
      // A scheduling server would mail an attendee: the team's copy names none.
      attendees: 0,
      method: null,
    });
    expect(invitation(sampleBookingRow, sampleDetails, NOW)).toContain(`UID:${uid}`);

    expect(await writer.put(objectOf(moved))).toBe("updated");
    expect(await storedEvent(server, account, uid)).toMatchObject({
      uid,
      sequence: 1,
      start: moved.startsAt,
    });

    // A late delivery of the first state leaves the newer one in place.
    expect(await writer.put(objectOf(sampleBookingRow))).toBe("kept a newer version");
    expect((await storedEvent(server, account, uid))?.start).toBe(moved.startsAt);

    expect(await writer.remove(uid)).toBe("deleted");
    expect(await storedEvent(server, account, uid)).toBeNull();
    expect(await writer.remove(uid)).toBe("already gone");
  });

  it("replaces a staff edit that raised SEQUENCE with the booking's next state, never with an older one", async () => {
    const account = await newCalendar(server, "dragged");
    const writer = createCalendarWriter(account);
    const uid = sampleBookingRow.invitationUid;
    expect(await writer.put(objectOf(sampleBookingRow))).toBe("created");

    // Staff drag the event two hours on in their calendar app, which raises SEQUENCE to 3.
    const auth = getBasicAuthHeaders({ username: account.username, password: account.password });
    const stored = await fetch(eventUrl(account.url, uid), { headers: auth });
    const calendar = ICAL.Component.fromString(await stored.text());
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    const later = (time: ICAL.Time) => {
      const moved = time.clone();
      moved.addDuration(ICAL.Duration.fromSeconds(2 * 3600));
      return moved;
    };
    event.startDate = later(event.startDate);
    event.endDate = later(event.endDate);
    event.sequence = 3;
    const dragged = await fetch(eventUrl(account.url, uid), {
      method: "PUT",
      headers: {
        ...auth,
        "content-type": "text/calendar; charset=utf-8",
        "if-match": stored.headers.get("etag")!,
      },
      body: calendar.toString(),
    });
    expect(dragged.ok).toBe(true);

    // The visitor moves the booking: its first move, SEQUENCE 1, is what the calendar shows.
    expect(await writer.put(objectOf(moved))).toBe("updated");
    expect(await storedEvent(server, account, uid)).toMatchObject({
      sequence: 1,
      start: moved.startsAt,
    });
    // A late delivery of the state before the move still leaves the move in place.
    expect(await writer.put(objectOf(sampleBookingRow))).toBe("kept a newer version");
    expect((await storedEvent(server, account, uid))?.start).toBe(moved.startsAt);
  });

  it("names a wrong password, a calendar that is not there and another's calendar", async () => {
    const account = await newCalendar(server, "refusals");
    const wrong = createCalendarWriter({ ...account, password: "not the app password" });
    await expect(wrong.put(objectOf(sampleBookingRow))).rejects.toThrow(
      /refused the user name or password \(401\).*CALDAV_PASSWORD/,
    );
    await expect(wrong.remove(sampleBookingRow.invitationUid)).rejects.toThrow(/\(401\)/);

    const missing = createCalendarWriter({
      ...account,
      url: new URL("missing/", new URL("../", account.url)).href,
    });
    await expect(missing.put(objectOf(sampleBookingRow))).rejects.toThrow(
      /no calendar at CALDAV_URL.*\(409\)/,
    );
    const others: CalDavAccount = {
      ...account,
      url: new URL("someone-else/cal/", server.url).href,
    };
    await expect(createCalendarWriter(others).put(objectOf(sampleBookingRow))).rejects.toThrow(
      /may not write to this calendar \(403\)/,
    );
    expect(await storedEvent(server, account, sampleBookingRow.invitationUid)).toBeNull();
  });
});

describe("a calendar server that is away", () => {
  let silent: Server;
  let url: string;
  beforeAll(async () => {
    // Accepts the connection and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/cal/`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("names a timeout and a refused connection", async () => {
    const account = { url, username: "agency", password: "secret" };
    const slow = createCalendarWriter(account, { timeoutMs: 200 });
    await expect(slow.put(objectOf(sampleBookingRow))).rejects.toThrow(
      "the calendar server could not be reached: no answer within 0.2 s",
    );
    const closed = createCalendarWriter({
      ...account,
      url: `http://127.0.0.1:${await freePort()}/cal/`,
    });
    await expect(closed.remove("x")).rejects.toThrow(/could not be reached: ECONNREFUSED/);
  });

  it("keeps each event at one URL made from its UID", () => {
    expect(eventUrl("https://dav.example/cal", "3f1c@voicefront")).toBe(
      "https://dav.example/cal/3f1c_voicefront.ics",
    );
    expect(eventUrl("https://dav.example/cal/", "a/../b")).toBe(
      "https://dav.example/cal/a_.._b.ics",
    );
  });
});
