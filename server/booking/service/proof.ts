import type { MeetingType } from "../../../core/booking/availability-schema";
import type { Language } from "../../../core/content/languages";
import type { Booking, BookingSite } from "../store/booking";
import type { BookingCap, BookingCaps } from "../store/caps";
import { normalizedPhone } from "../store/request";
import { confirmHold, releaseHold, renewHoldCode } from "../store/proofs";
import { refusalsIn, type RefusalWords } from "./refusal-words";

/**
 * Nobody holds what they have not proven (issue 46, docs/decisions/027-holds-proof-and-caps.md):
 * a booking whose contact is unproven is a short hold, its code e-mailed to the address given; a
 * call whose provider's signed report names the caller's number is proven by that number.
 */
export interface BookingTrust {
  /** How long a hold keeps its time unproven (BOOKING_HOLD), in milliseconds. */
  holdMs: number;
  /** The most upcoming bookings and holds per e-mail, phone, client address and session. */
  caps: BookingCaps;
  /**
   * E-mails a hold's code to its address; false when it could not be sent. Absent when the site
   * sends no e-mail (no SMTP_URL): then only a caller's proven number can book.
   */
  sendCode?: (message: CodeMessage) => Promise<boolean>;
}

/** What the code's e-mail says: the hold and its code (its sender adds the page to type it on). */
export interface CodeMessage {
  booking: Booking;
  meetingType: MeetingType | null;
  code: string;
}

/** How a new booking starts: a hold until `holdUntil`, proven by the caller's number, or refused. */
export type Standing =
  | { holdUntil: Date; proof?: undefined }
  | { proof: "phone"; holdUntil?: undefined }
  | { refused: string; contactInstead?: true };

/**
 * A booking is proven at once only when the number the provider's signed report names is the one
 * the booking gives. Otherwise it is held for the code, which needs an e-mail address and a way
 * to send one.
 */
export function standingOf(
  trust: BookingTrust,
  visitor: { email?: string | null; phone?: string | null },
  provenPhone: string | null | undefined,
  now: Date,
  say: RefusalWords["answers"],
): Standing {
  const phone = visitor.phone?.trim() ? normalizedPhone(visitor.phone) : null;
  if (provenPhone && phone && normalizedPhone(provenPhone) === phone) return { proof: "phone" };
  if (!visitor.email?.trim()) return { refused: say.needsEmail };
  if (!trust.sendCode) return { refused: say.noEmailSetUp, contactInstead: true };
  return { holdUntil: new Date(now.getTime() + trust.holdMs) };
}

/** The cap's words, with its number. */
export const cappedMessage = (trust: BookingTrust, cap: BookingCap, say: RefusalWords["answers"]) =>
  say.capped[cap](trust.caps[cap] ?? 0);

/** `stillHeld`: the code was wrong but the time is still held, so another try may match. */
export type ConfirmAnswer =
  | { outcome: "confirmed"; booking: Booking }
  | { outcome: "refused"; message: string; stillHeld?: true };

export type ResendAnswer =
  { outcome: "sent"; sentTo: string } | { outcome: "refused"; message: string };

/**
 * The steps of a hold: its first code (a hold whose code cannot be sent is let go at once), the
 * code typed back (on the hold's page, or read out on the call), and a new code for a lost
 * e-mail. `told` hears each booking a proof makes, with where the proof came from.
 */
export function createProofSteps<Locator, Origin>({
  site,
  trust,
  locate,
  meetingTypeOf,
  told,
  now,
}: {
  site: BookingSite;
  trust: BookingTrust;
  locate: (locator: Locator) => Promise<Booking | null>;
  meetingTypeOf: (booking: Booking) => Promise<MeetingType | null>;
  told: (booking: Booking, origin: Origin | undefined) => Promise<void>;
  now: () => Date;
}) {
  /** Whether the new hold's code went out; if not, the hold is gone again. */
  async function sendFirstCode(held: CodeMessage): Promise<boolean> {
    if (await trust.sendCode?.(held)) return true;
    await releaseHold(site, held.booking.id);
    return false;
  }

  /** Proves a hold by its code: it becomes a booking, and only now is anyone told of it. */
  async function confirm(
    locator: Locator,
    code: string,
    {
      actor = "visitor",
      origin,
      language,
    }: {
      actor?: string;
      origin?: Origin;
      /** The asker's language, for a hold that cannot be found (one found speaks its own). */
      language?: Language;
    } = {},
  ): Promise<ConfirmAnswer> {
    const booking = await locate(locator);
    const say = refusalsIn(booking?.language ?? language).answers;
    if (!booking) return { outcome: "refused", message: say.holdGone };
    const outcome = await confirmHold(site, booking.id, code, { actor, now: now() });
    switch (outcome.outcome) {
      case "confirmed":
        await told(outcome.booking, origin);
        return { outcome: "confirmed", booking: outcome.booking };
      case "already-confirmed":
        return { outcome: "confirmed", booking: outcome.booking };
      case "wrong-code":
        return {
          outcome: "refused",
          message: say.wrongCode(outcome.triesLeft),
          stillHeld: true,
        };
      case "gone":
        return { outcome: "refused", message: say.holdGone };
    }
  }

  /** A new code for a hold whose e-mail went missing. */
  async function resendCode(locator: Locator): Promise<ResendAnswer> {
    const booking = await locate(locator);
    const say = refusalsIn(booking?.language).answers;
    if (!booking) return { outcome: "refused", message: say.holdGone };
    if (!trust.sendCode) return { outcome: "refused", message: say.noEmailSetUp };
    const renewed = await renewHoldCode(site, booking.id, now());
    if (!renewed) {
      const live = booking.heldUntil && Date.parse(booking.heldUntil) > now().getTime();
      return {
        outcome: "refused",
        message: live ? say.noMoreCodes : say.holdGone,
      };
    }
    const sent = await trust.sendCode({
      booking: renewed.booking,
      meetingType: await meetingTypeOf(renewed.booking),
      code: renewed.code,
    });
    return sent
      ? { outcome: "sent", sentTo: renewed.booking.visitor.email ?? "" }
      : { outcome: "refused", message: say.codeNotSent };
  }

  return { sendFirstCode, confirm, resendCode };
}
