import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../../../core/contact/inquiry-fields";
import { bookingFormRefusals as words } from "../../../core/content/booking-answers";
import { clientKey } from "../../http/client-ip";
import { readContactPost } from "../../http/request-guard";
import type { FormTokens } from "../../inquiries/form-token";
import type { FormTokenUses } from "../../inquiries/form-token-uses";
import { FORM_TOKEN_LIFETIME_MS, FORM_TOKEN_MAX_USES } from "../../inquiries/contact-service";
import type { RateDecision, RateLimiter } from "../../limits/rate-limiter";
import {
  bookingFormFields,
  manageIntents,
  type BookingDoor,
  type DoorBookAnswer as WebBookAnswer,
  type DoorChangeAnswer as WebChangeAnswer,
  type DoorRefusal as WebRefusal,
} from "../../../core/booking/booking-door";
import type { BookingService } from "../service/service";
import { manageTokenHash } from "../store/secrets";
import { slotRefusals } from "../../../core/content/booking";

/** A booking post is a few kilobytes: the notes are the longest field (2,000 characters). */
const MAX_BOOKING_BODY_BYTES = 16 * 1024;

export interface WebBookingDeps {
  service: BookingService;
  siteUrl: string;
  formTokens: FormTokens;
  formTokenUses: FormTokenUses;
  /** A form sent sooner than this after it was rendered is refused once (CONTACT_MIN_FILL_MS). */
  minFillMs: number;
  rateLimiter: RateLimiter;
  /**
   * Moves, cancels and codes from a manage link (BOOKING_CHANGE_RATE_LIMIT), counted per client
   * address and per link, apart from the form's bookings.
   */
  changeLimiter: RateLimiter;
  now?: () => number;
}

/**
 * The /book page's way in: the contact form's defences (origin, size, honeypot, signed form
 * token, rate limit) before the booking service. A booking holds a real slot, so a post that
 * looks automated is refused in words, never kept quietly as the contact form keeps spam.
 */
export function createWebBooking(deps: WebBookingDeps): BookingDoor {
  const { service, now = Date.now } = deps;

  async function rateLimited(
    clientIp: string,
    limiter = deps.rateLimiter,
    keys = [clientKey(clientIp)],
  ): Promise<WebRefusal | null> {
    let decision: RateDecision = { allowed: true };
    for (const key of keys) {
      decision = await limiter.take(key);
      if (!decision.allowed) break;
    }
    if (decision.allowed) return null;
    const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
    return {
      kind: "refused",
      status: 429,
      message: words.rateLimited(Math.ceil(retryAfterSeconds / 60)),
      retryAfterSeconds,
    };
  }

  /** Null when the token is good; else the refusal, and which token the form sends next. */
  async function tokenRefusal(
    given: string,
  ): Promise<{ message: string; formToken: string } | null> {
    const receivedAt = now();
    const renderedAt = deps.formTokens.renderedAt(given, receivedAt);
    const fresh = { message: words.expired, formToken: deps.formTokens.issue(receivedAt) };
    if (renderedAt === null || receivedAt - renderedAt > FORM_TOKEN_LIFETIME_MS) return fresh;
    if (receivedAt - renderedAt < deps.minFillMs)
      return { message: words.tooQuick, formToken: given };
    const uses = await deps.formTokenUses.count(given, renderedAt + FORM_TOKEN_LIFETIME_MS);
    return uses > FORM_TOKEN_MAX_USES ? fresh : null;
  }

  async function book(request: Request, clientIp: string): Promise<WebBookAnswer> {
    const read = await readContactPost(request, deps.siteUrl, MAX_BOOKING_BODY_BYTES);
    const get = read.ok ? read.get : () => null;
    const values = valuesFrom(get, bookingFormFields);
    const formToken = text(get(RENDERED_AT_FIELD));
    const refuse = (refusal: Omit<WebRefusal, "kind">, token = formToken): WebBookAnswer => ({
      kind: "refused",
      ...refusal,
      values,
      formToken: token,
    });
    if (!read.ok)
      return refuse({
        status: read.refusal.status as WebRefusal["status"],
        message: read.refusal.message,
      });
    if (text(get(HONEYPOT_FIELD)) !== "") return refuse({ status: 400, message: words.notSent });
    const tokenProblem = await tokenRefusal(formToken);
    if (tokenProblem)
      return refuse({ status: 400, message: tokenProblem.message }, tokenProblem.formToken);
    const limited = await rateLimited(clientIp);
    if (limited) return refuse(limited);

    const answer = await service.book({
      meetingTypeId: values.type,
      start: values.start,
      visitor: { name: values.name, email: values.email, phone: values.phone, timeZone: values.tz },
      notes: values.notes,
      source: "web",
      origin: { address: clientIp, userAgent: request.headers.get("user-agent") ?? "" },
    });
    switch (answer.outcome) {
      // A web booking is always held first: nothing passes a proven number on this way in.
      case "booked":
      case "held":
        return answer.manageToken
          ? { kind: "held", manageToken: answer.manageToken }
          : refuse({ status: 409, message: slotRefusals.taken });
      case "not-held":
        return refuse({ status: answer.contactInstead ? 503 : 409, message: answer.message });
      case "slot-taken":
        return refuse({ status: 409, message: answer.message, next: answer.next });
      case "refused":
        return refuse({ status: answer.contactInstead ? 503 : 400, message: answer.message });
      case "invalid":
        return refuse({ status: 400, message: answer.message });
    }
  }

  /**
   * A reschedule (`intent=reschedule`, `start`, `tz`) or a cancel from the manage page; for a hold,
   * its code (`intent=confirm`, `code`) or a new one (`intent=resend`).
   */
  async function change(
    request: Request,
    clientIp: string,
    manageToken: string,
  ): Promise<WebChangeAnswer> {
    const read = await readContactPost(request, deps.siteUrl, MAX_BOOKING_BODY_BYTES);
    const get = read.ok ? read.get : () => null;
    const values = valuesFrom(get, ["start", "tz"] as const);
    const refuse = (refusal: Omit<WebRefusal, "kind">): WebChangeAnswer => ({
      kind: "refused",
      ...refusal,
      values,
    });
    if (!read.ok)
      return refuse({
        status: read.refusal.status as WebRefusal["status"],
        message: read.refusal.message,
      });
    const limited = await rateLimited(clientIp, deps.changeLimiter, [
      clientKey(clientIp),
      `link:${manageTokenHash(manageToken)}`,
    ]);
    if (limited) return refuse(limited);
    const intent = manageIntents.find((known) => known === text(get("intent")));
    const locator = { manageToken };
    if (!intent) return refuse({ status: 400, message: words.unknownAction });
    if (intent === "confirm") {
      const origin = { address: clientIp, userAgent: request.headers.get("user-agent") ?? "" };
      const proven = await service.confirm(locator, text(get("code")), { origin });
      return proven.outcome === "confirmed"
        ? { kind: "changed", status: "booked" }
        : refuse({ status: 400, message: proven.message });
    }
    if (intent === "resend") {
      const sent = await service.resendCode(locator);
      return sent.outcome === "sent"
        ? { kind: "code-sent" }
        : refuse({ status: 409, message: sent.message });
    }
    const answer =
      intent === "cancel"
        ? await service.cancel(locator)
        : await service.reschedule(locator, values.start, values.tz);
    switch (answer.outcome) {
      case "changed":
        return {
          kind: "changed",
          status: answer.booking.status === "cancelled" ? "cancelled" : "confirmed",
        };
      case "cancelled":
      case "past":
        return { kind: "unchangeable", message: answer.message };
      case "slot-taken":
        return refuse({ status: 409, message: answer.message, next: answer.next });
      case "refused":
      case "invalid":
        return refuse({ status: 400, message: answer.message });
      case "not-found":
        return refuse({ status: 404, message: answer.message });
    }
  }

  return {
    book,
    change,
    issueFormToken: () => deps.formTokens.issue(now()),
    /** The free slots; for a move, as if the booking being moved held no time. */
    async slots({ moving, ...request }: Parameters<BookingDoor["slots"]>[0]) {
      const except = moving ? (await service.manage(moving))?.booking.id : undefined;
      return service.slots({ ...request, except });
    },
    manage: service.manage,
    settings: service.settings,
  };
}

/** A form field's text, bounded: the service bounds each field again, with its own words. */
const MAX_FIELD_LENGTH = 4000;
const text = (value: unknown) =>
  typeof value === "string" ? value.slice(0, MAX_FIELD_LENGTH) : "";

function valuesFrom<Name extends string>(get: (name: string) => unknown, names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, text(get(name))])) as Record<Name, string>;
}
