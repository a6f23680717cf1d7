import { Temporal } from "temporal-polyfill";
import type { Slot } from "../../core/booking/free-slots";
import {
  groupSlotsByLocalDay,
  isoWithOffset,
  presentSlots,
  timeZoneName,
  type SlotDay,
} from "../../core/booking/slot-presentation";
import { normalizeTimeZone } from "../../core/booking/time-zone";
import { isIsoDate, visitorDayRange } from "../../core/booking/visitor-day";
import { SOURCE_LANGUAGE, siteLanguages, type Language } from "../../core/content/languages";
import type { BookingDoor } from "../../core/booking/booking-door";
import type { DayPage, ZoneChoice } from "./booking-views";

/** How many days with free times the picker shows at once. */
export const DAYS_SHOWN = 7;
/** Slots asked for at once: a week of days at a 30-minute step, a day or so at a 5-minute one. */
const SLOTS_PER_ASK = 1000;
/** How far back the page before this one is looked for, in calendar days. */
const DAYS_LOOKED_BACK = 21;

/**
 * The `tz` of the URL, or the agency's zone when there is none. An unknown one is named as the
 * problem, and the agency's zone shown instead.
 */
export function readZone(
  params: URLSearchParams,
  agencyZone: string,
  language: Language = SOURCE_LANGUAGE,
): { choice: ZoneChoice; problem: string | null } {
  const { locale, bookingRefusals } = siteLanguages[language];
  const asked = params.get("tz");
  const known = asked ? normalizeTimeZone(asked) : null;
  const zone = known ?? agencyZone;
  return {
    choice: {
      zone,
      name: timeZoneName(Temporal.Now.instant(), zone, locale),
      zones: zonesWith(zone),
      chosen: known !== null,
    },
    problem: asked !== null && !known ? bookingRefusals.answers.unknownTimeZone(asked) : null,
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
 * the chosen day (the page's first by default). Days are read in asks of SLOTS_PER_ASK slots,
 * so that a short slot step or a long horizon never hides the days further on.
 */
export async function slotChoice(
  booking: BookingDoor,
  meetingTypeId: string,
  zone: string,
  params: URLSearchParams,
  {
    moving,
    language = SOURCE_LANGUAGE,
  }: {
    /** The manage token of the booking being moved, whose own time is free to move into. */
    moving?: string;
    /** The page's: days, times and refusals are written in it. */
    language?: Language;
  } = {},
): Promise<SlotChoice> {
  const { bookingRefusals } = siteLanguages[language];
  const from = params.get("from") ?? "";
  const date = params.get("date") ?? "";
  if ((from && !isIsoDate(from)) || (date && !isIsoDate(date))) {
    return { ok: false, message: bookingRefusals.answers.malformedDate };
  }
  const anchor = from || date;
  const days = new FreeDays(booking, meetingTypeId, zone, { language, moving });
  const onward = await days.read(
    { from: anchor ? startOf(anchor, zone) : undefined },
    DAYS_SHOWN + 1,
  );
  if (!onward.ok) return onward;
  const shown = onward.days.slice(0, DAYS_SHOWN);
  const pageFrom = shown[0]?.date ?? "";
  const earlier = pageFrom ? await days.pageBefore(pageFrom) : { ok: true as const, from: null };
  if (!earlier.ok) return earlier;
  return {
    ok: true,
    page: {
      days: shown.map(({ date, label }) => ({ date, label })),
      pageFrom,
      laterFrom: onward.days[DAYS_SHOWN]?.date ?? null,
      earlierFrom: earlier.from,
      day: shown.find((day) => day.date === date) ?? shown[0] ?? null,
    },
  };
}

type Read<T> = ({ ok: true } & T) | Extract<SlotChoice, { ok: false }>;

/** The visitor's days with free times, read from the booking service a window at a time. */
class FreeDays {
  constructor(
    private readonly booking: BookingDoor,
    private readonly meetingTypeId: string,
    private readonly zone: string,
    private readonly asker: { language: Language; moving?: string },
  ) {}

  /** Up to `wanted` whole days with free times in [from, to). */
  async read(
    range: { from?: string; to?: string },
    wanted: number,
  ): Promise<Read<{ days: SlotDay[] }>> {
    const days: SlotDay[] = [];
    let from = range.from;
    while (days.length < wanted) {
      const answer = await this.booking.slots({
        meetingTypeId: this.meetingTypeId,
        timeZone: this.zone,
        from,
        to: range.to,
        limit: SLOTS_PER_ASK,
        ...this.asker,
      });
      if (answer.outcome !== "slots") {
        return { ok: false, message: answer.message, contactInstead: answer.contactInstead };
      }
      const { locale } = siteLanguages[this.asker.language];
      const found = groupSlotsByLocalDay(answer.slots, this.zone, locale);
      // A full answer may have cut its last day short: that day is read again, whole, next time.
      const cut = answer.slots.length === SLOTS_PER_ASK && found.length > 1;
      const whole = cut ? found.slice(0, -1) : found;
      days.push(...whole);
      if (!cut) break;
      from = startOf(found.at(-1)!.date, this.zone);
    }
    return { ok: true, days: days.slice(0, wanted) };
  }

  /** Where the page before the one starting on `pageFrom` starts: null on the first page. */
  async pageBefore(pageFrom: string): Promise<Read<{ from: string | null }>> {
    const to = startOf(pageFrom, this.zone);
    const any = await this.read({ to }, 1);
    if (!any.ok) return any;
    const first = any.days[0]?.date;
    if (!first) return { ok: true, from: null };
    const lookedBack = Temporal.PlainDate.from(pageFrom).subtract({ days: DAYS_LOOKED_BACK });
    const lookFrom =
      Temporal.PlainDate.compare(lookedBack, Temporal.PlainDate.from(first)) > 0
        ? lookedBack.toString()
        : first;
    const before = await this.read({ from: startOf(lookFrom, this.zone), to }, DAYS_LOOKED_BACK);
    if (!before.ok) return before;
    // Fewer free days than a page in the weeks looked at: the page begins at the first of them.
    return { ok: true, from: (before.days.at(-DAYS_SHOWN) ?? before.days[0])?.date ?? first };
  }
}

/** The start of the visitor's day, as the ISO 8601 instant with offset the service reads. */
const startOf = (date: string, zone: string) =>
  isoWithOffset(visitorDayRange(Temporal.PlainDate.from(date), zone).from, zone);

/** Slots offered instead of a taken one, in the visitor's zone. */
export const offeredInstead = (
  next: readonly Slot[] | undefined,
  zone: string,
  language: Language = SOURCE_LANGUAGE,
) => presentSlots(next ?? [], zone, siteLanguages[language].locale);
