import { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import type { BusyInterval } from "../../../core/booking/busy-time";
import { bookableWindow } from "../../../core/booking/free-slots";
import { checkStart, nextFreeSlots } from "../../../core/booking/slot-check";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import { instantOnDate } from "../../../core/booking/time-of-day";
import type { BookingSite } from "../store/booking";
import { heldTimes } from "../store/lookup";
import { ownInvitationUids } from "../store/uids";
import { refused, type BookAnswer, type SlotTakenAnswer } from "./outcomes";
import type { RefusalWords } from "./refusal-words";
import type { BookingSettings } from "../store/settings";

/** How many next free slots a refusal offers instead. */
export const NEXT_SLOTS_OFFERED = 3;

/**
 * What the slot engine is asked against: the bookings held, and the team's calendars' events
 * other than the site's own bookings' events.
 */
export function createBusyAround({
  site,
  calendar,
  now,
}: {
  site: Pick<BookingSite, "db">;
  calendar?: CalendarBusyTimes;
  now: () => Date;
}) {
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
    if (!calendar) return [];
    return fresh ? calendar.confirm(range, timeZone) : calendar.busy(range, timeZone);
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

  /** The time was taken: the refusal in `words`, with the next free slots after it. */
  async function slotTaken(
    settings: BookingSettings,
    meetingType: MeetingType,
    after: Temporal.Instant,
    words: RefusalWords["slots"],
    except?: string,
  ): Promise<SlotTakenAnswer> {
    const { to } = bookableWindow(meetingType, settings.availability, after);
    const busy = await busyAround(settings, after, to, { except });
    const next = busy
      ? nextFreeSlots(engineSettings(settings, meetingType, busy.all), after, NEXT_SLOTS_OFFERED)
      : [];
    return { outcome: "slot-taken", message: refusalMessage("taken", meetingType, words), next };
  }

  /**
   * Why a booking may not start at `start` against `busy`, or null to go on to the database. A
   * time only a booking holds goes on, since the database knows whether it is this person's own
   * booking; a time the calendar holds is taken, whoever asks.
   */
  async function startRefusal(
    settings: BookingSettings,
    meetingType: MeetingType,
    start: Temporal.Instant,
    busy: { held: BusyInterval[]; all: BusyInterval[] },
    words: RefusalWords["slots"],
  ): Promise<BookAnswer | null> {
    const check = checkStart(engineSettings(settings, meetingType, busy.all), start);
    if (check.free) return null;
    if (check.reason !== "taken") return refused(refusalMessage(check.reason, meetingType, words));
    return checkStart(engineSettings(settings, meetingType, busy.held), start).free
      ? slotTaken(settings, meetingType, start, words)
      : null;
  }

  return { busyAround, engineSettings, slotTaken, startRefusal };
}

/** The type's daily limit over the agency day `start` falls in, for the write to count again. */
export function dailyCapOf(
  settings: BookingSettings,
  meetingType: MeetingType,
  start: Temporal.Instant,
) {
  if (meetingType.maxPerDay === null) return undefined;
  const zone = settings.availability.timeZone;
  const day = start.toZonedDateTimeISO(zone).toPlainDate();
  const at = (time: string) => new Date(instantOnDate(day, time, zone).epochMilliseconds);
  return { max: meetingType.maxPerDay, dayFrom: at("00:00"), dayTo: at("24:00") };
}

/** Time one of the team's calendars holds (server/calendar/), with its event's UID. */
export type CalendarBusyTime = { uid: string; start: Temporal.Instant; end: Temporal.Instant };

/**
 * The team's calendars, as bookings must respect them: `busy` is the cached read, for offering
 * slots; `confirm` reads afresh, right before a booking or a move commits. Either answers null
 * while a calendar cannot be read and its last good read is too old to trust.
 */
export interface CalendarBusyTimes {
  busy(range: TimeRange, timeZone: string): Promise<CalendarBusyTime[] | null>;
  confirm(range: TimeRange, timeZone: string): Promise<CalendarBusyTime[] | null>;
}

type TimeRange = { from: Temporal.Instant; to: Temporal.Instant };
