import type { BookAnswer, BookInput } from "../service/outcomes";
import type { BookingService } from "../service/service";
import type { BookingTrust } from "../service/proof";
import type { BookingCaps } from "../store/caps";

/** Caps that never bind: for tests about something else than the caps. */
export const NO_CAPS: BookingCaps = { email: null, phone: null, address: null, session: null };

/** The hold the tests give a visitor, as BOOKING_HOLD's default. */
export const TEST_HOLD_MS = 15 * 60_000;

/**
 * The booking service's trust, with each hold's code kept by the address it went to, as the
 * visitor's mailbox would: a test types it back as the visitor does. The e-mail itself is the code
 * mail's (messages/code-mail.ts, tested against an SMTP receiver); here it is only its code.
 */
export function codeInbox(trust: Partial<BookingTrust> = {}) {
  const codes = new Map<string, string>();
  return {
    trust: {
      holdMs: TEST_HOLD_MS,
      caps: NO_CAPS,
      sendCode: async ({ booking, code }) => {
        codes.set(booking.visitor.email!, code);
        return true;
      },
      ...trust,
    } satisfies BookingTrust,
    /** The last code sent to `email`. */
    codeFor(email: string) {
      const code = codes.get(email.toLowerCase());
      if (!code) throw new Error(`no code was e-mailed to ${email}`);
      return code;
    },
    /** How many addresses have been sent a code. */
    get sent() {
      return codes.size;
    },
  };
}

export type CodeInbox = ReturnType<typeof codeInbox>;

/** The service's answer when it is `outcome`; otherwise the test stops, naming what came. */
export function answerOf<O extends BookAnswer["outcome"]>(answer: BookAnswer, outcome: O) {
  if (answer.outcome !== outcome) throw new Error(`expected ${outcome}, got ${answer.outcome}`);
  return answer as Extract<BookAnswer, { outcome: O }>;
}

/**
 * Books as a visitor who proves their address does: the hold, then its code typed back. The
 * answer is the service's own when it is no hold; a confirmed hold answers as a booking.
 */
export async function bookAndConfirm(
  service: BookingService,
  inbox: CodeInbox,
  input: BookInput,
): Promise<BookAnswer> {
  const answer = await service.book(input);
  if (answer.outcome !== "held" || !answer.manageToken) return answer;
  const locator = { manageToken: answer.manageToken };
  const code = inbox.codeFor(answer.booking.visitor.email!);
  const proven = await service.confirm(locator, code, { origin: input.origin });
  if (proven.outcome !== "confirmed") throw new Error(`not confirmed: ${proven.message}`);
  return { ...answer, outcome: "booked", booking: proven.booking };
}
