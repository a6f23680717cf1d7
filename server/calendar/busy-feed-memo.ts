import type { CalendarRead } from "./busy-events";
import { meets, type ReadRange } from "./busy-span";

/**
 * The last read of a feed, kept with the text it was read from (as `comparable` gives it): a feed
 * is downloaded whole for each read (a booking's included), and reading 10,000 events again takes
 * most of a second, while a feed rarely changes between two bookings.
 */
export function feedReadMemo() {
  let kept: { text: string; range: ReadRange; zone: string; read: CalendarRead } | null = null;

  return {
    /** What the kept read says of `range`, when `text` is the same calendar and it covered it. */
    recall(text: string, range: ReadRange, zone: string): CalendarRead | null {
      if (!kept || kept.zone !== zone || !covers(kept.range, range)) return null;
      return kept.text === text ? narrowed(kept.read, range, zone) : null;
    },
    /** Keeps a read of a new text, or a wider read of the same one. */
    keep(text: string, range: ReadRange, zone: string, read: CalendarRead) {
      if (kept && kept.text === text && kept.zone === zone && !covers(range, kept.range)) return;
      kept = { text, range, zone, read };
    },
  };
}

const covers = (outer: ReadRange, inner: ReadRange) =>
  outer.from.epochMilliseconds <= inner.from.epochMilliseconds &&
  outer.to.epochMilliseconds >= inner.to.epochMilliseconds;

/**
 * A feed's text without its DTSTAMP lines, which say when it was written, not what it holds: a
 * provider may stamp every event with the time of each download, and the busy time is the same.
 */
export const comparable = (text: string) => text.replace(/^DTSTAMP[;:][^\r\n]*\r?\n/gim, "");

/** What a read says of a range inside its own. */
const narrowed = (read: CalendarRead, range: ReadRange, zone: string): CalendarRead => ({
  ...read,
  events: read.events.filter((event) => meets(event, range, zone)),
});
