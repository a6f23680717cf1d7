import type { Inquiry } from "../db/inquiry-store";
import { parseRetryAfter } from "./backoff";
import { DELIVERY_TIMEOUT_MS, describeError, type DeliverySender } from "./delivery-channel";
import { signWebhook } from "./webhook-signature";
import { FORM_SOURCE } from "../../core/contact/inquiry-record";
import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import { describedSource, type LeadSources } from "./lead-source";
import type { DeliverySubject } from "./delivery-channel";

/**
 * The spec's webhook body, exactly these keys in this order; a lead from another way in adds its
 * `source`, one from a page in another language than the agency's its `language` (`es`), and the
 * keys its way in describes after them. A subject's body (a booking's event) is its lead's with
 * the keys its source describes (the event's `type` and the booking).
 */
export function webhookBody(
  inquiry: Inquiry,
  sources: LeadSources,
  subject: DeliverySubject | null = null,
): string {
  const { name, email, company, phone, interest, message } = inquiry;
  const described = describedSource(sources, inquiry, subject);
  return JSON.stringify({
    name,
    email,
    company,
    phone,
    interest,
    message,
    timestamp: inquiry.received_at,
    ...(inquiry.source === FORM_SOURCE ? {} : { source: inquiry.source }),
    ...(!inquiry.language || inquiry.language === SOURCE_LANGUAGE
      ? {}
      : { language: inquiry.language }),
    ...described?.webhookFields?.(inquiry, subject),
  });
}

/**
 * Stable per inquiry, or per subject (a booking's event), so a receiver can drop a repeated
 * delivery: a lead's subjects each have their own.
 */
export const webhookMessageId = (inquiry: Inquiry, subject: DeliverySubject | null = null) =>
  subject ? subject.id : `msg_${inquiry.id}`;

export interface WebhookOptions {
  url: string;
  /** `whsec_...`: when set, every delivery is signed per the Standard Webhooks spec. */
  secret: string;
  /** What each way in adds to the body. */
  sources: LeadSources;
  timeoutMs?: number;
}

export function createWebhookSender({
  url,
  secret,
  sources,
  timeoutMs = DELIVERY_TIMEOUT_MS,
}: WebhookOptions): DeliverySender {
  return {
    channel: "webhook",
    async send({ inquiry, subject }) {
      const body = webhookBody(inquiry, sources, subject);
      const id = webhookMessageId(inquiry, subject);
      const timestamp = Math.floor(Date.now() / 1000);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": String(timestamp),
      };
      if (secret) headers["webhook-signature"] = signWebhook(secret, id, timestamp, body);
      try {
        const response = await fetch(url, {
          method: "POST",
          headers,
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.status >= 200 && response.status < 300) {
          return { ok: true, detail: `HTTP ${response.status}` };
        }
        return {
          ok: false,
          detail: `HTTP ${response.status}`,
          retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
        };
      } catch (error) {
        return { ok: false, detail: describeError(error, timeoutMs) };
      }
    },
  };
}
