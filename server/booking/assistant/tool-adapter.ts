import type { Temporal } from "temporal-polyfill";
import type { Slot } from "../../../core/booking/free-slots";
import type { BookingService, ChangeAnswer } from "../service/service";
import {
  BookingUnavailableError,
  type BookingToolService,
  type NotChanged,
  type StartNotBookable,
  type ToolBookOutcome,
} from "./tool-service";

/**
 * The assistant's tools over the site's one booking service: the same slots, rules and database
 * hold as the /book page. The tools book the first meeting type (the content's "Free
 * consultation" until staff change it), and a caller's choice of service goes into the notes.
 */
export function bookingToolService(service: BookingService): BookingToolService {
  const settings = () => service.settings();
  const agencyTimeZone = async () => (await settings()).availability.timeZone;
  const meetingTypeId = async () => (await settings()).meetingTypes[0]?.id ?? "";

  async function slots(search: { from?: Temporal.Instant; to?: Temporal.Instant; limit: number }) {
    const answer = await service.slots({
      meetingTypeId: await meetingTypeId(),
      from: search.from?.toString(),
      to: search.to?.toString(),
      timeZone: await agencyTimeZone(),
      limit: search.limit,
    });
    if (answer.outcome === "refused" && answer.contactInstead) {
      throw new BookingUnavailableError(answer.message);
    }
    return answer.outcome === "slots" ? answer.slots : [];
  }

  /** A start the service would not take, with the next free ones after it (else the soonest). */
  async function notBookable(
    answer: { outcome: "slot-taken"; next: Slot[] } | { outcome: "refused"; message: string },
    start: Temporal.Instant,
    alternatives: number,
  ): Promise<StartNotBookable> {
    if (answer.outcome === "slot-taken") {
      return { outcome: "slot-taken", next: answer.next.slice(0, alternatives) };
    }
    const after = await slots({ from: start, limit: alternatives });
    const next = after.length ? after : await slots({ limit: alternatives });
    return { outcome: "refused", message: answer.message, next };
  }

  function notChanged(answer: ChangeAnswer): NotChanged | null {
    switch (answer.outcome) {
      case "not-found":
        return { outcome: "not-found" };
      case "cancelled":
        return { outcome: "already-cancelled", booking: answer.booking };
      case "past":
        return { outcome: "begun" };
      default:
        return null;
    }
  }

  return {
    agencyTimeZone,
    slots,

    async book(request): Promise<ToolBookOutcome> {
      const answer = await service.book({
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
      });
      switch (answer.outcome) {
        case "booked":
        case "held":
          return {
            outcome: answer.outcome,
            booking: answer.booking,
            repeated: !answer.manageToken,
          };
        // Not the time's fault: no other time would do better.
        case "not-held":
          return { outcome: "not-held", message: answer.message };
        case "invalid":
          return { outcome: "invalid", problems: answer.problems };
        default:
          return notBookable(answer, request.start, request.alternatives);
      }
    },

    async reschedule(request) {
      const { reference, contact, start } = request;
      const answer = await service.reschedule(
        { reference, ...contact },
        start.toString(),
        await agencyTimeZone(),
        request.actor,
      );
      const refused = notChanged(answer);
      if (refused) return refused;
      switch (answer.outcome) {
        case "changed":
          return { outcome: "rescheduled", booking: answer.booking };
        case "invalid":
          return { outcome: "invalid", problems: answer.problems };
        case "slot-taken":
        case "refused":
          return notBookable(answer, start, request.alternatives);
        default:
          return { outcome: "not-found" };
      }
    },

    async confirm(request) {
      const answer = await service.confirm(
        { reference: request.reference, ...request.contact },
        request.code,
        { actor: request.actor, origin: request.origin },
      );
      return answer;
    },

    async cancel(request) {
      const answer = await service.cancel(
        { reference: request.reference, ...request.contact },
        request.actor,
      );
      const refused = notChanged(answer);
      if (refused) return refused;
      return answer.outcome === "changed"
        ? { outcome: "cancelled", booking: answer.booking }
        : { outcome: "not-found" };
    },
  };
}
