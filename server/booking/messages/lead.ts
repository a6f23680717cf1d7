import { sql, type Transaction } from "kysely";
import { Temporal } from "temporal-polyfill";
import { describeStart } from "../../../core/booking/slot-presentation";
import { writeInquiry } from "../../db/inquiry-store";
import type { Database } from "../../db/schema";
import { BOOKING_SOURCE } from "./work";
import type { Booking } from "../store/booking";

/**
 * The booking's lead, set in the booking's own transaction: the lead it has, else the visitor's
 * latest lead found by the contact the booking proved (docs/decisions/027): the same e-mail
 * address (any case) when its code was typed back, the same phone number (as the booking stores
 * it: `+` and digits) and no other e-mail when the provider named the caller's number; else a new
 * lead from the booking way in. What nobody proved never reaches another person's lead: a
 * booking from before proof existed makes its own. A lead held as spam is never attached to.
 */
export async function withLead(
  trx: Transaction<Database>,
  booking: Booking,
  at: Date,
  callId?: string | null,
): Promise<Booking> {
  if (booking.leadId) return booking;
  const leadId = (await visitorsLead(trx, booking)) ?? (await newLead(trx, booking, at, callId));
  await trx.updateTable("bookings").set({ lead_id: leadId }).where("id", "=", booking.id).execute();
  return { ...booking, leadId };
}

async function visitorsLead(
  trx: Transaction<Database>,
  { visitor, provenBy }: Booking,
): Promise<string | null> {
  const latest = trx
    .selectFrom("inquiries")
    .select("id")
    .where("spam_reason", "is", null)
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(1);
  if (provenBy === "email" && visitor.email) {
    const byEmail = await latest
      .where(sql<string>`lower(email)`, "=", visitor.email)
      .executeTakeFirst();
    if (byEmail) return byEmail.id;
  }
  if (provenBy === "phone" && visitor.phone) {
    // A phone is shared (an office line) or mistyped: a lead that names another e-mail is
    // another person's, and the booking must not reach them through its replies.
    const { email } = visitor;
    const byPhone = await latest
      .where("phone", "=", visitor.phone)
      .$if(email !== null, (query) =>
        query.where((eb) => eb.or([eb("email", "=", ""), eb(sql`lower(email)`, "=", email!)])),
      )
      .executeTakeFirst();
    if (byPhone) return byPhone.id;
  }
  return null;
}

async function newLead(
  trx: Transaction<Database>,
  booking: Booking,
  at: Date,
  callId: string | null = null,
) {
  const when = describeStart(Temporal.Instant.from(booking.startsAt), booking.visitor.timeZone);
  const lead = await writeInquiry(trx, {
    fields: {
      name: booking.visitor.name,
      email: booking.visitor.email ?? "",
      company: "",
      phone: booking.visitor.phone ?? "",
      interest: "",
      message: booking.notes,
    },
    receivedAt: at,
    spamReason: null,
    // The booking's events bring the staff's messages: the lead itself queues none.
    channels: [],
    // The call's id: its end-of-call report adds the summary and transcript to this lead, and
    // makes no lead of its own for "a call that booked nothing".
    origin: {
      source: BOOKING_SOURCE,
      callId,
      preferredTime: `${when} (${booking.reference})`,
      language: booking.language,
    },
  });
  return lead.id;
}
