import { describe, expect, it } from "vitest";
import { defaultMeetingType } from "../../../core/content/booking";
import { insertInquiry } from "../../db/inquiry-store";
import { erasePerson } from "../../db/lead-removal";
import { testDatabaseKinds } from "../../db/test-databases";
import { fields } from "../../db/testing/stored-leads";
import { createBookingDesk } from "../web/desk";
import { isHeld } from "../../inquiries/channels";
import { createBookingService } from "../service/service";
import { codeInbox } from "../testing/code-inbox";
import { bookingsOfPerson } from "../store/erasure";
import { messagesOf } from "./follow-up";
import { DAY_MS, settings, useBookingMessages, ZONE } from "../testing/messages-fixture";
import { sampleBookingRow } from "../testing/sample-booking";

describe.each(testDatabaseKinds())("a booking's lead and deliveries on %s", (kind) => {
  const m = useBookingMessages(kind);
  const leads = () => m.site.db.selectFrom("inquiries").selectAll().execute();

  it("makes one lead from the booking way in, tied in the booking's transaction, with its deliveries", async () => {
    const { startsAhead, book } = m.wire();
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    const [lead, ...others] = await leads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      source: "booking",
      name: "Ada Lovelace",
      email: "ada@example.com",
    });
    expect(lead!.preferred_time).toContain(booking.reference);
    expect(booking.leadId).toBe(lead!.id);
    const stored = await m.site.db
      .selectFrom("bookings")
      .select("lead_id")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.lead_id).toBe(lead!.id);
    // The lead queues nothing of its own: the booking's event brings the staff's messages.
    const deliveries = await m.site.db.selectFrom("deliveries").selectAll().execute();
    expect(deliveries.every((delivery) => delivery.subject_id)).toBe(true);
    const ofBooking = await m.deliveriesOf(booking.id);
    expect(ofBooking.map((d) => d.channel)).toEqual(["email", "reminder", "visitor", "webhook"]);
    expect(new Set(ofBooking.map((d) => d.action))).toEqual(new Set(["booked"]));
    const reminder = ofBooking.find((d) => d.channel === "reminder")!;
    expect(reminder.next_attempt_at).toBe(
      new Date(Date.parse(booking.startsAt) - DAY_MS).toISOString(),
    );
  });

  it("attaches a second booking to the visitor's lead by e-mail (any case), else by phone", async () => {
    const { startsAhead, book } = m.wire();
    const [first, second, third] = await startsAhead(3);
    const one = await book(first!);
    const two = await book(second!, { email: "ADA@Example.com" });
    expect(two.leadId).toBe(one.leadId);
    const byPhone = await book(third!, { name: "Grace", email: null, phone: "+1 555 010 7777" });
    expect(byPhone.leadId).not.toBe(one.leadId);
    const [fourth] = await startsAhead(6, 1);
    const again = await book(fourth!, { name: "Grace H.", email: null, phone: "+15550107777" });
    expect(again.leadId).toBe(byPhone.leadId);
    expect(await leads()).toHaveLength(2);
  });

  it("never attaches by phone to a lead that names another person's e-mail", async () => {
    const { startsAhead, book } = m.wire();
    const [first, second, third] = await startsAhead(3);
    const bob = await book(first!, {
      name: "Bob",
      email: "bob@example.com",
      phone: "+15550100777",
    });
    // The same office line, another person.
    const ada = await book(second!, {
      name: "Ada",
      email: "ada@example.com",
      phone: "+15550100777",
    });
    expect(ada.leadId).not.toBe(bob.leadId);
    // Who left only the number is taken for its latest lead's person.
    const caller = await book(third!, { name: "Ada", email: null, phone: "+15550100777" });
    expect(caller.leadId).toBe(ada.leadId);
    expect(await leads()).toHaveLength(2);
  });

  it("attaches to the lead the visitor made by the contact form, and never to one held as spam", async () => {
    const { startsAhead, book } = m.wire();
    const form = await insertInquiry(m.site.db, {
      fields: fields(),
      receivedAt: new Date(),
      spamReason: null,
      channels: [],
    });
    await insertInquiry(m.site.db, {
      fields: fields({ email: "spam@example.com" }),
      receivedAt: new Date(),
      spamReason: "honeypot",
      channels: [],
    });
    const [first, second] = await startsAhead(3);
    expect((await book(first!)).leadId).toBe(form.id);
    const fresh = await book(second!, { email: "spam@example.com" });
    expect(fresh.leadId).not.toBe(form.id);
    expect((await leads()).filter((lead) => lead.source === "booking")).toHaveLength(1);
  });

  it("writes nothing when the follow-up fails: no booking without its lead and messages", async () => {
    const parts = { db: m.site.db, kind: m.site.kind, transactions: m.site.transactions };
    const failing = createBookingService({
      site: {
        ...parts,
        followUp: async () => {
          throw new Error("the outbox is full");
        },
      },
      availability: async () => settings,
      trust: codeInbox().trust,
    });
    const [start] = await m.wire().startsAhead(3);
    // A caller proven by their number: booked at once, so the follow-up runs in that write.
    await expect(
      failing.book({
        meetingTypeId: defaultMeetingType.id,
        start: start!,
        visitor: { name: "Ada", phone: "+15550101234", timeZone: ZONE },
        source: "voice",
        provenPhone: "+15550101234",
      }),
    ).rejects.toThrow("the outbox is full");
    expect(await m.site.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    expect(await leads()).toEqual([]);
  });

  it("tells the visitor and the staff when staff cancel in the inbox, on the booking's lead", async () => {
    const { startsAhead, book, followUp } = m.wire();
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    const desk = createBookingDesk({ database: m.site, followUp });
    expect(await desk.cancel("office@agency.example", booking.id)).toMatchObject({ ok: true });
    const cancelled = (await m.deliveriesOf(booking.id)).filter((d) => d.action === "cancelled");
    expect(cancelled.map((d) => d.channel)).toEqual(["email", "visitor", "webhook"]);
    expect(new Set(cancelled.map((d) => d.inquiry_id))).toEqual(new Set([booking.leadId]));
  });

  it("makes no visitor e-mail or reminder for a visitor who left only a phone number", async () => {
    const { startsAhead, book } = m.wire();
    const [start] = await startsAhead(3);
    const booking = await book(start!, { email: null, phone: "+15550100001" });
    expect((await m.deliveriesOf(booking.id)).map((d) => d.channel)).toEqual(["email", "webhook"]);
  });

  it("without SMTP, queues the webhook only; a visitor e-mail queued before is held, not lost", async () => {
    const { startsAhead, book } = m.wire({ channels: ["webhook"] });
    const [start] = await startsAhead(3);
    const booking = await book(start!);
    expect((await m.deliveriesOf(booking.id)).map((d) => d.channel)).toEqual(["webhook"]);
    expect(isHeld({ channel: "visitor", status: "pending" }, ["webhook", "email"])).toBe(true);
  });

  it("erases the person's bookings with their leads, and the bookings' deliveries with them", async () => {
    const { startsAhead, book } = m.wire();
    const [start] = await startsAhead(3);
    await book(start!);
    await erasePerson(m.site, { email: "Ada@example.com" }, "office@agency.example", [
      bookingsOfPerson,
    ]);
    expect(await m.site.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    expect(await m.site.db.selectFrom("deliveries").selectAll().execute()).toEqual([]);
    expect(await leads()).toEqual([]);
  });
});

describe("the messages of one booking change", () => {
  const at = new Date("2027-03-01T12:00:00.000Z");
  const change = (action: "booked" | "rescheduled" | "cancelled", startsAt: string) => ({
    eventId: "bke_1",
    action,
    at,
    booking: { ...sampleBookingRow, startsAt },
  });
  const all = ["webhook", "email", "visitor", "reminder", "calendar"] as const;
  const channels = (changed: ReturnType<typeof change>, reminderMs: number | null = DAY_MS) =>
    messagesOf(changed, { channels: all, reminderMs }).map((d) => d.channel);

  it("has a reminder only while the meeting is more than the reminder's lead time ahead", () => {
    expect(channels(change("booked", "2027-03-02T12:00:01.000Z"))).toContain("reminder");
    expect(channels(change("booked", "2027-03-02T12:00:00.000Z"))).not.toContain("reminder");
    expect(channels(change("booked", "2027-03-09T12:00:00.000Z"), null)).not.toContain("reminder");
    expect(channels(change("rescheduled", "2027-03-09T12:00:00.000Z"))).toContain("reminder");
    expect(channels(change("cancelled", "2027-03-09T12:00:00.000Z"))).toEqual([
      "webhook",
      "email",
      "visitor",
      "calendar",
    ]);
  });

  it("goes out only on the channels that are on", () => {
    const booked = change("booked", "2027-03-09T12:00:00.000Z");
    expect(messagesOf(booked, { channels: ["email"], reminderMs: DAY_MS })).toEqual([
      { channel: "email", dueAt: at, subjectId: "bke_1" },
    ]);
  });
});
