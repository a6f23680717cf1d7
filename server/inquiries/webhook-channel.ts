import type { Inquiry } from "../db/inquiry-store";
import { parseRetryAfter } from "./backoff";
import { DELIVERY_TIMEOUT_MS, describeError, type DeliverySender } from "./delivery-channel";
import { signWebhook } from "./webhook-signature";
import { FORM_SOURCE } from "../../core/contact/inquiry-record";
import { describedSource, type LeadSources } from "./lead-source";

/**
 * The spec's webhook body, exactly these keys in this order; a lead from another way in adds its
 * `source` and the keys its way in describes after them.
 */
export function webhookBody(inquiry: Inquiry, sources: LeadSources): string {
  const { name, email, company, phone, interest, message } = inquiry;
  return JSON.stringify({
    name,
    email,
    company,
    phone,
    interest,
    message,
    timestamp: inquiry.received_at,
    ...(inquiry.source === FORM_SOURCE ? {} : { source: inquiry.source }),
    ...describedSource(sources, inquiry)?.webhookFields?.(inquiry),
  });
}

/** Stable per inquiry, so a receiver can drop a repeated delivery. */
export const webhookMessageId = (inquiry: Inquiry) => `msg_${inquiry.id}`;

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
    async send({ inquiry }) {
      const body = webhookBody(inquiry, sources);
      const id = webhookMessageId(inquiry);
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
