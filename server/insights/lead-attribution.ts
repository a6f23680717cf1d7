import type { Kysely } from "kysely";
import type { InquirySource } from "../../core/contact/inquiry-record";
import { insightPlacements, type InsightPlacement } from "../../core/insights/insight-events";
import type { Database, InsightsEventTable } from "../db/schema";
import type { EventRecorder } from "./event-recorder";
import { deviceClass, isAutomated, type DeviceClass } from "./visit-traits";
import { dayOf, type VisitorHasher } from "./visitor-salts";

type Landing = Pick<
  InsightsEventTable,
  "path" | "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign"
>;

/** The visit a lead came from, found without cookies: by its visitor's hash of the day. */
export interface LeadVisit {
  visitor: string;
  device: DeviceClass;
  /** The visitor's first page view that day, with where it came from; null when none was counted. */
  landing: Landing | null;
  /** Where the visitor last started a chat or a call, when known. */
  placement: InsightPlacement | null;
}

const isPlacement = (value: string | null): value is InsightPlacement =>
  insightPlacements.includes(value as InsightPlacement);

/**
 * Steps towards a lead that the server sees itself (a form sent, a lead stored) and the visit
 * each lead came from. Off (INSIGHTS=off), every visit is null and nothing is recorded.
 */
export function createLeadInsights({
  db,
  hasher,
  recorder,
  now = Date.now,
}: {
  db: Kysely<Database>;
  hasher: VisitorHasher;
  recorder: EventRecorder;
  now?: () => number;
}) {
  /**
   * Read through the day's index, in time order: no index by visitor, which each counted event
   * would pay for (decision 019); a lead pays instead, a few ms at 11,000 events a day.
   */
  async function visitOf(visitor: string, day: string, device: DeviceClass, step?: string) {
    const events = db
      .selectFrom("insights_events")
      .where("visitor", "=", visitor)
      .where("day", "=", day);
    const [landing, last] = await Promise.all([
      events
        .select(["path", "referrer_host", "utm_source", "utm_medium", "utm_campaign"])
        .where("name", "=", "pageview")
        .orderBy("at")
        .limit(1)
        .executeTakeFirst(),
      step
        ? events
            .select("placement")
            .where("name", "=", step)
            .orderBy("at", "desc")
            .limit(1)
            .executeTakeFirst()
        : undefined,
    ]);
    const placement = last?.placement ?? null;
    return {
      visitor,
      device,
      landing: landing ?? null,
      placement: isPlacement(placement) ? placement : null,
    };
  }

  return {
    /** A form or chat post's visit, by the address and user agent that sent it; null for a bot. */
    async visitByAddress(address: string, userAgent: string): Promise<LeadVisit | null> {
      if (isAutomated(userAgent)) return null;
      // Its page views may still wait to be written.
      await recorder.flush();
      const at = now();
      const visitor = await hasher.hash(address, userAgent, at);
      return visitOf(visitor, dayOf(at), deviceClass(userAgent), "chat_started");
    },
    /** A voice lead's visit, by the call its browser reported connected. */
    async visitByCall(callId: string): Promise<LeadVisit | null> {
      await recorder.flush();
      const connected = await db
        .selectFrom("insights_events")
        .select(["visitor", "day", "device", "placement"])
        .where("call_id", "=", callId)
        .orderBy("at", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!connected) return null;
      const visit = await visitOf(
        connected.visitor,
        connected.day,
        connected.device as DeviceClass,
      );
      return { ...visit, placement: isPlacement(connected.placement) ? connected.placement : null };
    },
    formSubmitted(visit: LeadVisit, path: string) {
      recorder.record({
        at: now(),
        visitor: visit.visitor,
        name: "form_submitted",
        path,
        placement: "contact",
        device: visit.device,
      });
    },
    /** A lead stored: counted on its landing page, with its source, at its placement. */
    leadCreated(
      visit: LeadVisit | null,
      lead: { id: string; source: InquirySource; placement: string | null; page: string },
    ) {
      const landing = visit?.landing;
      const placement = lead.placement ?? visit?.placement ?? null;
      recorder.record({
        at: now(),
        visitor: visit?.visitor ?? `lead:${lead.id}`,
        name: "lead_created",
        path: landing?.path ?? lead.page,
        placement: isPlacement(placement) ? placement : null,
        channel: lead.source,
        device: visit?.device ?? "desktop",
        referrer_host: landing?.referrer_host ?? null,
        utm_source: landing?.utm_source ?? null,
        utm_medium: landing?.utm_medium ?? null,
        utm_campaign: landing?.utm_campaign ?? null,
      });
    },
  };
}

export type LeadInsights = ReturnType<typeof createLeadInsights>;
