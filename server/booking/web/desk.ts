import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import type { BusyInterval } from "../../../core/booking/busy-time";
import { checkStart } from "../../../core/booking/slot-check";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import { slotRefusals } from "../../../core/content/booking";
import { bookingRequestProblems } from "../../../core/content/booking-answers";
import { appointmentErrors } from "../../../core/booking/settings-words";
import {
  dateOverrideFromForm,
  meetingTypeFromForm,
  weeklyHoursFromForm,
} from "./availability-form";
import {
  addDateOverride,
  removeDateOverride,
  saveMeetingType,
  saveWeeklyHours,
  settingsLog,
  storedAvailability,
  type SettingsChange,
} from "../store/availability";
import type { Booking, BookingFollowUp, BookingSite } from "../store/booking";
import { cancelBooking, markNoShow, rescheduleBooking, type ChangeOutcome } from "../store/changes";
import { findBooking, heldTimes, listBookings } from "../store/lookup";
import { problemsInWords } from "../store/request";
import type { SiteDatabase } from "../../db/database";
import { leadBookings, logOnLead, type StaffBookingAction } from "./lead-bookings";

export type { Booking } from "../store/booking";
export type { BookingSettings } from "../store/settings";
export type { LeadBooking } from "./lead-bookings";

/**
 * Told once staff moved or cancelled a booking. The visitor's e-mail about it is queued in the
 * change's own transaction (the site's booking follow-up); this wakes the outbox to send it.
 */
export type TellVisitor = (change: {
  kind: "rescheduled" | "cancelled";
  booking: Booking;
}) => Promise<void>;

type Form = Pick<FormData, "get" | "getAll">;
export type DeskAnswer = { ok: true; booking?: Booking } | { ok: false; problems: string[] };

const MINUTE_MS = 60_000;

/**
 * The inbox's door to booking: the availability settings staff edit, and the appointments they
 * see and change. Every change names the staff member, and is logged by the store.
 */
export function createBookingDesk({
  database,
  followUp,
  tellVisitor,
  now = () => new Date(),
}: {
  database: SiteDatabase;
  /** What each change writes besides (its lead and messages), as the site's booking ways do. */
  followUp?: BookingFollowUp;
  tellVisitor?: TellVisitor;
  now?: () => Date;
}) {
  const site: BookingSite = {
    db: database.db,
    kind: database.kind,
    transactions: database.transactions,
    followUp,
  };
  const settingsAnswer = async (change: Promise<SettingsChange>): Promise<DeskAnswer> => {
    const result = await change;
    return result.ok ? { ok: true } : result;
  };
  /** The site for a change staff make: it logs the change on the booking's lead in its transaction. */
  const loggedOnLead = (action: StaffBookingAction, actor: string): BookingSite => ({
    ...site,
    followUp: async (trx, change) => {
      const booking = followUp ? await followUp(trx, change) : change.booking;
      await logOnLead(trx, booking, action, actor);
      return booking;
    },
  });
  const told = async (outcome: ChangeOutcome, kind: "rescheduled" | "cancelled") => {
    const answer = changeAnswer(outcome);
    if (answer.ok && answer.booking && tellVisitor)
      await tellVisitor({ kind, booking: answer.booking });
    return answer;
  };
  return {
    settings: () => storedAvailability(database.db),
    log: () => settingsLog(database.db),
    saveMeetingType: (actor: string, form: Form) =>
      settingsAnswer(saveMeetingType(database, meetingTypeFromForm(form), actor, now())),
    saveWeeklyHours: (actor: string, form: Form) => {
      const read = weeklyHoursFromForm(form);
      if (!read.ok) return Promise.resolve(read);
      return settingsAnswer(saveWeeklyHours(database, read.value, actor, now()));
    },
    addDateOverride: (actor: string, form: Form) => {
      const read = dateOverrideFromForm(form);
      if (!read.ok) return Promise.resolve(read);
      return settingsAnswer(addDateOverride(database, read.value, actor, now()));
    },
    removeDateOverride: (actor: string, date: string) =>
      settingsAnswer(removeDateOverride(database, date.slice(0, 20), actor, now())),

    appointments: (range: { from: Date; to: Date }) =>
      listBookings(database.db, { ...range, statuses: ["confirmed", "no_show", "cancelled"] }),
    /** Moves a booking to `date` and `time` in the agency's zone, if the hours offer that start. */
    reschedule: async (actor: string, bookingId: string, form: Form): Promise<DeskAnswer> => {
      const booking = await findBooking(database.db, bookingId.slice(0, 64));
      if (!booking) return { ok: false, problems: [appointmentErrors.notFound] };
      const { meetingTypes, availability } = await storedAvailability(database.db);
      const start = wallTime(form, availability.timeZone);
      if (!start) return { ok: false, problems: [appointmentErrors.newStart] };
      const meetingType = typeOf(booking, meetingTypes);
      const at = now();
      const verdict = checkStart(
        {
          // Staff agree a time with the visitor, so the visitor's minimum notice does not bind them.
          meetingType: { ...meetingType, minimumNoticeMinutes: 0 },
          availability,
          busy: await busyBesides(database, booking, start, meetingType, at),
          now: Temporal.Instant.fromEpochMilliseconds(at.getTime()),
        },
        start,
      );
      if (!verdict.free)
        return { ok: false, problems: [refusalMessage(verdict.reason, meetingType)] };
      const startsAt = new Date(start.epochMilliseconds);
      const outcome = await rescheduleBooking(
        loggedOnLead("booking-rescheduled", actor),
        booking.id,
        {
          startsAt,
          endsAt: new Date(startsAt.getTime() + meetingType.lengthMinutes * MINUTE_MS),
          bufferBeforeMinutes: meetingType.bufferBeforeMinutes,
          bufferAfterMinutes: meetingType.bufferAfterMinutes,
          actor,
        },
        at,
      );
      return told(outcome, "rescheduled");
    },
    cancel: async (actor: string, bookingId: string) =>
      told(
        await cancelBooking(
          loggedOnLead("booking-cancelled", actor),
          bookingId.slice(0, 64),
          actor,
          now(),
        ),
        "cancelled",
      ),
    markNoShow: async (actor: string, bookingId: string) =>
      changeAnswer(
        await markNoShow(
          loggedOnLead("booking-no-show", actor),
          bookingId.slice(0, 64),
          actor,
          now(),
        ),
      ),
    /** A lead's bookings with their logs, for the lead's page. */
    ofLead: (leadId: string) => leadBookings(database, leadId.slice(0, 64)),
  };
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;

/** The `date` and `time` fields as an instant in the agency's zone, or null when unreadable. */
function wallTime(form: Form, timeZone: string): Temporal.Instant | null {
  const date = String(form.get("date") ?? "").slice(0, 10);
  const time = String(form.get("time") ?? "").slice(0, 5);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  try {
    return Temporal.PlainDateTime.from(`${date}T${time}`, { overflow: "reject" })
      .toZonedDateTime(timeZone)
      .toInstant();
  } catch {
    return null;
  }
}

/** The booking's own type; one since removed from the settings keeps the booking's own times. */
function typeOf(booking: Booking, meetingTypes: MeetingType[]): MeetingType {
  const own = meetingTypes.find((type) => type.id === booking.meetingTypeId);
  if (own) return own;
  const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / MINUTE_MS;
  return {
    ...meetingTypes[0]!,
    id: booking.meetingTypeId,
    lengthMinutes: minutes(booking.startsAt, booking.endsAt),
    bufferBeforeMinutes: minutes(booking.blockedFrom, booking.startsAt),
    bufferAfterMinutes: minutes(booking.endsAt, booking.blockedUntil),
  };
}

/** Every other booking's held time around the new start: the booking never blocks itself. */
async function busyBesides(
  database: SiteDatabase,
  booking: Booking,
  start: Temporal.Instant,
  meetingType: MeetingType,
  now: Date,
): Promise<BusyInterval[]> {
  const day = 24 * 60 * MINUTE_MS;
  const held = await heldTimes(database.db, {
    from: new Date(start.epochMilliseconds - day),
    to: new Date(start.epochMilliseconds + day + meetingType.lengthMinutes * MINUTE_MS),
    now,
  });
  const instant = (iso: string) => Temporal.Instant.from(iso);
  return held
    .filter((other) => other.bookingId !== booking.id)
    .map((other) => ({
      start: instant(other.startsAt),
      end: instant(other.endsAt),
      meetingTypeId: other.meetingTypeId,
      bufferBeforeMinutes: (Date.parse(other.startsAt) - Date.parse(other.from)) / MINUTE_MS,
      bufferAfterMinutes: (Date.parse(other.until) - Date.parse(other.endsAt)) / MINUTE_MS,
    }));
}

function changeAnswer(outcome: ChangeOutcome): DeskAnswer {
  switch (outcome.outcome) {
    case "changed":
      return { ok: true, booking: outcome.booking };
    // Staff never see a hold: its id is one they cannot have.
    case "not-found":
    case "held":
      return { ok: false, problems: [appointmentErrors.notFound] };
    case "cancelled":
      return { ok: false, problems: [appointmentErrors.cancelled] };
    case "not-begun":
      return { ok: false, problems: [appointmentErrors.notBegun] };
    case "slot-taken":
      return { ok: false, problems: [appointmentErrors.taken] };
    // Staff moves name no daily limit: they agree the time with the visitor.
    case "day-full":
      return { ok: false, problems: [slotRefusals.dayFull] };
    case "past":
      return { ok: false, problems: [appointmentErrors.past] };
    case "invalid":
      // Staff read the agency's language.
      return { ok: false, problems: problemsInWords(outcome.problems, bookingRequestProblems) };
  }
}
