import { Temporal } from "temporal-polyfill";
import type { SiteDatabase } from "../../db/database";
import { createBookingTools, type BookingCallContext } from "../assistant/tools";
import { storedAvailability } from "../store/availability";
import { createBookingService } from "../service/service";
import type { BookingTrust } from "../service/proof";
import { codeInbox } from "./code-inbox";
import { bookingTools } from "../../../core/content/booking-assistant";
import { tagValues } from "../../../core/booking/tool-line-tags";

/**
 * The booking tools over the site's booking service, on a real database with a clock the test sets, and a way to call them as
 * the provider would: `call(tool, args)` answers the line the assistant would hear.
 */
export function bookingToolsAt(
  site: () => SiteDatabase,
  startAt: string,
  trust: Partial<BookingTrust> = {},
) {
  let clock = new Date(startAt);
  let calls = 0;
  const inbox = codeInbox(trust);
  const service = () =>
    createBookingService({
      site: site(),
      availability: () => storedAvailability(site().db),
      trust: inbox.trust,
      now: () => clock,
    });
  type Context = Partial<BookingCallContext> & { id?: string };
  const call = (
    name: string,
    args: Record<string, unknown>,
    { id = `call-${++calls}`, ...context }: Context = {},
  ) =>
    createBookingTools(service(), {
      now: () => Temporal.Instant.fromEpochMilliseconds(clock.getTime()),
    }).answer(
      { id, name, arguments: args },
      { source: "voice", callId: "test-call", callerTimeZone: null, ...context },
    );
  return {
    /** Each hold's code, as the caller's mailbox got it. */
    inbox,
    setClock: (iso: string) => (clock = new Date(iso)),
    call,
    /**
     * book_appointment as a caller who then reads back the code e-mailed to them: the answer of
     * confirm_appointment, or book_appointment's own when it held nothing.
     */
    async bookConfirmed(args: Record<string, unknown>, context: Context = {}) {
      const answer = await call(bookingTools.bookAppointment, args, context);
      const [held] = tagValues(answer, "held");
      if (!held) return answer;
      const email = String(args.email);
      return call(
        bookingTools.confirmAppointment,
        { reference: held, email, code: inbox.codeFor(email) },
        { ...context, id: undefined },
      );
    },
  };
}

/** The starts an answer offers, as given: "2027-03-15T14:00:00+01:00". */
export function offeredStarts(answer: string): string[] {
  return tagValues(answer, "start");
}

/** The booking reference an answer names (a booking's, or a hold's), in any language. */
export function referenceIn(answer: string): string {
  const [reference] = [...tagValues(answer, "booked"), ...tagValues(answer, "held")];
  if (!reference) throw new Error(`no reference in: ${answer}`);
  return reference;
}
