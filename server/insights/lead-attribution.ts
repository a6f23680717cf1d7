import { sql, type Kysely } from "kysely";
import type { InquirySource } from "../../core/contact/inquiry-record";
import { insightPlacements, type InsightPlacement } from "../../core/insights/insight-events";
import type { Database, InsightsEventTable } from "../db/schema";
import { unlimited, type RateLimiter } from "../limits/rate-limiter";
import type { EventRecorder } from "./event-recorder";
import { dayOf } from "./insights-days";
import { deviceClass, isAutomated, type DeviceClass } from "./visit-traits";
import type { VisitorHasher } from "./visitor-salts";

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

/** A visitor's landing of the day, by the landings' key. */
export const landingQuery = (db: Kysely<Database>, visitor: string, day: string) =>
  db
    .selectFrom("insights_landings")
    .select(["path", "referrer_host", "utm_source", "utm_medium", "utm_campaign"])
    .where("day", "=", day)
    .where("visitor", "=", visitor);

/** Where a visitor last started a chat that day, by the index of chat starts alone. */
export const chatStartQuery = (db: Kysely<Database>, visitor: string, day: string) =>
  db
    .selectFrom("insights_events")
    .select("placement")
    // A literal, as the partial index says it: with a parameter it could not be used.
    .where("name", "=", sql.lit("chat_started"))
    .where("visitor", "=", visitor)
    .where("day", "=", day)
    .orderBy("at", "desc")
    .limit(1);

/**
 * Steps towards a lead that the server sees itself (a valid form sent, a lead stored) and the visit
 * each lead came from. Off (INSIGHTS=off), every visit is null and nothing is recorded.
 */
export function createLeadInsights({
  db,
  hasher,
  recorder,
  budget = unlimited,
  now = Date.now,
}: {
  db: Kysely<Database>;
  hasher: VisitorHasher;
  recorder: EventRecorder;
  /** Counted events per client address (INSIGHTS_BUDGET), shared with the page views. */
  budget?: RateLimiter;
  now?: () => number;
}) {
  /**
   * The visitor's landing by its key, and where it last started a chat by the index of chat
   * starts alone: two lookups whatever the day's traffic, made once a lead is to be stored.
   */
  async function visitOf(visitor: string, day: string, device: DeviceClass, chat: boolean) {
    const [landing, last] = await Promise.all([
      landingQuery(db, visitor, day).executeTakeFirst(),
      chat ? chatStartQuery(db, visitor, day).executeTakeFirst() : undefined,
    ]);
    const placement = last?.placement ?? null;
    return {
      visitor,
      device,
      landing: landing ?? null,
      placement: isPlacement(placement) ? placement : null,
    };
  }

  /** Visits found by address, with the address their form step is budgeted by (never stored). */
  const addresses = new WeakMap<LeadVisit, string>();

  return {
    /** A form or chat post's visit, by the address and user agent that sent it; null for a bot. */
    async visitByAddress(address: string, userAgent: string): Promise<LeadVisit | null> {
      if (isAutomated(userAgent)) return null;
      // Its page views may still wait to be written.
      await recorder.flush();
      const at = now();
      const visitor = await hasher.hash(address, userAgent, at);
      const visit = await visitOf(visitor, dayOf(at), deviceClass(userAgent), true);
      addresses.set(visit, address);
      return visit;
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
        false,
      );
      return { ...visit, placement: isPlacement(connected.placement) ? connected.placement : null };
    },
    /** A valid form post that passed the rate limit, within its address's budget. */
    formSubmitted(visit: LeadVisit, path: string) {
      const at = now();
      const address = addresses.get(visit);
      recorder.recordsSoon(
        (address ? budget.take(address) : Promise.resolve({ allowed: true }))
          .then((decision) => {
            if (!decision.allowed) return;
            recorder.record({
              at,
              visitor: visit.visitor,
              name: "form_submitted",
              path,
              placement: "contact",
              device: visit.device,
            });
          })
          // Like a write that fails: the step goes uncounted, and the lead is stored all the same.
          .catch(() => undefined),
      );
    },
    /**
     * A call the voice provider reported to the server (signed with VAPI_SERVER_SECRET), which a forged
     * beacon cannot add: counted as connected, and as consented when its start carried a consent
     * the server keeps. Its visitor is the visit's, else the call itself: once per call either way.
     */
    callReported(
      visit: LeadVisit | null,
      call: { id: string; placement: string | null; page: string | null; consented: boolean },
    ) {
      const placement = isPlacement(call.placement) ? call.placement : null;
      if (!placement) return;
      const steps = call.consented
        ? (["consent_recorded", "call_reported"] as const)
        : (["call_reported"] as const);
      for (const name of steps) {
        recorder.record({
          at: now(),
          visitor: visit?.visitor ?? `call:${call.id}`,
          name,
          path: visit?.landing?.path ?? call.page ?? "/",
          placement,
          device: visit?.device ?? "desktop",
        });
      }
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
