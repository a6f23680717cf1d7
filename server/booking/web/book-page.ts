import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from "../../../core/contact/inquiry-fields";
import { BOOK_VIA_PARAM } from "../../../core/insights/insight-events";
import { clientKey } from "../../http/client-ip";
import { readContactPost } from "../../http/request-guard";
import { formTokenProblem, type FormTokenCheck } from "../../inquiries/form-token";
import type { RateDecision, RateLimiter } from "../../limits/rate-limiter";
import {
  bookingFormFields,
  manageIntents,
  type BookingDoor,
  type DoorBookAnswer as WebBookAnswer,
  type DoorChangeAnswer as WebChangeAnswer,
  type DoorRefusal as WebRefusal,
} from "../../../core/booking/booking-door";
import { secretHash } from "../../http/secrets";
import type { BookAnswer, BookingOrigin, ChangeAnswer } from "../service/outcomes";
import type { BookingService } from "../service/service";
import {
  languageOfPath,
  siteLanguages,
  type Language,
  type SiteLanguage,
} from "../../../core/content/languages";

const languages = Object.keys(siteLanguages) as Language[];

/**
 * The language of the page the form was posted on (`/es/reservar` is Spanish): the booking is
 * stored in it. A language the site does not serve has no page to post on.
 */
const pageLanguage = (request: Request) => languageOfPath(new URL(request.url).pathname, languages);

/** The post's form, its refusals (cross-site, too large, unreadable) in the page's language. */
const readBookingPost = (request: Request, siteUrl: string) =>
  readContactPost(
    request,
    siteUrl,
    MAX_BOOKING_BODY_BYTES,
    siteLanguages[pageLanguage(request)].contactForm.refused,
  );

type FormRefusals = SiteLanguage["bookingRefusals"]["form"];

/** The longest `via` a "Pick a time yourself" link adds ("voice-contact"), with room to spare. */
const MAX_VIA_LENGTH = 40;

/** A booking post is a few kilobytes: the notes are the longest field (2,000 characters). */
const MAX_BOOKING_BODY_BYTES = 16 * 1024;

/** `minFillMs`: a form sent sooner than this after it was rendered is refused once. */
export interface WebBookingDeps extends FormTokenCheck {
  service: BookingService;
  siteUrl: string;
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
    words: FormRefusals,
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
      outcome: "refused",
      status: 429,
      message: words.rateLimited(Math.ceil(retryAfterSeconds / 60)),
      retryAfterSeconds,
    };
  }

  /** Null when the token is good; else the refusal, and which token the form sends next. */
  async function tokenRefusal(
    given: string,
    words: FormRefusals,
  ): Promise<{ message: string; formToken: string } | null> {
    const receivedAt = now();
    const found = await formTokenProblem(deps, given, receivedAt);
    if (!found) return null;
    return found.problem === "too-quick"
      ? { message: words.tooQuick, formToken: given }
      : { message: words.expired, formToken: deps.formTokens.issue(receivedAt) };
  }

  async function book(request: Request, clientIp: string): Promise<WebBookAnswer> {
    const language = pageLanguage(request);
    const { form: words, slots: slotRefusals } = siteLanguages[language].bookingRefusals;
    const read = await readBookingPost(request, deps.siteUrl);
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
    const tokenProblem = await tokenRefusal(formToken, words);
    if (tokenProblem)
      return refuse(
        { outcome: "refused", status: 400, message: tokenProblem.message },
        tokenProblem.formToken,
      );
    const limited = await rateLimited(clientIp, words);
    if (limited) return refuse(limited);

    const answer = await service.book({
      meetingTypeId: values.type,
      start: values.start,
      visitor: { name: values.name, email: values.email, phone: values.phone, timeZone: values.tz },
      notes: values.notes,
      source: "web",
      origin: originOf(request, clientIp),
      language,
    });
    switch (answer.outcome) {
      // A web booking is always held first: nothing passes a proven number on this way in.
      case "booked":
      case "held":
        return answer.manageToken
          ? { outcome: "held", manageToken: answer.manageToken }
          : refuse({ outcome: "slot-taken", status: 409, message: slotRefusals.taken });
      default:
        return refuse(refusalOf(answer));
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
    const words = siteLanguages[pageLanguage(request)].bookingRefusals.form;
    const read = await readBookingPost(request, deps.siteUrl);
    const get = read.ok ? read.get : () => null;
    const values = valuesFrom(get, ["start", "tz"] as const);
    const refuse = (refusal: WebRefusal): WebChangeAnswer => ({ ...refusal, values });
    if (!read.ok)
      return refuse({
        outcome: "refused",
        status: read.refusal.status as WebRefusal["status"],
        message: read.refusal.message,
      });
    const limited = await rateLimited(clientIp, words, deps.changeLimiter, [
      clientKey(clientIp),
      `link:${secretHash(manageToken)}`,
    ]);
    if (limited) return refuse(limited);
    const intent = manageIntents.find((known) => known === text(get("intent")));
    const locator = { manageToken };
    if (!intent) return refuse({ outcome: "refused", status: 400, message: words.unknownAction });
    if (intent === "confirm") {
      const origin = originOf(request, clientIp);
      const language = pageLanguage(request);
      const proven = await service.confirm(locator, text(get("code")), { origin, language });
      return proven.outcome === "confirmed"
        ? { outcome: "changed", status: "booked" }
        : refuse({ outcome: "refused", status: 400, message: proven.message });
    }
    if (intent === "resend") {
      const sent = await service.resendCode(locator);
      return sent.outcome === "sent"
        ? { outcome: "code-sent" }
        : refuse({ outcome: "refused", status: 409, message: sent.message });
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
      default:
        return refuse(refusalOf(answer));
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

/**
 * Where a booking came from, for its listeners: the visitor's address and browser, and the "Pick a
 * time yourself" link that led to /book. The pages post to their own address, which names that
 * link, and /book hands it on to the hold's page (app/routes/book.server.ts).
 */
function originOf(request: Request, clientIp: string): BookingOrigin {
  return {
    address: clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
    via: new URL(request.url).searchParams.get(BOOK_VIA_PARAM)?.slice(0, MAX_VIA_LENGTH) ?? null,
  };
}

/**
 * The service's refusal of a booking or a change, as the page answers it: a time taken, with the
 * next free ones; booking not offered now (503, the contact form instead); bad input.
 */
function refusalOf(answer: Exclude<BookAnswer | ChangeAnswer, { booking: unknown }>): WebRefusal {
  const { outcome, message } = answer;
  switch (outcome) {
    case "slot-taken":
      return { outcome, status: 409, message, next: answer.next };
    case "not-found":
      return { outcome, status: 404, message };
    case "not-held":
      return { outcome, status: answer.contactInstead ? 503 : 409, message };
    case "refused":
      return { outcome, status: answer.contactInstead ? 503 : 400, message };
    case "invalid":
      return { outcome, status: 400, message };
  }
}

/** A form field's text, bounded: the service bounds each field again, with its own words. */
const MAX_FIELD_LENGTH = 4000;
const text = (value: unknown) =>
  typeof value === "string" ? value.slice(0, MAX_FIELD_LENGTH) : "";

function valuesFrom<Name extends string>(get: (name: string) => unknown, names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, text(get(name))])) as Record<Name, string>;
}
