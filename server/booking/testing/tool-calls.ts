import { Temporal } from "temporal-polyfill";
import type { SiteDatabase } from "../../db/database";
import { createBookingTools, type BookingCallContext } from "../assistant/tools";
import { storedAvailability } from "../store/availability";
import { createBookingService } from "../service/service";

/**
 * The booking tools over the site's booking service, on a real database with a clock the test sets, and a way to call them as
 * the provider would: `call(tool, args)` answers the line the assistant would hear.
 */
export function bookingToolsAt(site: () => SiteDatabase, startAt: string) {
  let clock = new Date(startAt);
  let calls = 0;
  const service = () =>
    createBookingService({
      site: site(),
      availability: () => storedAvailability(site().db),
      now: () => clock,
    });
  return {
    setClock: (iso: string) => (clock = new Date(iso)),
    call: (
      name: string,
      args: Record<string, unknown>,
      { id = `call-${++calls}`, ...context }: Partial<BookingCallContext> & { id?: string } = {},
    ) =>
      createBookingTools(service(), {
        now: () => Temporal.Instant.fromEpochMilliseconds(clock.getTime()),
      }).answer(
        { id, name, arguments: args },
        { source: "voice", callId: "test-call", callerTimeZone: null, ...context },
      ),
  };
}

/** The starts an answer offers, as given: "2027-03-15T14:00:00+01:00". */
export function offeredStarts(answer: string): string[] {
  return [...answer.matchAll(/\[start=([^\]]+)\]/g)].map((match) => match[1]!);
}

/** The booking reference an answer names. */
export function referenceIn(answer: string): string {
  const match = /reference is ([2-9A-Z]{4}-[2-9A-Z]{4})/.exec(answer);
  if (!match) throw new Error(`no reference in: ${answer}`);
  return match[1]!;
}
