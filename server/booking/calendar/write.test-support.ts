import ICAL from "ical.js";
import type { BookingAction } from "../store/events";
import type { SiteDatabase } from "../../db/database";
import { newId } from "../../db/ids";
import { insertInquiry } from "../../db/inquiry-store";
import type { RadicaleServer } from "../../../tests/support/radicale";
import type { CalDavAccount } from "./write";
import { eventUrl } from "./write";

const basic = (server: RadicaleServer, password = server.password) => ({
  authorization: `Basic ${Buffer.from(`${server.username}:${password}`).toString("base64")}`,
});

/** A new, empty calendar collection on the test server, and the account that writes it. */
export async function newCalendar(server: RadicaleServer, name: string): Promise<CalDavAccount> {
  const url = new URL(`${server.username}/${name}/`, server.url).href;
  const made = await fetch(url, { method: "MKCALENDAR", headers: basic(server) });
  if (made.status !== 201)
    throw new Error(`MKCALENDAR answered ${made.status}: ${server.output()}`);
  return { url, username: server.username, password: server.password };
}

/** The event the calendar holds under `uid`'s URL, read with ical.js; null when there is none. */
export async function storedEvent(server: RadicaleServer, account: CalDavAccount, uid: string) {
  const answer = await fetch(eventUrl(account.url, uid), { headers: basic(server) });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`GET answered ${answer.status}`);
  const text = await answer.text();
  const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
  return {
    text,
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    summary: event.summary,
    attendees: event.attendees.length,
    method: component.getFirstPropertyValue("method"),
  };
}

/**
 * A `calendar` delivery of the booking's event `action`, on the booking's lead, due now: what the
 * booking service queues for each event (issue 40) when CALDAV_URL is set.
 */
export async function queueCalendarDelivery(
  site: Pick<SiteDatabase, "db">,
  bookingId: string,
  action: BookingAction,
) {
  const event = await site.db
    .selectFrom("booking_events")
    .select("id")
    .where("booking_id", "=", bookingId)
    .where("action", "=", action)
    .executeTakeFirstOrThrow();
  let { lead_id: leadId } = await site.db
    .selectFrom("bookings")
    .select("lead_id")
    .where("id", "=", bookingId)
    .executeTakeFirstOrThrow();
  if (!leadId) {
    const lead = await insertInquiry(site.db, {
      fields: {
        name: "Visitor",
        email: "visitor@example.com",
        company: "",
        phone: "",
        interest: "",
        message: "",
      },
      receivedAt: new Date(),
      spamReason: null,
      channels: [],
    });
    leadId = lead.id;
    await site.db
      .updateTable("bookings")
      .set({ lead_id: leadId })
      .where("id", "=", bookingId)
      .execute();
  }
  const id = newId("dlv");
  await site.db
    .insertInto("deliveries")
    .values({
      id,
      inquiry_id: leadId,
      channel: "calendar",
      status: "pending",
      attempts: 0,
      next_attempt_at: new Date().toISOString(),
      claimed_until: null,
      claim_token: null,
      last_error: null,
      delivered_at: null,
      subject_id: event.id,
    })
    .execute();
  return id;
}
