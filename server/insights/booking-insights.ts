import {
  BOOK_PAGE_PLACEMENT,
  insightPlacements,
  readBookVia,
  type FunnelPlacement,
  type InsightPlacement,
} from "../../core/insights/insight-events";
import type { BookingEvent } from "../booking/booking-wing";
import { clientKey } from "../http/client-ip";
import type { RateLimiter } from "../limits/rate-limiter";
import type { Logger } from "../logger";
import type { EventRecorder } from "./event-recorder";
import type { LeadInsights } from "./lead-attribution";
import { deviceClass, isAutomated } from "./visit-traits";
import type { VisitorHasher } from "./visitor-salts";
import { siteLanguages } from "../../core/content/languages";

const isCallPlacement = (value: string | null | undefined): value is InsightPlacement =>
  insightPlacements.includes(value as InsightPlacement);

/**
 * The funnel's "booked" step, told by the booking service once a booking is committed: the
 * server's own word, as a call's report is. A web booking counts for the call or chat whose "Pick
 * a time yourself" link led to /book, else for the booking page; the assistant's, for the place
 * of the call button its call's metadata names (a chat's tool call names no place to the server:
 * it counts without one). Within the counting budget: a web booking's by
 * its visitor's address, the assistant's by its call or chat. Repeats, moves and cancels are not
 * new bookings and count nothing.
 */
export function countBookings({
  hasher,
  recorder,
  budget,
  visitByCall,
  logger,
  now = Date.now,
}: {
  hasher: VisitorHasher;
  recorder: EventRecorder;
  budget: RateLimiter;
  visitByCall: LeadInsights["visitByCall"];
  logger: Logger;
  now?: () => number;
}): (event: BookingEvent) => Promise<void> {
  async function step(event: BookingEvent) {
    const { booking, origin = {} } = event;
    const at = now();
    const fallback = `booking:${booking.id}`;
    if (booking.source === "web") {
      // As the page views key their visitor and budget, so a booking joins its visit.
      const address = origin.address ? clientKey(origin.address) : "";
      if (address && !(await budget.take(address)).allowed) return;
      const userAgent = origin.userAgent ?? "";
      const counted = address && !isAutomated(userAgent);
      const via = readBookVia(origin.via);
      return record({
        at,
        visitor: counted ? await hasher.hash(address, userAgent, at) : fallback,
        // The booking page of the booking's language, whose view it follows.
        path: siteLanguages[booking.language].paths.book,
        placement: via?.placement ?? BOOK_PAGE_PLACEMENT,
        channel: via?.channel ?? booking.source,
        device: deviceClass(userAgent),
      });
    }
    const callId = origin.callId ?? null;
    // A chat's tool calls name no call: each of its bookings is its own key.
    if (!(await budget.take(`${booking.source}:${callId ?? booking.id}`)).allowed) return;
    const visit = callId ? await visitByCall(callId) : null;
    return record({
      at,
      visitor: visit?.visitor ?? (callId ? `call:${callId}` : fallback),
      path: visit?.landing?.path ?? "/",
      placement: isCallPlacement(origin.placement) ? origin.placement : null,
      channel: booking.source,
      device: visit?.device ?? "desktop",
    });
  }

  function record(event: {
    at: number;
    visitor: string;
    path: string;
    placement: FunnelPlacement | null;
    channel: string;
    device: string;
  }) {
    recorder.record({ ...event, name: "booked" });
  }

  return async (event) => {
    if (event.type !== "booking.created") return;
    try {
      await step(event);
    } catch (error) {
      // Like a write that fails: the step goes uncounted, and the booking stands all the same.
      logger.warn(
        { err: error, bookingId: event.booking.id },
        "insights: a booking went uncounted",
      );
    }
  };
}
