import type { MeetingType } from "../../../core/booking/availability-schema";
import { checkStart } from "../../../core/booking/slot-check";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import type { Booking, BookingSite } from "../store/booking";
import { cancelBooking, rescheduleBooking } from "../store/changes";
import type { BookingSettings } from "../store/settings";
import { dailyCapOf, type createBusyAround } from "./busy-around";
import { parseVisitorStart } from "./input";
import {
  calendarUnavailable,
  invalid,
  refused,
  type BookingEvent,
  type BookingLocator,
  type ChangeAnswer,
} from "./outcomes";
import { refusalsIn, type RefusalWords } from "./refusal-words";

/**
 * The changes of a booking made (a move, a cancel), by whoever names it: the visitor's link, the
 * assistant's reference and contact, or staff. A hold is no booking to change until it is proven.
 */
export function createChangeSteps({
  site,
  locate,
  settingsFor,
  busy: { busyAround, engineSettings, slotTaken },
  tell,
  now,
}: {
  site: BookingSite;
  locate: (locator: BookingLocator) => Promise<Booking | null>;
  settingsFor: (
    meetingTypeId: string,
  ) => Promise<{ settings: BookingSettings; meetingType: MeetingType | null }>;
  busy: ReturnType<typeof createBusyAround>;
  tell: (event: BookingEvent) => Promise<void>;
  now: () => Date;
}) {
  async function reschedule(
    locator: BookingLocator,
    newStart: string,
    timeZone: string,
    actor = "visitor",
  ): Promise<ChangeAnswer> {
    const booking = await locate(locator);
    if (!booking) return notFound();
    const words = refusalsIn(booking.language);
    const unchangeable = refusalOfChange(booking, words.answers);
    if (unchangeable) return unchangeable;
    const { settings, meetingType } = await settingsFor(booking.meetingTypeId);
    if (!meetingType) return refused(words.answers.meetingTypeWithdrawn);
    const start = parseVisitorStart(newStart, timeZone, meetingType, words);
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
    if (!check) return calendarUnavailable(words.answers);
    if (!check.free) {
      return check.reason === "taken"
        ? slotTaken(settings, meetingType, start.instant, words.slots, booking.id)
        : refused(refusalMessage(check.reason, meetingType, words.slots));
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
      return slotTaken(settings, meetingType, start.instant, words.slots, booking.id);
    }
    return changeAnswer(outcome, booking, meetingType, "booking.rescheduled");
  }

  async function cancel(locator: BookingLocator, actor = "visitor"): Promise<ChangeAnswer> {
    const booking = await locate(locator);
    if (!booking) return notFound();
    const unchangeable = refusalOfChange(booking, refusalsIn(booking.language).answers);
    if (unchangeable) return unchangeable;
    const outcome = await cancelBooking(site, booking.id, actor, now());
    const { meetingType } = await settingsFor(booking.meetingTypeId);
    return changeAnswer(outcome, booking, meetingType, "booking.cancelled");
  }

  // No booking, no language of its own: the asker's way in words "not found" itself (the tools'
  // notChanged, the manage page's missing link), so this is the source's.
  const notFound = (): ChangeAnswer => ({
    outcome: "not-found",
    message: refusalsIn().answers.notFound,
  });

  function refusalOfChange(booking: Booking, say: RefusalWords["answers"]): ChangeAnswer | null {
    if (booking.status === "cancelled") {
      return { outcome: "cancelled", booking, message: say.cancelled };
    }
    if (booking.heldUntil) return refused(say.notConfirmedYet);
    if (booking.status !== "confirmed" || Date.parse(booking.startsAt) <= now().getTime()) {
      return { outcome: "past", booking, message: say.past };
    }
    return null;
  }

  async function changeAnswer(
    outcome: Awaited<ReturnType<typeof cancelBooking>>,
    before: Booking,
    meetingType: MeetingType | null,
    event: BookingEvent["type"],
  ): Promise<ChangeAnswer> {
    const words = refusalsIn(before.language);
    const { answers: say, slots } = words;
    switch (outcome.outcome) {
      case "changed":
        await tell({ type: event, booking: outcome.booking, meetingType });
        return { outcome: "changed", booking: outcome.booking, meetingType };
      case "cancelled":
        return {
          outcome: "cancelled",
          booking: outcome.booking,
          message: say.cancelled,
        };
      case "past":
      case "not-begun":
        return { outcome: "past", booking: before, message: say.past };
      case "not-found":
        return notFound();
      case "held":
        return refused(say.notConfirmedYet);
      case "invalid":
        return invalid(outcome.problems, words);
      case "slot-taken":
        return refused(slots.taken);
      case "day-full":
        return refused(slots.dayFull);
    }
  }

  return { reschedule, cancel };
}
