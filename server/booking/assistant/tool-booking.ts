import type { Temporal } from "temporal-polyfill";
import type { Slot } from "../../../core/booking/free-slots";
import type { Language } from "../../../core/content/languages";
import type { BookingSource } from "../../db/schema";
import type { Refused, SlotTakenAnswer } from "../service/outcomes";
import type { BookingService } from "../service/service";

export interface Contact {
  email: string | null;
  phone: string | null;
}

export interface ToolBookRequest {
  start: Temporal.Instant;
  visitor: Contact & { name: string; timeZone: string };
  /** The service the caller is interested in, if they named one. */
  service: string | null;
  notes: string;
  source: Extract<BookingSource, "voice" | "chat">;
  /** The tool call's id: the same call sent again books nothing more. */
  idempotencyKey: string;
  /** The call or chat it was booked in, for counting it (insights). */
  origin: ToolOrigin;
  /** The caller's number as the provider's signed report names it: it proves that number. */
  provenPhone: string | null;
  /** `call:<id>` or `chat:<session>`, which the caps count by. */
  session: string | null;
  /** The call's or chat's language: the booking's, which its e-mails are written in. */
  language: Language;
}

/** Where a tool call came from: the call or chat, and the browser's address when it sent it. */
export interface ToolOrigin {
  callId: string | null;
  placement: string | null;
  address?: string;
}

/**
 * Booking cannot be offered at all right now (the team's calendar cannot be read): the tool's
 * answer is this message, which says so and points to the contact form.
 */
export class BookingUnavailableError extends Error {}

/**
 * The booking service as the assistant's tools call it: in instants, for the first meeting type
 * (the content's "Free consultation" until staff change it), a booking found by its reference and
 * contact. The answers are the service's own; every rule (hours, notice, horizon, the database's
 * hold on a slot) is the service's.
 */
export function createToolBooking(service: BookingService) {
  const settings = () => service.settings();
  /** The agency's IANA zone: the zone of a caller who names none. */
  const agencyTimeZone = async () => (await settings()).availability.timeZone;
  const meetingTypeId = async () => (await settings()).meetingTypes[0]?.id ?? "";

  /**
   * Free slots that start in [from, to), the earliest first; `from` defaults to now and `to` to
   * the end of the horizon. Never a past slot or one outside hours. A refusal is in the call's
   * `language`.
   */
  async function slots(search: {
    from?: Temporal.Instant;
    to?: Temporal.Instant;
    limit: number;
    language?: Language;
  }) {
    const answer = await service.slots({
      meetingTypeId: await meetingTypeId(),
      from: search.from?.toString(),
      to: search.to?.toString(),
      timeZone: await agencyTimeZone(),
      limit: search.limit,
      language: search.language,
    });
    if (answer.outcome === "refused" && answer.contactInstead) {
      throw new BookingUnavailableError(answer.message);
    }
    return answer.outcome === "slots" ? answer.slots : [];
  }

  return {
    agencyTimeZone,
    slots,

    /** What to offer instead of a start the service would not take: the next free ones after it, else the soonest. */
    async instead(
      answer: SlotTakenAnswer | Refused,
      start: Temporal.Instant,
      asked: { limit: number; language: Language },
    ): Promise<Slot[]> {
      if (answer.outcome === "slot-taken") return answer.next.slice(0, asked.limit);
      const after = await slots({ from: start, ...asked });
      return after.length ? after : slots(asked);
    },

    async book(request: ToolBookRequest) {
      return service.book({
        meetingTypeId: await meetingTypeId(),
        start: request.start.toString(),
        visitor: request.visitor,
        notes: [request.service ? `Service: ${request.service}` : "", request.notes]
          .filter(Boolean)
          .join("\n"),
        source: request.source,
        idempotencyKey: request.idempotencyKey,
        origin: request.origin,
        provenPhone: request.provenPhone,
        session: request.session,
        language: request.language,
      });
    },

    /** A hold's code, read out by the caller: the hold becomes a booking, or the words why not. */
    confirm: (request: {
      reference: string;
      contact: Contact;
      code: string;
      actor: string;
      origin: ToolOrigin;
      /** The call's or chat's language: a hold not found is refused in it. */
      language: Language;
    }) =>
      service.confirm({ reference: request.reference, ...request.contact }, request.code, {
        actor: request.actor,
        origin: request.origin,
        language: request.language,
      }),

    async reschedule(request: {
      reference: string;
      contact: Contact;
      start: Temporal.Instant;
      actor: string;
    }) {
      const { reference, contact, start } = request;
      return service.reschedule(
        { reference, ...contact },
        start.toString(),
        await agencyTimeZone(),
        request.actor,
      );
    },

    cancel: (request: { reference: string; contact: Contact; actor: string }) =>
      service.cancel({ reference: request.reference, ...request.contact }, request.actor),
  };
}
