import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { newId } from "../../db/ids";
import type { Database } from "../../db/schema";
import { BOOKING_COLUMNS, toBooking, type Booking } from "./booking";
import { logBookingEvent } from "./events";
import {
  bookingRequestSchema,
  heldTime,
  problemsOf,
  type RequestProblem,
  type BookingRequest,
  type ValidBookingRequest,
} from "./request";
import { newReference, personSlotKey } from "./references";
import { attempt, inBookingTransaction } from "./writes";
import { storeManageToken } from "./manage-tokens";
import { capReached, type BookingCap } from "./caps";
import { releaseLapsedHolds, storeProof } from "./holds";

import type { BookingSite } from "./booking";
export type { BookingSite };

/** The slot was taken first by someone else: the caller offers the next free ones. */
export interface SlotTaken {
  outcome: "slot-taken";
}
export interface InvalidBooking {
  outcome: "invalid";
  problems: RequestProblem[];
}
/** The agency day already holds the meeting type's daily limit: nothing was written. */
export interface DayFull {
  outcome: "day-full";
}
/** The time asked for, or the booking's own time, has begun: nothing was written. */
export interface PastTime {
  outcome: "past";
}

/** The person (or address, or session) holds as many upcoming bookings as a cap allows. */
export interface Capped {
  outcome: "capped";
  cap: BookingCap;
}

/** In the booking service's words (service/outcomes.ts), as far as the store knows them. */
export type CreateOutcome =
  /**
   * The manage token is in clear here only, for the confirmation's links; null when the caller's
   * own key (a tool call id) booked before: no second row, and its links went out then.
   */
  | { outcome: "booked"; booking: Booking; manageToken: string | null }
  /**
   * A hold: its code is in clear here only, for the e-mail that proves the address. Both are null
   * when the caller's own key held it before: its code went out then.
   */
  | { outcome: "held"; booking: Booking; manageToken: string; code: string }
  | { outcome: "held"; booking: Booking; manageToken: null; code: null }
  /**
   * The person named holds this time already (found by the person and slot). Those are words
   * anyone may say, so the booking is not told to the caller: its reference would let them move
   * or cancel it.
   */
  | { outcome: "already-held"; booking: Booking }
  | SlotTaken
  | DayFull
  | Capped
  | InvalidBooking
  | PastTime;

/** Tries to draw a reference, token and UID nobody has again, in the rare case one was taken. */
const DRAWS = 3;

/**
 * Books a slot (or holds it, with `holdUntil`), or says why not. The database refuses an overlap
 * with any booking that holds its time (buffers included), however many instances try at once;
 * that refusal is `slot-taken`. The caps and the day's limit are counted inside the same
 * transaction, after the holds that lapsed are gone.
 */
export async function createBooking(
  site: BookingSite,
  request: BookingRequest,
  now: Date,
): Promise<CreateOutcome> {
  const parsed = bookingRequestSchema.safeParse(request);
  if (!parsed.success) return { outcome: "invalid", problems: problemsOf(parsed.error) };
  const valid = parsed.data;
  if (valid.startsAt <= now) return { outcome: "past" };
  const key = valid.idempotencyKey ?? personSlotKey(valid.visitor, valid);
  const existing = (booking: Booking): CreateOutcome =>
    valid.idempotencyKey === undefined
      ? { outcome: "already-held", booking }
      : booking.heldUntil
        ? { outcome: "held", booking, manageToken: null, code: null }
        : { outcome: "booked", booking, manageToken: null };
  return inBookingTransaction(site, async (trx) => {
    await releaseLapsedHolds(trx, now);
    const earlier = await holdingBookingWithKey(trx, key);
    if (earlier) return existing(earlier);
    const cap = valid.caps && (await capReached(trx, valid.caps, countedBy(valid), now));
    if (cap) return { outcome: "capped", cap };
    if (await dayIsFull(trx, valid.meetingTypeId, valid.dailyCap)) return { outcome: "day-full" };
    for (let draw = 0; draw < DRAWS; draw++) {
      const row = newBookingRow(valid, key, now);
      let manageToken = "";
      let eventId = "";
      let code = "";
      const conflict = await attempt(trx, async () => {
        await trx.insertInto("bookings").values(row).execute();
        manageToken = await storeManageToken(trx, row.id, now);
        if (valid.holdUntil) code = await storeProof(trx, row.id, now);
        eventId = await logBookingEvent(trx, {
          bookingId: row.id,
          actor: valid.actor,
          action: valid.holdUntil ? "held" : "booked",
          detail: `${row.starts_at}/${row.ends_at}`,
          at: now,
        });
      });
      // A hold tells nobody: its lead and messages come with the proof (confirmHold).
      if (!conflict && valid.holdUntil) {
        return { outcome: "held", booking: toBooking(row), manageToken, code };
      }
      if (!conflict) {
        const booked = toBooking(row);
        const booking = site.followUp
          ? await site.followUp(trx, {
              eventId,
              action: "booked",
              booking: booked,
              at: now,
              callId: valid.callId,
            })
          : booked;
        return { outcome: "booked", booking, manageToken };
      }
      if (conflict === "same-key") {
        const twin = await holdingBookingWithKey(trx, key);
        if (twin) return existing(twin);
      }
      if (conflict === "slot-taken") {
        const own = await samePersonSameSlot(trx, valid);
        return own ? { outcome: "already-held", booking: own } : { outcome: "slot-taken" };
      }
    }
    throw new Error(`no unique booking reference after ${DRAWS} draws`);
  });
}

/**
 * Ties a booking to the lead the pipeline made (or found) for it, when the booking came first.
 * False when there is no such booking.
 */
export async function linkBookingToLead(site: BookingSite, bookingId: string, leadId: string) {
  const linked = await inBookingTransaction(site, (trx) =>
    trx
      .updateTable("bookings")
      .set({ lead_id: leadId })
      .where("id", "=", bookingId)
      .executeTakeFirst(),
  );
  return Number(linked.numUpdatedRows) === 1;
}

const countedBy = (valid: ValidBookingRequest) => ({
  email: valid.visitor.email ?? null,
  phone: valid.visitor.phone ?? null,
  clientKey: valid.clientKey ?? null,
  sessionKey: valid.sessionKey ?? null,
});

function newBookingRow(valid: ValidBookingRequest, key: string, now: Date) {
  const at = now.toISOString();
  const proof = valid.holdUntil ? null : (valid.proof ?? null);
  return {
    id: newId("bkg", now.getTime()),
    reference: newReference(),
    meeting_type_id: valid.meetingTypeId,
    ...heldTime(valid),
    visitor_name: valid.visitor.name,
    visitor_email: valid.visitor.email ?? null,
    visitor_phone: valid.visitor.phone ?? null,
    visitor_time_zone: valid.visitor.timeZone,
    notes: valid.notes,
    source: valid.source,
    status: "confirmed" as const,
    sequence: 0,
    invitation_uid: `${randomUUID()}@voicefront`,
    idempotency_key: key,
    lead_id: valid.leadId ?? null,
    created_at: at,
    updated_at: at,
    held_until: valid.holdUntil?.toISOString() ?? null,
    proven_by: proof,
    proven_at: proof ? at : null,
    client_key: valid.clientKey ?? null,
    session_key: valid.sessionKey ?? null,
    language: valid.language,
  };
}

/** Whether the day of `cap` holds its limit of this type's bookings, besides `exceptId`. */
export async function dayIsFull(
  trx: Transaction<Database>,
  meetingTypeId: string,
  cap: ValidBookingRequest["dailyCap"],
  exceptId?: string,
): Promise<boolean> {
  if (!cap) return false;
  const { held } = await trx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number | string>().as("held"))
    .where("meeting_type_id", "=", meetingTypeId)
    .where("status", "<>", "cancelled")
    .where("starts_at", ">=", cap.dayFrom.toISOString())
    .where("starts_at", "<", cap.dayTo.toISOString())
    .$if(exceptId !== undefined, (query) => query.where("id", "<>", exceptId!))
    .executeTakeFirstOrThrow();
  return Number(held) >= cap.max;
}

async function holdingBookingWithKey(trx: Transaction<Database>, key: string) {
  const row = await trx
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("idempotency_key", "=", key)
    .where("status", "<>", "cancelled")
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

/**
 * The person sent the same slot again under another key (a new tool call id, say): that is their
 * booking, not a slot someone else took.
 */
async function samePersonSameSlot(trx: Transaction<Database>, valid: ValidBookingRequest) {
  const { email, phone } = valid.visitor;
  const row = await trx
    .selectFrom("bookings")
    .select(BOOKING_COLUMNS)
    .where("status", "<>", "cancelled")
    .where("meeting_type_id", "=", valid.meetingTypeId)
    .where("starts_at", "=", valid.startsAt.toISOString())
    .where((eb) =>
      eb.or([
        ...(email ? [eb("visitor_email", "=", email)] : []),
        ...(phone ? [eb("visitor_phone", "=", phone)] : []),
      ]),
    )
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}
