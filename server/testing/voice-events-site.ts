import { expect } from "vitest";
import type { DatabaseKind } from "../db/database";
import { listInquiries } from "../db/inquiry-store";
import { getLead } from "../db/lead-detail";
import { useLeadDeliverySite } from "./lead-delivery-site";
import { startVoiceEventsServer } from "./voice-events-server";

/** What a caller who would rather be called back leaves through capture_lead. */
export const callbackRequest = {
  name: "Dana Reyes",
  email: "dana@harbor-dental.example",
  interest: "Booking Automation",
  message: "Two clinics, wants after-hours booking. Please call back.",
};

/**
 * Inside a `describe`: the voice events route on a fresh database of this kind, delivering by
 * signed webhook and by e-mail to receivers on 127.0.0.1, for the whole block.
 */
export function useVoiceEventsSite(kind: DatabaseKind) {
  const delivery = useLeadDeliverySite(kind, "https://example.com", (database, senders) =>
    startVoiceEventsServer({ database, senders: [senders.webhook, senders.email] }),
  );
  let sequence = 0;

  const site = Object.assign(delivery, {
    /** Ids unique per test, so each test reads only what it made. */
    fresh: (prefix: string) => `${prefix}_${kind}_${Date.now()}_${(sequence += 1)}`,
    async inquiriesOfCall(callId: string) {
      const all = await listInquiries(delivery.database.db);
      return all.filter((inquiry) => inquiry.call_id === callId);
    },
    /** The one inquiry a call made: a second one would be a lost retry guarantee. */
    async onlyInquiryOfCall(callId: string) {
      const stored = await site.inquiriesOfCall(callId);
      expect(stored).toHaveLength(1);
      return stored[0]!;
    },
    async storedCount() {
      const { count } = await delivery.database.db
        .selectFrom("inquiries")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async allDelivered(inquiryId: string) {
      const detail = await getLead(delivery.database.db, inquiryId);
      return (
        detail!.deliveries.length === 2 && detail!.deliveries.every((d) => d.status === "delivered")
      );
    },
  });
  return site;
}
