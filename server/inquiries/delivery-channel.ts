import type { MeetingType } from "../../core/booking/availability-schema";
import type { Booking } from "../booking/store/booking";
import type { BookingEventTable } from "../db/schema";
import type { Inquiry } from "../db/inquiry-store";
import type { Reply } from "../db/lead-detail";
import type { DeliveryChannel } from "../db/schema";

/**
 * Wait at most this long for a receiver; no answer by then counts as a failed attempt. It fits
 * inside the shutdown's grace (9 s, server/shutdown.ts), itself inside the 10 s an orchestrator
 * allows: an attempt in flight at SIGTERM ends, and is recorded, before the process exits.
 */
export const DELIVERY_TIMEOUT_MS = 8_000;

/**
 * The whole of a send within `timeoutMs`, however many steps it takes (an SMTP connection, its
 * greeting, each command): past it, a TimeoutError.
 */
export async function withinDeadline<T>(sending: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DOMException("the send took too long", "TimeoutError")),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([sending, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The result of one attempt. `detail` is short and free of personal data (an HTTP status, an
 * SMTP code, an error code): it goes into the logs and the attempt history.
 */
export type SendResult =
  { ok: true; detail: string } | { ok: false; detail: string; retryAfterMs?: number };

/** The booking event a delivery tells of, with the booking as it is now (not as it was then). */
export interface BookingWork {
  event: { id: string; action: BookingEventTable["action"]; at: string };
  booking: Booking;
  /** Null when staff have since removed the booking's meeting type. */
  meetingType: MeetingType | null;
  /** The agency's zone now: the staff's messages name the booking's time in it. */
  agencyTimeZone: string;
}

/** What one delivery sends: the lead, and what the delivery is about besides the lead itself. */
export interface DeliveryWork {
  inquiry: Inquiry;
  /** Set for the `reply` channel only: the staff member's answer to send. */
  reply: Reply | null;
  /**
   * Set for a delivery about a booking event (every `visitor`, `reminder` and `calendar` one, and
   * a `webhook` or `email` one caused by a booking). A sender for a booking-only channel answers
   * `{ ok: true, detail: "not needed: ..." }` when there is nothing left to do.
   */
  booking: BookingWork | null;
}

export interface DeliverySender {
  channel: DeliveryChannel;
  send(work: DeliveryWork): Promise<SendResult>;
  close?(): void;
}

/** A short, personal-data-free description of a network error. */
export function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") {
      return `no answer within ${timeoutMs / 1000} s`;
    }
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = (error as { code?: unknown }).code ?? cause?.code;
    if (typeof code === "string") return code;
    return error.name;
  }
  return "unknown error";
}
