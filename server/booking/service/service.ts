import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import { bookableWindow, freeSlots } from "../../../core/booking/free-slots";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import type { Booking, BookingSite } from "../store/booking";
import { createBooking } from "../store/bookings";
import { addressKey } from "../store/caps";
import { bookingRequestSchema, problemsOf, type BookingRequest } from "../store/request";
import { findByIdempotencyKey, findByReference } from "../store/lookup";
import { findByManageToken } from "../store/manage-tokens";
import { createBusyAround, dailyCapOf, type CalendarBusyTimes } from "./busy-around";
import { createChangeSteps } from "./change";
import { parseSlotRequest, parseVisitorStart, type SlotRequest } from "./input";
import {
  calendarUnavailable,
  invalid,
  refused,
  type BookAnswer,
  type BookingEvent,
  type BookingLocator,
  type BookingOrigin,
  type BookInput,
  type ManagedBooking,
  type SlotsAnswer,
} from "./outcomes";
import { cappedMessage, createProofSteps, standingOf, type BookingTrust } from "./proof";
import { refusalsIn } from "./refusal-words";
import type { AvailabilityProvider } from "../store/settings";

export interface BookingServiceDeps {
  site: BookingSite;
  availability: AvailabilityProvider;
  /** The hold's length, the caps, and the sender of a hold's code. */
  trust: BookingTrust;
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
 * through the store, whose database has the final word on a slot. A booking whose contact is not
 * proven is a hold until its code comes back (proof.ts); a change is change.ts's.
 */
export function createBookingService(deps: BookingServiceDeps) {
  const { site, now = () => new Date() } = deps;
  const busy = createBusyAround({ site, calendar: deps.calendar, now });
  const { busyAround, engineSettings, slotTaken, startRefusal } = busy;

  async function settingsFor(meetingTypeId: string) {
    const settings = await deps.availability();
    const meetingType = settings.meetingTypes.find((type) => type.id === meetingTypeId) ?? null;
    return { settings, meetingType };
  }

  async function slots(request: SlotRequest): Promise<SlotsAnswer> {
    const words = refusalsIn(request.language);
    const { settings, meetingType } = await settingsFor(request.meetingTypeId);
    if (!meetingType) return refused(words.answers.unknownMeetingType);
    const at = Temporal.Instant.fromEpochMilliseconds(now().getTime());
    const parsed = parseSlotRequest(
      request,
      bookableWindow(meetingType, settings.availability, at),
      words,
    );
    if (!parsed.ok) return refused(parsed.message);
    const { from, to, timeZone, limit } = parsed;
    if (Temporal.Instant.compare(from, to) >= 0) {
      return { outcome: "slots", meetingType, timeZone, slots: [] };
    }
    const busy = await busyAround(settings, from, to, { except: request.except });
    if (!busy) return calendarUnavailable(words.answers);
    const found = freeSlots({
      ...engineSettings(settings, meetingType, busy.all),
      from,
      to,
      limit,
    });
    return { outcome: "slots", meetingType, timeZone, slots: found };
  }

  async function book(input: BookInput): Promise<BookAnswer> {
    const words = refusalsIn(input.language);
    const { answers: say, slots: slotWords } = words;
    const { settings, meetingType } = await settingsFor(input.meetingTypeId);
    if (!meetingType) return refused(say.unknownMeetingType);
    const earlier =
      input.idempotencyKey && (await findByIdempotencyKey(site.db, input.idempotencyKey, now()));
    if (earlier) return sameAgain(earlier, meetingType);
    const start = parseVisitorStart(input.start, input.visitor.timeZone, meetingType, words);
    if (!start.ok) return refused(start.message);
    const standing = standingOf(deps.trust, input.visitor, input.provenPhone, now(), say);
    if ("refused" in standing) {
      const { refused: message, contactInstead } = standing;
      return { outcome: "not-held", message, contactInstead };
    }
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
      ...standing,
      clientKey: input.origin?.address ? addressKey(input.origin.address) : null,
      sessionKey: input.session,
      caps: deps.trust.caps,
      language: input.language,
    };
    // Checked before the calendar is read afresh (a feed is downloaded whole): a post that will
    // be refused costs no read.
    const parsed = bookingRequestSchema.safeParse(request);
    if (!parsed.success) return invalid(problemsOf(parsed.error), words);
    // The cached busy time first, then a fresh read only for a start the cache finds free.
    for (const fresh of [false, true]) {
      const busy = await busyAround(settings, start.instant, start.instant, { fresh });
      if (!busy) return calendarUnavailable(say);
      const refusal = await startRefusal(settings, meetingType, start.instant, busy, slotWords);
      if (refusal) return refusal;
    }
    const outcome = await createBooking(site, request, now());
    switch (outcome.outcome) {
      case "held":
        if (!outcome.code) return sameAgain(outcome.booking, meetingType);
        return (await proofs.sendFirstCode({ ...outcome, meetingType }))
          ? {
              outcome: "held",
              booking: outcome.booking,
              meetingType,
              manageToken: outcome.manageToken,
            }
          : { outcome: "not-held", message: say.codeNotSent, contactInstead: true };
      case "capped":
        return { outcome: "not-held", message: cappedMessage(deps.trust, outcome.cap, say) };
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
      // The same person and time by another request hears what anyone else would: whether an
      // address holds a time is nobody's to learn.
      case "already-held":
      case "slot-taken":
        return slotTaken(settings, meetingType, start.instant, slotWords);
      case "day-full":
        return refused(refusalMessage("day-full", meetingType, slotWords));
      case "past":
        return refused(refusalMessage("past", meetingType, slotWords));
      case "invalid":
        return invalid(outcome.problems, words);
    }
  }

  /** A request made before (the same tool call): its answer again, and no second code. */
  function sameAgain(booking: Booking, meetingType: MeetingType): BookAnswer {
    const outcome = booking.heldUntil ? "held" : "booked";
    return { outcome, booking, meetingType, manageToken: null };
  }

  async function locate(locator: BookingLocator): Promise<Booking | null> {
    return "manageToken" in locator
      ? findByManageToken(site.db, locator.manageToken, now())
      : findByReference(site.db, locator.reference, locator, now());
  }

  const proofs = createProofSteps<BookingLocator, BookingOrigin>({
    site,
    trust: deps.trust,
    locate,
    meetingTypeOf: async (booking) => (await settingsFor(booking.meetingTypeId)).meetingType,
    told: async (booking, origin) => {
      const { meetingType } = await settingsFor(booking.meetingTypeId);
      await tell({ type: "booking.created", booking, meetingType, origin });
    },
    now,
  });

  const changes = createChangeSteps({ site, locate, settingsFor, busy, tell, now });

  /** The booking a manage link opens, and what may still be done with it. */
  async function manage(manageToken: string): Promise<ManagedBooking | null> {
    const booking = await findByManageToken(site.db, manageToken, now());
    if (!booking) return null;
    const { meetingType } = await settingsFor(booking.meetingTypeId);
    const state =
      booking.status === "cancelled"
        ? "cancelled"
        : booking.heldUntil
          ? "held"
          : booking.status !== "confirmed" || Date.parse(booking.startsAt) <= now().getTime()
            ? "past"
            : "upcoming";
    return { booking, meetingType, state };
  }

  async function tell(event: BookingEvent) {
    await deps.onEvent?.(event);
  }

  return {
    slots,
    book,
    confirm: proofs.confirm,
    resendCode: proofs.resendCode,
    manage,
    reschedule: changes.reschedule,
    cancel: changes.cancel,
    settings: deps.availability,
  };
}
