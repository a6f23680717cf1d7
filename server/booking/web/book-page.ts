import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../../../core/contact/inquiry-fields";
import { bookingFormRefusals as words } from "../../../core/content/booking-answers";
import { BOOK_VIA_PARAM } from "../../../core/insights/insight-events";
import { clientKey } from "../../http/client-ip";
import { readContactPost } from "../../http/request-guard";
import { formTokenProblem, type FormTokenCheck } from "../../inquiries/form-token";
import type { RateLimiter } from "../../limits/rate-limiter";
import {
  bookingFormFields,
  type BookingDoor,
  type DoorBookAnswer as WebBookAnswer,
  type DoorChangeAnswer as WebChangeAnswer,
  type DoorRefusal as WebRefusal,
} from "../../../core/booking/booking-door";
import type { BookingService } from "../service/service";

/** The longest `via` a "Pick a time yourself" link adds ("voice-contact"), with room to spare. */
const MAX_VIA_LENGTH = 40;

/** A booking post is a few kilobytes: the notes are the longest field (2,000 characters). */
const MAX_BOOKING_BODY_BYTES = 16 * 1024;

/** `minFillMs`: a form sent sooner than this after it was rendered is refused once. */
export interface WebBookingDeps extends FormTokenCheck {
  service: BookingService;
  siteUrl: string;
  rateLimiter: RateLimiter;
  now?: () => number;
}

/**
 * The /book page's way in: the contact form's defences (origin, size, honeypot, signed form
 * token, rate limit) before the booking service. A booking holds a real slot, so a post that
 * looks automated is refused in words, never kept quietly as the contact form keeps spam.
 */
export function createWebBooking(deps: WebBookingDeps): BookingDoor {
  const { service, now = Date.now } = deps;

  async function rateLimited(clientIp: string): Promise<WebRefusal | null> {
    const decision = await deps.rateLimiter.take(clientKey(clientIp));
    if (decision.allowed) return null;
    const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
    return {
      outcome: "refused",
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
    const found = await formTokenProblem(deps, given, receivedAt);
    if (!found) return null;
    return found.problem === "too-quick"
      ? { message: words.tooQuick, formToken: given }
      : { message: words.expired, formToken: deps.formTokens.issue(receivedAt) };
  }

  async function book(request: Request, clientIp: string): Promise<WebBookAnswer> {
    const read = await readContactPost(request, deps.siteUrl, MAX_BOOKING_BODY_BYTES);
    const get = read.ok ? read.get : () => null;
    const values = valuesFrom(get, bookingFormFields);
    const formToken = text(get(RENDERED_AT_FIELD));
    const refuse = (refusal: WebRefusal, token = formToken): WebBookAnswer => ({
      ...refusal,
      values,
      formToken: token,
    });
    if (!read.ok)
      return refuse({
        outcome: "refused",
        status: read.refusal.status as WebRefusal["status"],
        message: read.refusal.message,
      });
    if (text(get(HONEYPOT_FIELD)) !== "")
      return refuse({ outcome: "refused", status: 400, message: words.notSent });
    const tokenProblem = await tokenRefusal(formToken);
    if (tokenProblem)
      return refuse(
        { outcome: "refused", status: 400, message: tokenProblem.message },
        tokenProblem.formToken,
      );
    const limited = await rateLimited(clientIp);
    if (limited) return refuse(limited);

    const answer = await service.book({
      meetingTypeId: values.type,
      start: values.start,
      visitor: { name: values.name, email: values.email, phone: values.phone, timeZone: values.tz },
      notes: values.notes,
      source: "web",
      origin: {
        address: clientIp,
        userAgent: request.headers.get("user-agent") ?? "",
        // The page posts to its own address, which names the link that led to it.
        via:
          new URL(request.url).searchParams.get(BOOK_VIA_PARAM)?.slice(0, MAX_VIA_LENGTH) ?? null,
      },
    });
    switch (answer.outcome) {
      case "booked":
        return {
          outcome: "booked",
          manageToken: answer.manageToken,
          reference: answer.booking.reference,
        };
      case "already-held":
        return { outcome: "already-held" };
      case "slot-taken":
        return refuse({
          outcome: answer.outcome,
          status: 409,
          message: answer.message,
          next: answer.next,
        });
      case "refused":
      case "invalid":
        return refuse({ outcome: answer.outcome, status: 400, message: answer.message });
    }
  }

  /** A reschedule (`intent=reschedule`, `start`, `tz`) or a cancel from the manage page. */
  async function change(
    request: Request,
    clientIp: string,
    manageToken: string,
  ): Promise<WebChangeAnswer> {
    const read = await readContactPost(request, deps.siteUrl, MAX_BOOKING_BODY_BYTES);
    const get = read.ok ? read.get : () => null;
    const values = valuesFrom(get, ["start", "tz"] as const);
    const refuse = (refusal: WebRefusal): WebChangeAnswer => ({ ...refusal, values });
    if (!read.ok)
      return refuse({
        outcome: "refused",
        status: read.refusal.status as WebRefusal["status"],
        message: read.refusal.message,
      });
    const limited = await rateLimited(clientIp);
    if (limited) return refuse(limited);
    const intent = text(get("intent"));
    const locator = { manageToken };
    if (intent !== "cancel" && intent !== "reschedule") {
      return refuse({ outcome: "refused", status: 400, message: words.unknownAction });
    }
    const answer =
      intent === "cancel"
        ? await service.cancel(locator)
        : await service.reschedule(locator, values.start, values.tz);
    switch (answer.outcome) {
      case "changed":
        return {
          outcome: "changed",
          status: answer.booking.status === "cancelled" ? "cancelled" : "confirmed",
        };
      case "cancelled":
      case "past":
        return { outcome: answer.outcome, message: answer.message };
      case "slot-taken":
        return refuse({
          outcome: answer.outcome,
          status: 409,
          message: answer.message,
          next: answer.next,
        });
      case "refused":
      case "invalid":
        return refuse({ outcome: answer.outcome, status: 400, message: answer.message });
      case "not-found":
        return refuse({ outcome: answer.outcome, status: 404, message: answer.message });
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
