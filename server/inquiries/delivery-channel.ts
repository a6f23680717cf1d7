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

/**
 * What a delivery tells of besides its lead, as the wing that queued it loads it at each attempt
 * (a booking's event, with the booking as it is now). The pipeline reads these three fields only;
 * the rest is the wing's, for its own lead source and senders.
 */
export interface DeliverySubject {
  /** The wing's id of it (an event's): a webhook's id and the e-mail's Message-ID. */
  id: string;
  /** When it happened, ISO 8601: the e-mail's date. */
  at: string;
  /** The lead source that describes it, whatever way in brought its lead. */
  source: string;
}

/**
 * Loads the subjects of claimed deliveries by id, as they are now: those of the ids it knows
 * (a wing's loader knows its own), to be sent with the delivery.
 */
export type SubjectLoader = (ids: readonly string[]) => Promise<Map<string, DeliverySubject>>;

/** What one delivery sends: the lead, and what the delivery is about besides the lead itself. */
export interface DeliveryWork<Subject extends DeliverySubject = DeliverySubject> {
  inquiry: Inquiry;
  /** Set for the `reply` channel only: the staff member's answer to send. */
  reply: Reply | null;
  /**
   * Set for a delivery a wing queued about a subject of its own (every delivery on a wing's own
   * channel, and a `webhook` or `email` one it caused). A wing's sender answers
   * `{ ok: true, detail: "not needed: ..." }` when there is nothing left to do.
   */
  subject: Subject | null;
}

/**
 * Sends one channel's deliveries. A wing's sender is typed with its own subject: the outbox hands
 * it only deliveries the wing queued on its channel.
 */
export interface DeliverySender<Subject extends DeliverySubject = DeliverySubject> {
  channel: DeliveryChannel;
  send(work: DeliveryWork<Subject>): Promise<SendResult>;
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
