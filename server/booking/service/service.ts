import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import type { BusyInterval } from "../../../core/booking/busy-time";
import { bookableWindow, freeSlots, type Slot } from "../../../core/booking/free-slots";
import { checkStart, nextFreeSlots } from "../../../core/booking/slot-check";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import { instantOnDate } from "../../../core/booking/time-of-day";
import { slotRefusals } from "../../../core/content/booking";
import { bookingAnswers } from "../../../core/content/booking-answers";
import type { Booking } from "../store/booking";
import { cancelBooking, rescheduleBooking } from "../store/changes";
import { findByIdempotencyKey, findByReference, heldTimes } from "../store/lookup";
import type { BookingSource } from "../../db/schema";
import { createBooking, type BookingSite } from "../store/bookings";
import { findByManageToken } from "../store/manage-tokens";
import type {
  AvailabilityProvider,
  BookingSettings,
  CalendarBusyTime,
  CalendarBusyTimes,
} from "./settings";
import { ownInvitationUids } from "../store/uids";
import { parseSlotRequest, parseVisitorStart, type SlotRequest } from "./input";
import { addressKey } from "../store/caps";
import { cappedMessage, createProofSteps, standingOf, type BookingTrust } from "./proof";

/** How many next free slots a refusal offers instead. */
export const NEXT_SLOTS_OFFERED = 3;

/** `contactInstead`: booking cannot be offered now at all, and the contact form is the way. */
export type Refused = { outcome: "refused"; message: string; contactInstead?: true };

export type SlotsAnswer =
  { outcome: "slots"; meetingType: MeetingType; timeZone: string; slots: Slot[] } | Refused;

export interface BookInput {
  meetingTypeId: string;
  /** The ISO 8601 start with offset, exactly as a slot was offered. */
  start: string;
  visitor: { name: string; email?: string | null; phone?: string | null; timeZone: string };
  notes?: string;
  source: BookingSource;
  /** The tool call id; without one, the person and the slot make the key. */
  idempotencyKey?: string;
  /** Where it was booked from, for the listeners of its event; not stored. */
  origin?: BookingOrigin;
  /**
   * The caller's number as the voice provider's signed report names it: a booking that gives
   * this number is proven by it, and no hold. Only a way in that checked the provider's secret
   * may pass one.
   */
  provenPhone?: string | null;
  /** The call or chat it was made in (`call:<id>`, `chat:<session>`), which the caps count by. */
  session?: string | null;
}

/**
 * Where a booking was made from, as its way in knows it, for counting it (insights): the call's or
 * chat's id and the call button's place from the call's metadata, or the web visitor's address
 * and user agent. Handed to the `booking.created` event, never stored.
 */
export interface BookingOrigin {
  callId?: string | null;
  placement?: string | null;
  address?: string;
  userAgent?: string;
}

/** A slot someone else holds: the refusal in words, and the next free slots instead. */
export type SlotTakenAnswer = { outcome: "slot-taken"; message: string; next: Slot[] };

export type BookAnswer =
  /** `manageToken` is null when the same request booked before: its links went out then. */
  | { outcome: "booked"; booking: Booking; meetingType: MeetingType; manageToken: string | null }
  /**
   * Held until the code e-mailed to `booking.visitor.email` is typed back; `manageToken` opens
   * the page that takes it (null when the same request held it before).
   */
  | { outcome: "held"; booking: Booking; meetingType: MeetingType; manageToken: string | null }
  /**
   * No hold could be made: a cap on upcoming bookings is reached, there is no e-mail address to
   * prove, or the code cannot be e-mailed (`contactInstead`: the contact form is the way now).
   */
  | { outcome: "not-held"; message: string; contactInstead?: true }
  | SlotTakenAnswer
  | Refused
  | { outcome: "invalid"; message: string; problems: string[] };

/** A booking named by its manage link, or by its reference and the contact it was made with. */
export type BookingLocator =
  { manageToken: string } | { reference: string; email?: string | null; phone?: string | null };

export type ChangeAnswer =
  | { outcome: "changed"; booking: Booking; meetingType: MeetingType | null }
  | { outcome: "not-found"; message: string }
  /** Cancelled before (or just now, for a cancel): the manage link says so. */
  | { outcome: "cancelled"; booking: Booking; message: string }
  | { outcome: "past"; booking: Booking | null; message: string }
  | SlotTakenAnswer
  | Refused
  | { outcome: "invalid"; message: string; problems: string[] };

export type ManagedBooking = {
  booking: Booking;
  meetingType: MeetingType | null;
  /** What the manage page may offer: a change, the code of a hold, or only the words why not. */
  state: "held" | "upcoming" | "past" | "cancelled";
};

/** What the service tells the rest of the site, once committed (the seam for leads and e-mails). */
export type BookingEvent = {
  type: "booking.created" | "booking.rescheduled" | "booking.cancelled";
  booking: Booking;
  meetingType: MeetingType | null;
  /** A new booking's way in, when it said (`booking.created` only). */
  origin?: BookingOrigin;
};

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
 * through the store, whose database has the final word on a slot.
 */
export function createBookingService(deps: BookingServiceDeps) {
  const { site, now = () => new Date() } = deps;

  async function settingsFor(meetingTypeId: string) {
    const settings = await deps.availability();
    const meetingType = settings.meetingTypes.find((type) => type.id === meetingTypeId) ?? null;
    return { settings, meetingType };
  }

  /**
   * The busy time around [from, to): whole agency days either side, for the daily limit. The
   * bookings held, and the calendars' events (cached, or read afresh before a commit) other than
   * the site's own bookings' events; null while the calendars cannot be trusted.
   */
  async function busyAround(
    settings: BookingSettings,
    from: Temporal.Instant,
    to: Temporal.Instant,
    { except, fresh = false }: { except?: string; fresh?: boolean } = {},
  ): Promise<{ held: BusyInterval[]; all: BusyInterval[] } | null> {
    const range = { from: from.subtract({ hours: 24 }), to: to.add({ hours: 24 }) };
    const [heldRows, events] = await Promise.all([
      heldTimes(site.db, {
        from: new Date(range.from.epochMilliseconds),
        to: new Date(range.to.epochMilliseconds),
        now: now(),
      }),
      calendarBusy(range, settings.availability.timeZone, fresh),
    ]);
    if (!events) return null;
    // The held range has its buffers already: the engine adds only the new slot's own.
    const held: BusyInterval[] = heldRows
      .filter((time) => time.bookingId !== except)
      .map((time) => ({
        start: Temporal.Instant.from(time.from),
        end: Temporal.Instant.from(time.until),
        meetingTypeId: time.meetingTypeId,
      }));
    const own = await ownInvitationUids(
      site.db,
      events.map((event) => event.uid),
    );
    const outside = events
      .filter((event) => !own.has(event.uid))
      .map(({ start, end }) => ({ start, end }));
    return { held, all: [...held, ...outside] };
  }

  async function calendarBusy(
    range: { from: Temporal.Instant; to: Temporal.Instant },
    timeZone: string,
    fresh: boolean,
  ): Promise<CalendarBusyTime[] | null> {
    if (!deps.calendar) return [];
    return fresh ? deps.calendar.confirm(range, timeZone) : deps.calendar.busy(range, timeZone);
  }

  function engineSettings(
    settings: BookingSettings,
    meetingType: MeetingType,
    busy: BusyInterval[],
  ) {
    return {
      meetingType,
      availability: settings.availability,
      busy,
      now: Temporal.Instant.fromEpochMilliseconds(now().getTime()),
    };
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

  async function slotTaken(
    settings: BookingSettings,
    meetingType: MeetingType,
    after: Temporal.Instant,
    except?: string,
  ): Promise<SlotTakenAnswer> {
    const { to } = bookableWindow(meetingType, settings.availability, after);
    const busy = await busyAround(settings, after, to, { except });
    const next = busy
      ? nextFreeSlots(engineSettings(settings, meetingType, busy.all), after, NEXT_SLOTS_OFFERED)
      : [];
    return { outcome: "slot-taken", message: refusalMessage("taken", meetingType), next };
  }

  async function book(input: BookInput): Promise<BookAnswer> {
    const { settings, meetingType } = await settingsFor(input.meetingTypeId);
    if (!meetingType) return refused(bookingAnswers.unknownMeetingType);
    const earlier =
      input.idempotencyKey && (await findByIdempotencyKey(site.db, input.idempotencyKey, now()));
    if (earlier) return sameAgain(earlier, meetingType);
    const start = parseVisitorStart(input.start, input.visitor.timeZone, meetingType);
    if (!start.ok) return refused(start.message);
    const standing = standingOf(deps.trust, input.visitor, input.provenPhone, now());
    if ("refused" in standing) {
      return {
        outcome: "not-held",
        message: standing.refused,
        contactInstead: standing.contactInstead,
      };
    }
    const busy = await busyAround(settings, start.instant, start.instant, { fresh: true });
    if (!busy) return calendarUnavailable;
    const check = checkStart(engineSettings(settings, meetingType, busy.all), start.instant);
    if (!check.free && check.reason !== "taken") {
      return refused(refusalMessage(check.reason, meetingType));
    }
    // A time only a booking holds goes on to the database, which knows whether it is this
    // person's own booking; a time the calendar holds is taken, whoever asks.
    if (
      !check.free &&
      checkStart(engineSettings(settings, meetingType, busy.held), start.instant).free
    ) {
      return slotTaken(settings, meetingType, start.instant);
    }
    const end = start.instant.add({ minutes: meetingType.lengthMinutes });
    const outcome = await createBooking(
      site,
      {
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
      },
      now(),
    );
    switch (outcome.outcome) {
      case "held":
        return (await proofs.sendFirstCode({ ...outcome, meetingType }))
          ? {
              outcome: "held",
              booking: outcome.booking,
              meetingType,
              manageToken: outcome.manageToken,
            }
          : { outcome: "not-held", message: bookingAnswers.codeNotSent, contactInstead: true };
      case "capped":
        return { outcome: "not-held", message: cappedMessage(deps.trust, outcome.cap) };
      case "booked":
        await tell({
          type: "booking.created",
          booking: outcome.booking,
          meetingType,
          origin: input.origin,
        });
        return {
          outcome: "booked",
          booking: outcome.booking,
          meetingType,
          manageToken: outcome.manageToken,
        };
      // The same person and time by another request hears what anyone else would: whether an
      // address holds a time is nobody's to learn.
      case "existing":
        return outcome.sameRequest
          ? sameAgain(outcome.booking, meetingType)
          : slotTaken(settings, meetingType, start.instant);
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

  /** A request made before (the same tool call): its answer again, and no second code. */
  function sameAgain(booking: Booking, meetingType: MeetingType): BookAnswer {
    return {
      outcome: booking.heldUntil ? "held" : "booked",
      booking,
      meetingType,
      manageToken: null,
    };
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
    const busy = await busyAround(settings, start.instant, start.instant, {
      except: booking.id,
      fresh: true,
    });
    if (!busy) return calendarUnavailable;
    const check = checkStart(engineSettings(settings, meetingType, busy.all), start.instant);
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
    if (booking.heldUntil) return refused(bookingAnswers.notConfirmedYet);
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
      case "held":
        return refused(bookingAnswers.notConfirmedYet);
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

  return {
    slots,
    book,
    confirm: proofs.confirm,
    resendCode: proofs.resendCode,
    manage,
    reschedule,
    cancel,
    settings: deps.availability,
  };
}

/** The type's daily limit over the agency day `start` falls in, for the write to count again. */
function dailyCapOf(settings: BookingSettings, meetingType: MeetingType, start: Temporal.Instant) {
  if (meetingType.maxPerDay === null) return undefined;
  const zone = settings.availability.timeZone;
  const day = start.toZonedDateTimeISO(zone).toPlainDate();
  const at = (time: string) => new Date(instantOnDate(day, time, zone).epochMilliseconds);
  return { max: meetingType.maxPerDay, dayFrom: at("00:00"), dayTo: at("24:00") };
}

const refused = (message: string): Refused => ({ outcome: "refused", message });
const calendarUnavailable: Refused = {
  outcome: "refused",
  message: bookingAnswers.calendarUnavailable,
  contactInstead: true,
};
const invalid = (problems: string[]) => ({
  outcome: "invalid" as const,
  message: bookingAnswers.invalid(problems),
  problems,
});
