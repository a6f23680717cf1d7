import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { describeStart } from "../../../core/booking/slot-presentation";
import { listLeads } from "../../db/lead-list";
import { testDatabaseKinds } from "../../db/test-databases";
import type { Booking } from "../store/booking";
import { findByManageToken } from "../store/manage-tokens";
import { FROM, settings, SITE_URL, useBookingMessages, ZONE } from "../testing/messages-fixture";
import { readInvitation } from "../testing/received-mail";

describe.each(testDatabaseKinds())("a booking's messages, as receivers get them, on %s", (kind) => {
  const m = useBookingMessages(kind);

  /** The message sent for a booking's latest event, with its manage links. */
  async function sentFor(booking: Booking, action: string, channel = "visitor") {
    const mail = await m.sentFor(booking, action, channel);
    return {
      ...mail,
      links: {
        reschedule: /^Reschedule: (\S+)$/m.exec(mail.text)?.[1],
        cancel: /^Cancel: (\S+)$/m.exec(mail.text)?.[1],
      },
    };
  }

  const tokenOf = (link: string | undefined) =>
    /\/book\/manage\/([^?#]+)/.exec(link ?? "")?.[1] ?? "";

  const attemptsOf = (deliveryId: string) =>
    m.site.db
      .selectFrom("delivery_attempts")
      .select(["outcome", "detail"])
      .where("delivery_id", "=", deliveryId)
      .execute();

  it("signs booking.created to the webhook, with the event's id as webhook-id across a retry", async () => {
    m.hooks.answer = (n) => (n === 1 ? "error" : "ok");
    const { startsAhead, book, deliver } = m.wire({ channels: ["webhook"] });
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    await deliver();
    const [event] = await m.deliveriesOf(booking.id);
    expect(m.hooks.ids).toEqual([event!.event_id, event!.event_id]);
    const received = m.webhook.delivered.get(event!.event_id)!;
    expect(received.signatureValid).toBe(true);
    expect(received.body).toMatchObject({
      type: "booking.created",
      name: "Ada Lovelace",
      email: "ada@example.com",
      source: "booking",
      booking: {
        reference: booking.reference,
        status: "confirmed",
        start: booking.startsAt,
        end: booking.endsAt,
        timeZone: ZONE,
        meetingType: { id: "free-consultation", name: "Free consultation" },
        sequence: 0,
      },
    });
  });

  it("e-mails the visitor an invitation a calendar reads, and links that open the booking", async () => {
    const { startsAhead, book, deliver } = m.wire();
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    await deliver();
    const mail = await sentFor(booking, "booked");
    expect(mail.subject).toMatch(/^Confirmed: Free consultation on /);
    expect(mail.raw).toMatch(/^To: "?Ada Lovelace"? <ada@example\.com>/m);
    expect(mail.calendar!.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(mail.attachment!.contentType).toMatch(/name=invitation\.ics/);
    expect(readInvitation(mail.attachment!.body)).toEqual(mail.invitation);
    expect(mail.invitation).toEqual({
      method: "REQUEST",
      uid: booking.invitationUid,
      sequence: 0,
      start: booking.startsAt,
      status: "CONFIRMED",
      organizer: "website@agency.example",
      attendee: "ada@example.com",
      attendees: [
        {
          address: "ada@example.com",
          parameters: {
            role: "REQ-PARTICIPANT",
            partstat: "ACCEPTED",
            rsvp: "FALSE",
            cn: "Ada Lovelace",
          },
        },
      ],
    });
    expect(mail.text).toContain(booking.reference);
    expect(mail.html).toContain("Your booking is confirmed");
    expect(mail.links.reschedule).toMatch(
      new RegExp(`^${SITE_URL}/book/manage/[^?]+\\?reschedule=1#booking-days$`),
    );
    expect(mail.links.cancel).toMatch(new RegExp(`^${SITE_URL}/book/manage/[^?]+\\?cancel=1$`));
    for (const link of [mail.links.reschedule, mail.links.cancel]) {
      expect((await findByManageToken(m.site.db, tokenOf(link), new Date()))?.id).toBe(booking.id);
    }
    // The staff hear of it too, in a message of its own threaded under the lead's.
    const staff = await sentFor(booking, "booked", "email");
    expect(staff.subject).toMatch(`New booking: Ada Lovelace, `);
    expect(staff.subject).toContain(booking.reference);
    expect(staff.raw).toMatch(/^In-Reply-To: <inq_[^>]+@agency\.example>/m);
    expect(staff.raw).toMatch(new RegExp(`^From: .*${FROM.replace(/[<>]/g, ".")}`, "m"));
  });

  it("names the time to the staff in the agency's zone, and the visitor's beside it", async () => {
    const { startsAhead, book, deliver } = m.wire({ channels: ["email"] });
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    await deliver();
    const staff = await sentFor(booking, "booked", "email");
    const instant = Temporal.Instant.from(booking.startsAt);
    const agencyWhen = describeStart(instant, settings.availability.timeZone);
    const visitorWhen = describeStart(instant, ZONE);
    expect(agencyWhen).not.toBe(visitorWhen);
    expect(staff.subject).toContain(agencyWhen);
    const lines = staff.text.split(/\r?\n/).map((line) => line.trim());
    expect(lines).toContain(`When:     ${agencyWhen}`);
    expect(lines).toContain(`${visitorWhen} (the visitor's time)`);
  });

  it("sends a change with SEQUENCE raised and the same UID, then a cancel as METHOD:CANCEL", async () => {
    const { service, startsAhead, book, deliver } = m.wire();
    const [start, later] = await startsAhead(3);
    const booking = await book(start!);
    await deliver();
    const confirmation = await sentFor(booking, "booked");

    const moved = await service.reschedule(
      { manageToken: tokenOf(confirmation.links.reschedule) },
      later!,
      ZONE,
    );
    expect(moved.outcome).toBe("changed");
    await deliver();
    const change = await sentFor(booking, "rescheduled");
    expect(change.subject).toMatch(/^Moved: /);
    expect(change.invitation).toMatchObject({
      method: "REQUEST",
      uid: booking.invitationUid,
      sequence: 1,
      start: new Date(later!).toISOString(),
    });

    const cancelled = await service.cancel({ manageToken: tokenOf(change.links.cancel) });
    expect(cancelled.outcome).toBe("changed");
    await deliver();
    const cancel = await sentFor(booking, "cancelled");
    expect(cancel.subject).toMatch(/^Cancelled: /);
    expect(cancel.invitation).toMatchObject({
      method: "CANCEL",
      uid: booking.invitationUid,
      sequence: 2,
      status: "CANCELLED",
    });
    expect(cancel.links).toEqual({ reschedule: undefined, cancel: undefined });
    // The old links still open the booking, which now says it was cancelled.
    const opened = await service.manage(tokenOf(confirmation.links.cancel));
    expect(opened?.state).toBe("cancelled");
  });

  it("moves the reminder with a reschedule, and answers the old one and a cancelled one 'not needed'", async () => {
    const { service, startsAhead, book, deliver } = m.wire();
    const [start, later] = await startsAhead(3);
    const booking = await book(start!);
    await service.reschedule(
      { reference: booking.reference, email: "ada@example.com" },
      later!,
      ZONE,
    );
    const reminders = async () =>
      (await m.deliveriesOf(booking.id)).filter((d) => d.channel === "reminder");
    const [first, second] = await reminders();
    expect(first!.action).toBe("booked");
    expect(second!.action).toBe("rescheduled");
    expect(second!.next_attempt_at).toBe(
      new Date(Date.parse(new Date(later!).toISOString()) - 24 * 3600_000).toISOString(),
    );
    await service.cancel({ reference: booking.reference, email: "ada@example.com" });
    expect(await reminders()).toHaveLength(2);

    // Their time comes: neither goes out.
    await m.remindersDue();
    const before = m.smtp.messages.size;
    await deliver();
    for (const reminder of await reminders()) {
      expect(await attemptsOf(reminder.id)).toEqual([
        { outcome: "delivered", detail: "not needed: cancelled since" },
      ]);
    }
    // The staff hear of all three events; the visitor only of the cancel, since the booking had
    // moved past the others before they went out. No reminder.
    expect(m.smtp.messages.size - before).toBe(4);
  });

  it("lists the lead as delivered once its messages are out, though its reminder waits", async () => {
    const { startsAhead, book, deliver } = m.wire();
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    await deliver();
    const { leads } = await listLeads(m.site.db, { view: "leads", filter: {} });
    expect(leads.find((lead) => lead.id === booking.leadId)?.delivery).toBe("delivered");
  });

  it("sends a reminder that is due, with links of its own and no second invitation", async () => {
    const { startsAhead, book, deliver } = m.wire();
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    await m.remindersDue();
    await deliver();
    const reminder = await sentFor(booking, "booked", "reminder");
    expect(reminder.subject).toMatch(/^Reminder: Free consultation on /);
    expect(reminder.calendar).toBeUndefined();
    expect(
      (await findByManageToken(m.site.db, tokenOf(reminder.links.cancel), new Date()))?.id,
    ).toBe(booking.id);
  });

  it("retries a visitor e-mail the mail server did not take, as the outbox does every channel", async () => {
    const { startsAhead, book, worker } = m.wire({
      channels: ["visitor"],
      smtpUrl: "smtp://127.0.0.1:1",
    });
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    await worker.runOnce();
    const [visitor] = await m.deliveriesOf(booking.id);
    expect(visitor!.status).toBe("pending");
    const [attempt, ...others] = await attemptsOf(visitor!.id);
    expect(others).toEqual([]);
    expect(attempt).toMatchObject({ outcome: "retry", detail: expect.stringMatching(/^E[A-Z]+$/) });
  });
});
