import { describe, expect, it } from "vitest";
import { defaultMeetingType } from "../../../core/content/booking";
import { insertInquiry } from "../../db/inquiry-store";
import { testDatabaseKinds } from "../../db/test-databases";
import { fields } from "../../db/testing/stored-leads";
import type { BookInput } from "../service/outcomes";
import { SITE_URL, useBookingMessages, ZONE } from "../testing/messages-fixture";
import { mailParts, mailSubject } from "../testing/received-mail";

const PHISH = "Your invoice #4471 is overdue. Pay now at https://phish.example/pay";

/**
 * Issue 46 item 3: what the site sends a visitor carries only its own words. A stranger can give
 * anyone's address: the notes they type reach staff alone, and nothing unproven reaches the lead
 * of the person whose address it is.
 */
describe.each(testDatabaseKinds())("our mail carries only our words, on %s", (kind) => {
  const m = useBookingMessages(kind);
  const visitorInput = (start: string, more: Partial<BookInput> = {}): BookInput => ({
    meetingTypeId: defaultMeetingType.id,
    start,
    visitor: { name: "Erin Example", email: "victim@example.com", timeZone: ZONE },
    notes: PHISH,
    source: "web",
    ...more,
  });
  const messagesTo = (address: string) =>
    [...m.smtp.messages.values()].filter((raw) =>
      new RegExp(`^To:.*<?${address}>?`, "im").test(raw.split(/\r?\n\r?\n/)[0]!),
    );
  const bodyOf = (raw: string) =>
    mailParts(raw)
      .map((part) => part.body)
      .join("\n");

  it("a confirmed booking's e-mail and invitation carry none of the booker's notes; staff get them", async () => {
    const { service, inbox, startsAhead, deliver } = m.wire();
    const [start] = await startsAhead(3);
    const held = await service.book(visitorInput(start!));
    if (held.outcome !== "held") throw new Error(held.outcome);
    const proven = await service.confirm(
      { manageToken: held.manageToken! },
      inbox.codeFor("victim@example.com"),
    );
    expect(proven.outcome).toBe("confirmed");
    await deliver();

    const [confirmation, ...more] = messagesTo("victim@example.com");
    expect(more).toEqual([]);
    expect(mailSubject(confirmation!)).toMatch(/^Confirmed: /);
    const parts = mailParts(confirmation!);
    expect(parts.map((part) => part.contentType.split(";")[0])).toEqual(
      expect.arrayContaining(["text/plain", "text/html", "text/calendar"]),
    );
    for (const part of parts) {
      expect(part.body).not.toContain("invoice");
      expect(part.body).not.toContain("phish.example");
    }
    const [staff] = messagesTo("office@agency.example");
    expect(bodyOf(staff!)).toContain(`Notes:    ${PHISH}`);
  });

  it("a hold tells nobody and leaves the lead of the address it names as it was", async () => {
    const { service, startsAhead } = m.wire();
    const lead = await insertInquiry(m.site.db, {
      fields: fields({ name: "Erin Real", email: "victim@example.com" }),
      receivedAt: new Date(),
      spamReason: null,
      channels: [],
    });
    const before = await m.site.db
      .selectFrom("inquiries")
      .selectAll()
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    const [start] = await startsAhead(3);
    expect((await service.book(visitorInput(start!))).outcome).toBe("held");

    const after = await m.site.db.selectFrom("inquiries").selectAll().execute();
    expect(after).toEqual([before]);
    expect(await m.site.db.selectFrom("deliveries").selectAll().execute()).toEqual([]);
    expect(await m.site.db.selectFrom("lead_activity").selectAll().execute()).toEqual([]);
    expect(
      await m.site.db.selectFrom("bookings").select("lead_id").executeTakeFirstOrThrow(),
    ).toEqual({ lead_id: null });
  });

  it("a call proven by its number never joins the lead of an e-mail address nobody proved", async () => {
    const { service, startsAhead } = m.wire();
    const victim = await insertInquiry(m.site.db, {
      fields: fields({ name: "Erin Real", email: "victim@example.com", phone: "" }),
      receivedAt: new Date(),
      spamReason: null,
      channels: [],
    });
    const [start] = await startsAhead(4);
    const call = await service.book(
      visitorInput(start!, {
        visitor: {
          name: "Mallory",
          email: "victim@example.com",
          phone: "+15550108888",
          timeZone: ZONE,
        },
        source: "voice",
        provenPhone: "+15550108888",
      }),
    );
    if (call.outcome !== "booked") throw new Error(call.outcome);
    expect(call.booking).toMatchObject({ provenBy: "phone" });
    expect(call.booking.leadId).not.toBe(victim.id);
    const stillHers = await m.site.db
      .selectFrom("deliveries")
      .select("id")
      .where("inquiry_id", "=", victim.id)
      .execute();
    expect(stillHers).toEqual([]);
  });

  it("refuses, in words, a name with a web or e-mail address or a line break; a real name passes", async () => {
    const { service, startsAhead } = m.wire();
    const [start] = await startsAhead(5);
    const named = (name: string) =>
      service.book(
        visitorInput(start!, { visitor: { name, email: "n@example.com", timeZone: ZONE } }),
      );
    for (const name of [
      "Eve https://phish.example",
      "Eve eve@evil.example",
      "Support paypal.com",
      "PAYPAL.COM",
      "Eve\nSecond line",
    ]) {
      expect(await named(name), name).toMatchObject({
        outcome: "invalid",
        problems: [
          "Name: a name on one line, without a web or e-mail address in it (write St. John, not St.John)",
        ],
      });
    }
    expect((await named("Siobhán St. John-O'Brien")).outcome).toBe("held");
  });

  it("the code's e-mail says only our words, with the first name, the code and our page", async () => {
    const { service, startsAhead } = m.wire();
    const [start] = await startsAhead(6);
    const held = await service.book(
      visitorInput(start!, {
        visitor: { name: "Erin Example", email: "coded@example.com", timeZone: ZONE },
      }),
    );
    if (held.outcome !== "held") throw new Error(held.outcome);
    expect(
      await m.sendCode({ booking: held.booking, meetingType: defaultMeetingType, code: "246810" }),
    ).toBe(true);
    const [raw] = messagesTo("coded@example.com");
    expect(mailSubject(raw!)).toBe("Your code: 246810");
    const text = mailParts(raw!).find((part) => part.contentType.startsWith("text/plain"))!.body;
    expect(text).toContain("Hi Erin,");
    expect(text).toMatch(/^Code: +246810$/m);
    expect(text).toMatch(new RegExp(`^Open the booking page: ${SITE_URL}/book/manage/\\S+$`, "m"));
    expect(text).toContain("held for you for 15 minutes");
    for (const part of mailParts(raw!)) {
      expect(part.body).not.toContain("invoice");
      expect(part.body).not.toContain("Erin Example");
    }
  });
});
