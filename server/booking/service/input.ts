import type { Temporal } from "temporal-polyfill";
import type { MeetingType } from "../../../core/booking/availability-schema";
import { MAX_SLOTS_PER_QUERY } from "../../../core/booking/free-slots";
import { refusalMessage } from "../../../core/booking/slot-refusal";
import { MalformedStartError, parseStartInstant } from "../../../core/booking/start-time";
import { normalizeTimeZone } from "../../../core/booking/time-zone";
import {
  MalformedDateError,
  parseIsoDate,
  visitorDayRange,
} from "../../../core/booking/visitor-day";
import type { Language } from "../../../core/content/languages";
import type { RefusalWords } from "./refusal-words";

/** Which slots a caller asks for: a day where they are, a range, or neither (the next free ones). */
export interface SlotRequest {
  meetingTypeId: string;
  /** ISO 8601 with offset; slots that start in [from, to). */
  from?: string;
  to?: string;
  /** "2027-03-16" in `timeZone`: that whole day of the visitor's. */
  date?: string;
  /** The visitor's IANA zone: the day's bounds and the words are theirs. */
  timeZone: string;
  limit?: number;
  /** The booking being moved, by its id: its own held time does not block its new one. */
  except?: string;
  /** The asker's (the page's, the call's): the refusals are written in it. */
  language?: Language;
}

type Refusal = { ok: false; message: string };

export const DEFAULT_SLOT_LIMIT = 50;

/** The request's window in instants, inside the bookable window, or the words why it is unusable. */
export function parseSlotRequest(
  request: SlotRequest,
  window: { from: Temporal.Instant; to: Temporal.Instant },
  { answers: say, slots }: RefusalWords,
):
  | { ok: true; from: Temporal.Instant; to: Temporal.Instant; timeZone: string; limit: number }
  | Refusal {
  const timeZone = normalizeTimeZone(request.timeZone);
  if (!timeZone) return { ok: false, message: say.unknownTimeZone(request.timeZone) };
  let range = window;
  try {
    if (request.date !== undefined) {
      range = visitorDayRange(parseIsoDate(request.date), timeZone);
    } else if (request.from !== undefined || request.to !== undefined) {
      range = {
        from: request.from === undefined ? window.from : parseStartInstant(request.from),
        to: request.to === undefined ? window.to : parseStartInstant(request.to),
      };
    }
  } catch (error) {
    if (error instanceof MalformedDateError) return { ok: false, message: say.malformedDate };
    if (error instanceof MalformedStartError) return { ok: false, message: slots.malformed };
    throw error;
  }
  // Only `to` (or only `from`) outside the window is no slots, not a range given backwards.
  const bothGiven = request.from !== undefined && request.to !== undefined;
  if (bothGiven && range.from.epochNanoseconds > range.to.epochNanoseconds) {
    return { ok: false, message: say.rangeBackwards };
  }
  const limit = Math.min(
    Math.max(Math.trunc(request.limit ?? DEFAULT_SLOT_LIMIT) || 1, 1),
    MAX_SLOTS_PER_QUERY,
  );
  return {
    ok: true,
    from: latest(range.from, window.from),
    to: earliest(range.to, window.to),
    timeZone,
    limit,
  };
}

/** A start as a visitor sends it, in their zone: the instant, or the words why it is refused. */
export function parseVisitorStart(
  text: string,
  timeZone: string,
  meetingType: MeetingType,
  words: RefusalWords,
): { ok: true; instant: Temporal.Instant; timeZone: string } | Refusal {
  const zone = normalizeTimeZone(timeZone);
  if (!zone) return { ok: false, message: words.answers.unknownTimeZone(timeZone) };
  try {
    return { ok: true, instant: parseStartInstant(text), timeZone: zone };
  } catch (error) {
    if (error instanceof MalformedStartError) {
      return { ok: false, message: refusalMessage("malformed", meetingType, words.slots) };
    }
    throw error;
  }
}

const latest = (a: Temporal.Instant, b: Temporal.Instant) =>
  a.epochNanoseconds >= b.epochNanoseconds ? a : b;
const earliest = (a: Temporal.Instant, b: Temporal.Instant) =>
  a.epochNanoseconds <= b.epochNanoseconds ? a : b;
