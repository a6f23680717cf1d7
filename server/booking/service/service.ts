import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import { bookableWindow, freeSlots } from "../../../core/booking/free-slots";
import { checkStart } from "../../../core/booking/slot-check";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import { slotRefusals } from "../../../core/content/booking";
import { bookingAnswers } from "../../../core/content/booking-answers";
import type { Booking, BookingSite } from "../store/booking";
import { createBooking } from "../store/bookings";
import { bookingRequestSchema, problemsOf, type BookingRequest } from "../store/request";
import { cancelBooking, rescheduleBooking } from "../store/changes";
import { findByIdempotencyKey, findByReference } from "../store/lookup";
import { findByManageToken } from "../store/manage-tokens";
import { createBusyAround, dailyCapOf, type CalendarBusyTimes } from "./busy-around";
import { parseSlotRequest, parseVisitorStart, type SlotRequest } from "./input";
import {
  calendarUnavailable,
  invalid,
  refused,
  type BookAnswer,
  type BookingEvent,
  type BookingLocator,
  type BookInput,
  type ChangeAnswer,
  type ManagedBooking,
  type SlotsAnswer,
} from "./outcomes";
import type { AvailabilityProvider } from "../store/settings";

export interface BookingServiceDeps {
  site: BookingSite;
  availability: AvailabilityProvider;
  /** The team's calendars, whose busy time blocks slots too (absent: none is connected). */
  calendar?: CalendarBusyTimes;
  now?: () => Date;
  /**
   * Called after each booking, reschedule and cancel commits. The inquiry pipeline's lead for a
   * booking, the visitor's confirmation and the staff's notification plug in here. It must not
   * throw: the booking is committed, and a listener keeps its own retries (the outbox).
   */
  onEvent?: (event: BookingEvent) => Promise<void> | void;
}

export type BookingService = ReturnType<typeof createBookingService>;

/**
 * The one booking service every way in uses (the /book page, the assistant's tools, the inbox):
 * it offers the slot engine's slots over the bookings held now, and books, moves and cancels
 * through the store, whose database has the final word on a slot.
 */
export function createBookingService(deps: BookingServiceDeps) {
  const { site, now = () => new Date() } = deps;
  const { busyAround, engineSettings, slotTaken, startRefusal } = createBusyAround({
    site,
    calendar: deps.calendar,
    now,
  });

  async function settingsFor(meetingTypeId: string) {
    const settings = await deps.availability();
    const meetingType = settings.meetingTypes.find((type) => type.id === meetingTypeId) ?? null;
    return { settings, meetingType };
  }

  async function slots(request: SlotRequest): Promise<SlotsAnswer> {
    const { settings, meetingType } = await settingsFor(request.meetingTypeId);
    if (!meetingType) return refused(bookingAnswers.unknownMeetingType);
    const at = Temporal.Instant.fromEpochMilliseconds(now().getTime());
    const parsed = parseSlotRequest(
      request,
      bookableWindow(meetingType, settings.availability, at),
    );
    if (!parsed.ok) return refused(parsed.message);
    const { from, to, timeZone, limit } = parsed;
    if (Temporal.Instant.compare(from, to) >= 0) {
      return { outcome: "slots", meetingType, timeZone, slots: [] };
    }
    const busy = await busyAround(settings, from, to, { except: request.except });
    if (!busy) return calendarUnavailable;
    const found = freeSlots({
      ...engineSettings(settings, meetingType, busy.all),
      from,
      to,
      limit,
    });
    return { outcome: "slots", meetingType, timeZone, slots: found };
  }

  async function book(input: BookInput): Promise<BookAnswer> {
    const { settings, meetingType } = await settingsFor(input.meetingTypeId);
    if (!meetingType) return refused(bookingAnswers.unknownMeetingType);
    const earlier =
      input.idempotencyKey && (await findByIdempotencyKey(site.db, input.idempotencyKey));
    if (earlier) return { outcome: "booked", booking: earlier, meetingType, manageToken: null };
    const start = parseVisitorStart(input.start, input.visitor.timeZone, meetingType);
    if (!start.ok) return refused(start.message);
    const end = start.instant.add({ minutes: meetingType.lengthMinutes });
    const request: BookingRequest = {
      meetingTypeId: meetingType.id,
      dailyCap: dailyCapOf(settings, meetingType, start.instant),
      startsAt: new Date(start.instant.epochMilliseconds),
      endsAt: new Date(end.epochMilliseconds),
      bufferBeforeMinutes: meetingType.bufferBeforeMinutes,
      bufferAfterMinutes: meetingType.bufferAfterMinutes,
      visitor: { ...input.visitor, timeZone: start.timeZone },
      notes: input.notes ?? "",
      source: input.source,
      idempotencyKey: input.idempotencyKey,
      callId: input.origin?.callId,
      actor: "visitor",
    };
    // Checked before the calendar is read afresh (a feed is downloaded whole): a post that will
    // be refused costs no read.
    const parsed = bookingRequestSchema.safeParse(request);
    if (!parsed.success) return invalid(problemsOf(parsed.error));
    // The cached busy time first, then a fresh read only for a start the cache finds free.
    for (const fresh of [false, true]) {
      const busy = await busyAround(settings, start.instant, start.instant, { fresh });
      if (!busy) return calendarUnavailable;
      const refusal = await startRefusal(settings, meetingType, start.instant, busy);
      if (refusal) return refusal;
    }
    const outcome = await createBooking(site, request, now());
    switch (outcome.outcome) {
      case "booked":
        // A new booking is told; one the same request made before was told then.
        if (outcome.manageToken) {
          await tell({
            type: "booking.created",
            booking: outcome.booking,
            meetingType,
            origin: input.origin,
          });
        }
        return { ...outcome, meetingType };
      case "already-held":
        return { outcome: "already-held", message: bookingAnswers.alreadyBooked };
      case "slot-taken":
        return slotTaken(settings, meetingType, start.instant);
      case "day-full":
        return refused(refusalMessage("day-full", meetingType));
      case "past":
        return refused(refusalMessage("past", meetingType));
      case "invalid":
        return invalid(outcome.problems);
    }
  }

  async function locate(locator: BookingLocator): Promise<Booking | null> {
    return "manageToken" in locator
      ? findByManageToken(site.db, locator.manageToken)
      : findByReference(site.db, locator.reference, locator);
  }

  /** The booking a manage link opens, and what may still be done with it. */
  async function manage(manageToken: string): Promise<ManagedBooking | null> {
    const booking = await findByManageToken(site.db, manageToken);
    if (!booking) return null;
    const { meetingType } = await settingsFor(booking.meetingTypeId);
    const state =
      booking.status === "cancelled"
        ? "cancelled"
        : booking.status !== "confirmed" || Date.parse(booking.startsAt) <= now().getTime()
          ? "past"
          : "upcoming";
    return { booking, meetingType, state };
  }

  async function reschedule(
    locator: BookingLocator,
    newStart: string,
    timeZone: string,
    actor = "visitor",
  ): Promise<ChangeAnswer> {
    const booking = await locate(locator);
    if (!booking) return { outcome: "not-found", message: bookingAnswers.notFound };
    const unchangeable = refusalOfChange(booking);
    if (unchangeable) return unchangeable;
    const { settings, meetingType } = await settingsFor(booking.meetingTypeId);
    if (!meetingType) return refused(bookingAnswers.meetingTypeWithdrawn);
    const start = parseVisitorStart(newStart, timeZone, meetingType);
    if (!start.ok) return refused(start.message);
    // A move to where it already is (a retried tool call) changes nothing and sends nothing.
    if (Date.parse(booking.startsAt) === start.instant.epochMilliseconds) {
      return { outcome: "changed", booking, meetingType };
    }
    const checkAt = async (fresh: boolean) => {
      const around = { except: booking.id, fresh };
      const busy = await busyAround(settings, start.instant, start.instant, around);
      return busy && checkStart(engineSettings(settings, meetingType, busy.all), start.instant);
    };
    // The cached busy time first: a start it refuses costs no fresh read of the calendar.
    const cached = await checkAt(false);
    const check = cached && cached.free ? await checkAt(true) : cached;
    if (!check) return calendarUnavailable;
    if (!check.free) {
      return check.reason === "taken"
        ? slotTaken(settings, meetingType, start.instant, booking.id)
        : refused(refusalMessage(check.reason, meetingType));
    }
    const outcome = await rescheduleBooking(
      site,
      booking.id,
      {
        startsAt: new Date(check.slot.start.epochMilliseconds),
        endsAt: new Date(check.slot.end.epochMilliseconds),
        bufferBeforeMinutes: meetingType.bufferBeforeMinutes,
        bufferAfterMinutes: meetingType.bufferAfterMinutes,
        actor,
        dailyCap: dailyCapOf(settings, meetingType, start.instant),
      },
      now(),
    );
    if (outcome.outcome === "slot-taken") {
      return slotTaken(settings, meetingType, start.instant, booking.id);
    }
    return changeAnswer(outcome, booking, meetingType, "booking.rescheduled");
  }

  async function cancel(locator: BookingLocator, actor = "visitor"): Promise<ChangeAnswer> {
    const booking = await locate(locator);
    if (!booking) return { outcome: "not-found", message: bookingAnswers.notFound };
    const unchangeable = refusalOfChange(booking);
    if (unchangeable) return unchangeable;
    const outcome = await cancelBooking(site, booking.id, actor, now());
    const { meetingType } = await settingsFor(booking.meetingTypeId);
    return changeAnswer(outcome, booking, meetingType, "booking.cancelled");
  }

  function refusalOfChange(booking: Booking): ChangeAnswer | null {
    if (booking.status === "cancelled") {
      return { outcome: "cancelled", booking, message: bookingAnswers.cancelled };
    }
    if (booking.status !== "confirmed" || Date.parse(booking.startsAt) <= now().getTime()) {
      return { outcome: "past", booking, message: bookingAnswers.past };
    }
    return null;
  }

  async function changeAnswer(
    outcome: Awaited<ReturnType<typeof cancelBooking>>,
    before: Booking,
    meetingType: MeetingType | null,
    event: BookingEvent["type"],
  ): Promise<ChangeAnswer> {
    switch (outcome.outcome) {
      case "changed":
        await tell({ type: event, booking: outcome.booking, meetingType });
        return { outcome: "changed", booking: outcome.booking, meetingType };
      case "cancelled":
        return {
          outcome: "cancelled",
          booking: outcome.booking,
          message: bookingAnswers.cancelled,
        };
      case "past":
      case "not-begun":
        return { outcome: "past", booking: before, message: bookingAnswers.past };
      case "not-found":
        return { outcome: "not-found", message: bookingAnswers.notFound };
      case "invalid":
        return invalid(outcome.problems);
      case "slot-taken":
        return refused(slotRefusals.taken);
      case "day-full":
        return refused(slotRefusals.dayFull);
    }
  }

  async function tell(event: BookingEvent) {
    await deps.onEvent?.(event);
  }

  return { slots, book, manage, reschedule, cancel, settings: deps.availability };
}
