import { Temporal } from "temporal-polyfill";
import type { Availability, MeetingType } from "../../../core/booking/availability-schema";
import type { BusyInterval } from "../../../core/booking/busy-time";
import { bookableWindow, freeSlots, type Slot } from "../../../core/booking/free-slots";
import { checkStart } from "../../../core/booking/slot-check";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import { instantOnDate } from "../../../core/booking/time-of-day";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { BOOKING_COLUMNS, toBooking, type Booking } from "../booking";
import { cancelBooking, rescheduleBooking, type ChangeOutcome } from "../booking-changes";
import { findByReference, heldTimes } from "../booking-lookup";
import { createBooking, type BookingSite } from "../booking-store";
import type {
  BookingToolService,
  Contact,
  NotChanged,
  StartNotBookable,
  ToolBookOutcome,
} from "../booking-tool-service";

type HeldBusy = BusyInterval & { bookingId: string };

/**
 * The booking tools' service made of the slot engine and the bookings store, and nothing else
 * (no lead, no confirmation): what the tools' tests and `npm run bench:booking` run against, on a
 * real database. The site's booking-service.ts is the one the server wires; this stays as small.
 */
export function createStoreBackedBookingService(
  site: BookingSite,
  {
    now,
    meetingType = defaultMeetingType,
    availability = defaultAvailability,
  }: { now: () => Date; meetingType?: MeetingType; availability?: Availability },
): BookingToolService {
  const instantNow = () => Temporal.Instant.fromEpochMilliseconds(now().getTime());
  const zone = availability.timeZone;
  const SEARCH_DAYS = 7;

  /** Busy time over whole agency days around [from, to), so a day's limit counts every booking. */
  async function busyAround(from: Temporal.Instant, to: Temporal.Instant): Promise<HeldBusy[]> {
    const dayStart = instantOnDate(from.toZonedDateTimeISO(zone).toPlainDate(), "00:00", zone);
    const lastDay = to.subtract({ nanoseconds: 1 }).toZonedDateTimeISO(zone).toPlainDate();
    const held = await heldTimes(site.db, {
      from: new Date(dayStart.epochMilliseconds),
      to: new Date(instantOnDate(lastDay, "24:00", zone).epochMilliseconds),
    });
    return held.map((time) => {
      const start = Temporal.Instant.from(time.startsAt);
      const end = Temporal.Instant.from(time.endsAt);
      return {
        bookingId: time.bookingId,
        start,
        end,
        meetingTypeId: time.meetingTypeId,
        bufferBeforeMinutes: minutesBetween(Temporal.Instant.from(time.from), start),
        bufferAfterMinutes: minutesBetween(end, Temporal.Instant.from(time.until)),
      };
    });
  }

  /** A week at a time, so the next free slots read a few rows, not the whole horizon's. */
  async function slots({
    from,
    to,
    limit,
  }: {
    from?: Temporal.Instant;
    to?: Temporal.Instant;
    limit: number;
  }) {
    const current = instantNow();
    const window = bookableWindow(meetingType, availability, current);
    const end = to && Temporal.Instant.compare(to, window.to) < 0 ? to : window.to;
    let cursor = from && Temporal.Instant.compare(from, window.from) > 0 ? from : window.from;
    const found: Slot[] = [];
    while (found.length < limit && Temporal.Instant.compare(cursor, end) < 0) {
      const weekEnd = cursor.add({ hours: SEARCH_DAYS * 24 });
      const chunkEnd = Temporal.Instant.compare(weekEnd, end) < 0 ? weekEnd : end;
      const busy = await busyAround(cursor, chunkEnd);
      const settings = { meetingType, availability, busy, now: current };
      found.push(
        ...freeSlots({ ...settings, from: cursor, to: chunkEnd, limit: limit - found.length }),
      );
      cursor = chunkEnd;
    }
    return found;
  }

  /** Why `start` cannot be had, with the next free ones after it (or from now when none follow). */
  async function checked(
    start: Temporal.Instant,
    alternatives: number,
    ownBookingId?: string,
  ): Promise<{ slot: Slot } | StartNotBookable> {
    const end = start.add({ minutes: meetingType.lengthMinutes });
    const busy = (await busyAround(start, end)).filter(
      (interval) => interval.bookingId !== ownBookingId,
    );
    const check = checkStart({ meetingType, availability, busy, now: instantNow() }, start);
    if (check.free) return { slot: check.slot };
    const next = await nextAfter(start, alternatives);
    return check.reason === "taken"
      ? { outcome: "slot-taken", next }
      : { outcome: "refused", message: refusalMessage(check.reason, meetingType), next };
  }

  async function nextAfter(start: Temporal.Instant, limit: number) {
    const after = await slots({ from: start, limit });
    return after.length ? after : slots({ limit });
  }

  const timeOf = (slot: Slot) => ({
    startsAt: new Date(slot.start.epochMilliseconds),
    endsAt: new Date(slot.end.epochMilliseconds),
    bufferBeforeMinutes: meetingType.bufferBeforeMinutes,
    bufferAfterMinutes: meetingType.bufferAfterMinutes,
  });

  /** The booking a caller names, if it can still change. */
  async function changeable(reference: string, contact: Contact): Promise<Booking | NotChanged> {
    const booking = await findByReference(site.db, reference, contact);
    if (!booking) return { outcome: "not-found" };
    if (booking.status === "cancelled") return { outcome: "already-cancelled", booking };
    if (Date.parse(booking.startsAt) <= now().getTime()) return { outcome: "begun" };
    return booking;
  }

  return {
    agencyTimeZone: async () => zone,
    slots,

    async book(request): Promise<ToolBookOutcome> {
      // A retry may come once its own booking has filled the day or the notice has run out: the
      // booking it made is the answer, not the refusal the slot would now get.
      const earlier = await site.db
        .selectFrom("bookings")
        .select(BOOKING_COLUMNS)
        .where("idempotency_key", "=", request.idempotencyKey)
        .where("status", "<>", "cancelled")
        .executeTakeFirst();
      if (earlier) return { outcome: "booked", booking: toBooking(earlier), repeated: true };
      const verdict = await checked(request.start, request.alternatives);
      // A taken slot may be this person's own booking from another call: the store tells.
      if ("outcome" in verdict && verdict.outcome === "refused") return verdict;
      const slot =
        "slot" in verdict
          ? verdict.slot
          : {
              start: request.start,
              end: request.start.add({ minutes: meetingType.lengthMinutes }),
            };
      const outcome = await createBooking(
        site,
        {
          meetingTypeId: meetingType.id,
          ...timeOf(slot),
          visitor: request.visitor,
          notes: [request.service, request.notes].filter(Boolean).join(": "),
          source: request.source,
          idempotencyKey: request.idempotencyKey,
          actor: request.actor,
        },
        now(),
      );
      switch (outcome.outcome) {
        case "booked":
          return { outcome: "booked", booking: outcome.booking, repeated: false };
        case "existing":
          return { outcome: "booked", booking: outcome.booking, repeated: true };
        case "invalid":
          return outcome;
        case "past":
          return {
            outcome: "refused",
            message: refusalMessage("past", meetingType),
            next: await nextAfter(request.start, request.alternatives),
          };
        case "slot-taken":
          return {
            outcome: "slot-taken",
            next: await nextAfter(request.start, request.alternatives),
          };
      }
    },

    async reschedule(request) {
      const booking = await changeable(request.reference, request.contact);
      if ("outcome" in booking) return booking;
      if (Date.parse(booking.startsAt) === request.start.epochMilliseconds) {
        return { outcome: "rescheduled", booking };
      }
      const verdict = await checked(request.start, request.alternatives, booking.id);
      if (!("slot" in verdict)) return verdict;
      const time = { ...timeOf(verdict.slot), actor: request.actor };
      const outcome = await rescheduleBooking(site, booking.id, time, now());
      if (outcome.outcome === "changed")
        return { outcome: "rescheduled", booking: outcome.booking };
      if (outcome.outcome === "invalid") return outcome;
      if (outcome.outcome === "slot-taken") {
        return {
          outcome: "slot-taken",
          next: await nextAfter(request.start, request.alternatives),
        };
      }
      return notChanged(outcome);
    },

    async cancel(request) {
      const booking = await changeable(request.reference, request.contact);
      if ("outcome" in booking) return booking;
      const outcome = await cancelBooking(site, booking.id, request.actor, now());
      return outcome.outcome === "changed"
        ? { outcome: "cancelled", booking: outcome.booking }
        : notChanged(outcome);
    },
  };
}

function minutesBetween(from: Temporal.Instant, to: Temporal.Instant) {
  return from.until(to).total({ unit: "minutes" });
}

/** A change the store refused for the booking's own state (changed concurrently meanwhile). */
function notChanged(outcome: ChangeOutcome): NotChanged {
  if (outcome.outcome === "cancelled")
    return { outcome: "already-cancelled", booking: outcome.booking };
  if (outcome.outcome === "not-found") return outcome;
  return { outcome: "begun" };
}
