import { Temporal } from "temporal-polyfill";
import type { Slot } from "../../core/booking/free-slots";
import {
  groupSlotsByLocalDay,
  presentSlots,
  timeZoneName,
} from "../../core/booking/slot-presentation";
import { normalizeTimeZone } from "../../core/booking/time-zone";
import { isIsoDate } from "../../core/booking/visitor-day";
import { bookingAnswers } from "../../core/content/booking-answers";
import type { BookingDoor } from "../../core/booking/booking-door";
import type { DayPage, ZoneChoice } from "./booking-views";

/** How many days with free times the picker shows at once. */
export const DAYS_SHOWN = 7;
const WHOLE_HORIZON = 1000;

/**
 * The `tz` of the URL, or the agency's zone when there is none. An unknown one is named as the
 * problem, and the agency's zone shown instead.
 */
export function readZone(
  params: URLSearchParams,
  agencyZone: string,
): { choice: ZoneChoice; problem: string | null } {
  const asked = params.get("tz");
  const known = asked ? normalizeTimeZone(asked) : null;
  const zone = known ?? agencyZone;
  return {
    choice: {
      zone,
      name: timeZoneName(Temporal.Now.instant(), zone),
      zones: zonesWith(zone),
      chosen: known !== null,
    },
    problem: asked !== null && !known ? bookingAnswers.unknownTimeZone(asked) : null,
  };
}

function zonesWith(zone: string): string[] {
  const known = Intl.supportedValuesOf("timeZone");
  return known.includes(zone) ? known : [...known, zone].sort();
}

/** `contactInstead`: booking is unavailable right now, and the contact form is the way. */
export type SlotChoice =
  { ok: true; page: DayPage } | { ok: false; message: string; contactInstead?: true };

/**
 * A page of days with free times in the visitor's zone, from `from` on, and the free times of
 * the chosen day (the page's first by default).
 */
export async function slotChoice(
  booking: BookingDoor,
  meetingTypeId: string,
  zone: string,
  params: URLSearchParams,
): Promise<SlotChoice> {
  const from = params.get("from") ?? "";
  const date = params.get("date") ?? "";
  if ((from && !isIsoDate(from)) || (date && !isIsoDate(date))) {
    return { ok: false, message: bookingAnswers.malformedDate };
  }
  const answer = await booking.slots({ meetingTypeId, timeZone: zone, limit: WHOLE_HORIZON });
  if (answer.outcome !== "slots") {
    return { ok: false, message: answer.message, contactInstead: answer.contactInstead };
  }
  const all = groupSlotsByLocalDay(answer.slots, zone);
  const anchor = from || date;
  const found = anchor ? all.findIndex((day) => day.date >= anchor) : 0;
  const start = found < 0 ? all.length : found;
  const shown = all.slice(start, start + DAYS_SHOWN);
  return {
    ok: true,
    page: {
      days: shown.map(({ date, label }) => ({ date, label })),
      pageFrom: shown[0]?.date ?? "",
      laterFrom: all[start + DAYS_SHOWN]?.date ?? null,
      earlierFrom: start === 0 ? null : all[Math.max(0, start - DAYS_SHOWN)]!.date,
      day: shown.find((day) => day.date === date) ?? shown[0] ?? null,
    },
  };
}

/** Slots offered instead of a taken one, in the visitor's zone. */
export const offeredInstead = (next: readonly Slot[] | undefined, zone: string) =>
  presentSlots(next ?? [], zone);
