import type { Kysely } from "kysely";
import type { BookingStatus, Database } from "../../db/schema";
import { BOOKING_COLUMNS, toBooking, type Booking } from "./booking";
import { BOOKING_LIMITS, normalizedEmail, normalizedPhone } from "./request";
import { sameSecret } from "../../http/secrets";
import { normalizedReference } from "./references";
import { holdsTimeAt } from "./holds";

const HOUR_MS = 60 * 60 * 1000;
/** Longer than any reference, however spelt: a longer string is refused before any query. */
const MAX_REFERENCE_LENGTH = 20;

export async function findBooking(db: Kysely<Database>, id: string): Promise<Booking | null> {
  const row = await db
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/**
 * The live booking (or hold) an idempotency key (a tool call's id) made, so that a retry answers
 * it even after its start has come within the notice.
 */
export async function findByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<Booking | null> {
  const row = await db
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("idempotency_key", "=", key.slice(0, BOOKING_LIMITS.idempotencyKey))
    .where(holdsTimeAt(now))
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/**
 * The booking a caller names by its reference and the e-mail address or phone number it was made
 * with (the assistant's reschedule and cancel). A wrong contact and an unknown reference get the
 * same null, so a reference alone reveals nothing; the contact is compared in constant time. A
 * hold that lapsed is found no more.
 */
export async function findByReference(
  db: Kysely<Database>,
  reference: string,
  contact: { email?: string | null; phone?: string | null },
  now: Date,
): Promise<Booking | null> {
  if (reference.length > MAX_REFERENCE_LENGTH) return null;
  const row = await db
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("reference", "=", normalizedReference(reference))
    .where((eb) => eb.or([eb("held_until", "is", null), eb("held_until", ">", now.toISOString())]))
    .executeTakeFirst();
  if (!row) return null;
  const email = contact.email?.slice(0, BOOKING_LIMITS.email);
  const phone = contact.phone?.slice(0, BOOKING_LIMITS.phone);
  const emailMatches =
    Boolean(email && row.visitor_email) && sameSecret(normalizedEmail(email!), row.visitor_email!);
  const phoneMatches =
    Boolean(phone && row.visitor_phone) && sameSecret(normalizedPhone(phone!), row.visitor_phone!);
  return emailMatches || phoneMatches ? toBooking(row) : null;
}

/** A lead's bookings, every status, soonest first: for the lead's page. */
export async function bookingsOfLead(db: Kysely<Database>, leadId: string): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("lead_id", "=", leadId)
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  return rows.map(toBooking);
}

/**
 * For the inbox: bookings that start in [from, to), by start; the cancelled ones on request. Holds
 * are not bookings yet: staff hear of one once its visitor proves their address.
 */
export async function listBookings(
  db: Kysely<Database>,
  {
    from,
    to,
    statuses = ["confirmed", "no_show"],
    limit = 500,
  }: { from: Date; to: Date; statuses?: BookingStatus[]; limit?: number },
): Promise<Booking[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("starts_at", ">=", from.toISOString())
    .where("starts_at", "<", to.toISOString())
    .where("status", "in", statuses)
    .where("held_until", "is", null)
    .orderBy("starts_at")
    .orderBy("id")
    .limit(Math.min(Math.max(limit, 1), 1000))
    .execute();
  return rows.map(toBooking);
}

export interface HeldTime {
  bookingId: string;
  meetingTypeId: string;
  /** ISO 8601 UTC: the meeting itself. */
  startsAt: string;
  endsAt: string;
  /** ISO 8601 UTC: the start less the buffer before, and the end plus the buffer after. */
  from: string;
  until: string;
}

/**
 * The slot engine's busy intervals: the time every booking that still holds it at `now` (not
 * cancelled, not a lapsed hold) holds within [from, to), in order. The database keeps these held
 * times apart (a buffer is never shared with the next meeting's), so the engine must treat
 * `from`-`until` as busy as a whole. No booking holds more than `heldHours`, which bounds the
 * index range the query reads to the window and a day before it.
 */
export async function heldTimes(
  db: Kysely<Database>,
  { from, to, now }: { from: Date; to: Date; now: Date },
): Promise<HeldTime[]> {
  const earliest = new Date(from.getTime() - BOOKING_LIMITS.heldHours * HOUR_MS);
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "meeting_type_id", "starts_at", "ends_at", "blocked_from", "blocked_until"])
    .where(holdsTimeAt(now))
    .where("blocked_from", ">=", earliest.toISOString())
    .where("blocked_from", "<", to.toISOString())
    .where("blocked_until", ">", from.toISOString())
    .orderBy("blocked_from")
    .execute();
  return rows.map((row) => ({
    bookingId: row.id,
    meetingTypeId: row.meeting_type_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    from: row.blocked_from,
    until: row.blocked_until,
  }));
}

/**
 * Events with their bookings as they are now (not as they were then), by event id: what the
 * messages about each event tell.
 */
export async function eventsWithBookings(db: Kysely<Database>, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom("booking_events")
    .innerJoin("bookings", "bookings.id", "booking_events.booking_id")
    .select([
      "booking_events.id as event_id",
      "booking_events.action as event_action",
      "booking_events.at as event_at",
      ...BOOKING_COLUMNS.map((column) => `bookings.${column}` as const),
    ])
    .where("booking_events.id", "in", eventIds)
    .execute();
  return rows.map((row) => ({
    event: { id: row.event_id, action: row.event_action, at: row.event_at },
    booking: toBooking(row),
  }));
}
