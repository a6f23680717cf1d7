import fc from "fast-check";
import ICAL from "ical.js";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { calendarObject, invitation, invitationMailPart } from "./invitation";
import { NOW, sampleBookingRow, sampleDetails } from "../testing/sample-booking";

/** A calendar address without its scheme, which iCalendar spells in either case. */
const address = (value: unknown) => String(value).replace(/^mailto:/i, "");

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const attendee = vevent.getFirstProperty("attendee");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid,
    status: vevent.getFirstPropertyValue("status"),
    organizer: address(vevent.getFirstPropertyValue("organizer")),
    attendee: attendee && {
      address: address(attendee.getFirstValue()),
      partstat: attendee.getParameter("partstat"),
      rsvp: attendee.getParameter("rsvp"),
      name: attendee.getParameter("cn"),
    },
    url: vevent.getFirstPropertyValue("url"),
    description: event.description,
  };
}

describe("the booking's invitation", () => {
  it("is a REQUEST a real parser reads: UID, SEQUENCE, UTC times, organizer, attendee, link", () => {
    expect(parsed(invitation(sampleBookingRow, sampleDetails, NOW))).toEqual({
      method: "REQUEST",
      uid: sampleBookingRow.invitationUid,
      sequence: 0,
      start: "2027-03-15T13:00:00.000Z",
      end: "2027-03-15T13:30:00.000Z",
      startIsUtc: "UTC",
      status: "CONFIRMED",
      organizer: "hello@voicefront.example",
      attendee: {
        address: "ada@example.com",
        partstat: "ACCEPTED",
        rsvp: "FALSE",
        name: "Ada Lovelace",
      },
      url: sampleDetails.manageUrl,
      description: expect.stringContaining(sampleDetails.manageUrl),
    });
  });

  it("keeps its UID and raises SEQUENCE when rescheduled, and is a CANCEL once cancelled", () => {
    const moved = {
      ...sampleBookingRow,
      startsAt: "2027-03-16T09:00:00.000Z",
      endsAt: "2027-03-16T09:30:00.000Z",
      sequence: 1,
    };
    expect(parsed(invitation(moved, sampleDetails, NOW))).toMatchObject({
      method: "REQUEST",
      uid: sampleBookingRow.invitationUid,
      sequence: 1,
      start: "2027-03-16T09:00:00.000Z",
    });
    const cancelled = { ...moved, status: "cancelled" as const, sequence: 2 };
    expect(parsed(invitation(cancelled, sampleDetails, NOW))).toMatchObject({
      method: "CANCEL",
      uid: sampleBookingRow.invitationUid,
      sequence: 2,
      status: "CANCELLED",
    });
  });

  it("is stored in a calendar without METHOD, the same event otherwise", () => {
    const stored = calendarObject(sampleBookingRow, sampleDetails, NOW);
    expect(stored).not.toMatch(/^METHOD:/m);
    const { method, ...event } = parsed(stored);
    expect(method).toBe(null);
    const { method: _request, ...invited } = parsed(
      invitation(sampleBookingRow, sampleDetails, NOW),
    );
    expect(event).toEqual(invited);
  });

  it("goes into the e-mail as a text/calendar alternative with its method, and as a file", async () => {
    const part = invitationMailPart(sampleBookingRow, sampleDetails, NOW)!;
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail({
      from: "hello@voicefront.example",
      to: "ada@example.com",
      subject: "Your consultation",
      text: "See you then.",
      icalEvent: part,
    });
    const message = (sent.message as Buffer).toString();
    expect(message).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(message).toMatch(/Content-Type: application\/ics; name=invitation\.ics/);
    const cancelPart = invitationMailPart(
      { ...sampleBookingRow, status: "cancelled", sequence: 1 },
      sampleDetails,
      NOW,
    )!;
    expect(cancelPart.method).toBe("CANCEL");
    const phoneOnly = {
      ...sampleBookingRow,
      visitor: { ...sampleBookingRow.visitor, email: null, phone: "+15550100" },
    };
    expect(invitationMailPart(phoneOnly, sampleDetails, NOW)).toBe(null);
    expect(parsed(calendarObject(phoneOnly, sampleDetails, NOW)).attendee).toBe(null);
  });
});

describe("a visitor's name in the invitation", () => {
  /** Every ATTENDEE and the ORGANIZER as ical.js reads them, from the invitation and the stored event. */
  function people(name: string) {
    const booking = { ...sampleBookingRow, visitor: { ...sampleBookingRow.visitor, name } };
    return [
      invitation(booking, sampleDetails, NOW),
      calendarObject(booking, sampleDetails, NOW),
    ].map((text) => {
      const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent(
        "vevent",
      )!;
      const attendees = vevent.getAllProperties("attendee").map((attendee) => {
        const { role, partstat, rsvp, cn, ...others } = attendee.toJSON()[1] as Record<
          string,
          unknown
        >;
        return { address: address(attendee.getFirstValue()), role, partstat, rsvp, cn, others };
      });
      const organizer = vevent.getFirstProperty("organizer")!;
      return {
        attendees,
        organizer: address(organizer.getFirstValue()),
        organizerParameters: Object.keys(organizer.toJSON()[1] as object),
      };
    });
  }

  function expectOnlyTheVisitor(name: string) {
    for (const read of people(name)) {
      expect(read.attendees).toHaveLength(1);
      const [attendee] = read.attendees;
      expect(attendee).toMatchObject({
        address: "ada@example.com",
        role: "REQ-PARTICIPANT",
        partstat: "ACCEPTED",
        rsvp: "FALSE",
        others: {},
      });
      expect(read.organizer).toBe("hello@voicefront.example");
      expect(read.organizerParameters).toEqual(["cn"]);
      // Read back as typed, but for what has no place in a name.
      const kept = name
        .replace(/\\/g, "")
        .replace(/[\p{Cc}\s]+/gu, " ")
        .trim();
      expect(attendee!.cn ?? "").toBe(kept);
    }
  }

  it("cannot end its CN and add a role or an address (RFC 6868, not backslashes)", () => {
    expectOnlyTheVisitor('Eve";ROLE=CHAIR;X=" :mailto:attacker@evil.example');
    expectOnlyTheVisitor('Eve\\";ROLE=CHAIR:mailto:attacker@evil.example');
    expectOnlyTheVisitor("Eve\r\nATTENDEE;CN=Mallory:mailto:attacker@evil.example");
    expectOnlyTheVisitor("Zoë ^'Quote^n\t\u0007 O\u2028Brien\\");
  });

  it("leaves exactly the visitor's address and parameters, whatever the name", () => {
    const text = fc.string({ unit: "binary", minLength: 1, maxLength: 200 });
    const risky = fc.constantFrom('"', "\\", ";", ":", ",", "^", "'", "\n", "\r", "=", "mailto:");
    const name = fc.oneof(
      text,
      fc.array(fc.oneof(text, risky), { minLength: 1 }).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(name, (typed) => expectOnlyTheVisitor(typed)),
      { numRuns: 300 },
    );
  });
});
