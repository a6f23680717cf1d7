import { describe, expect, it } from "vitest";
import { periodFromSearch } from "../../core/insights/insights-period";
import { loadConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { createLogger } from "../logger";
import { readProviderMessage } from "../voice-events/provider-messages";
import { createVoiceEvents } from "../voice-events/voice-events-service";
import { createEventRecorder } from "./event-recorder";
import { buildReport } from "./insights-figures";
import { createInsightsCollecting } from "./insights-collecting";
import { createPeriodTotals } from "./period-totals";

const logger = createLogger("silent");

/** The provider's signed report of a call the hero's button started, consented or not. */
const callReport = (id: string, consented: boolean) =>
  readProviderMessage({
    message: {
      type: "end-of-call-report",
      call: {
        id,
        assistantOverrides: {
          metadata: {
            placement: "hero",
            pagePath: "/",
            ...(consented ? { consentVersion: 1, consentedAt: new Date().toISOString() } : {}),
          },
        },
      },
      endedReason: "customer-ended-call",
    },
  })!;

describe.each(testDatabaseKinds())("the voice funnel's witnesses on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));

  it("counts a call's consent and connection from the provider's reports, not from the browser's word", async () => {
    const config = loadConfig({ SITE_URL: "https://www.example.com" });
    const collecting = createInsightsCollecting({ config, database: site, logger });
    const voice = createVoiceEvents({
      transactions: site.transactions,
      channels: [],
      logger,
      insights: collecting.leads,
    });
    // A script's forged steps, each from a visitor of its own, as rotated user agents make them.
    const forged = createEventRecorder(site, logger);
    for (let n = 0; n < 100; n++) {
      for (const name of ["consent_given", "call_connected"]) {
        forged.record({
          at: Date.now(),
          visitor: `forged${n}`,
          name,
          path: "/",
          placement: "hero",
          device: "desktop",
          call_id: `fake-${n}`,
        });
      }
    }
    await forged.flush();
    await voice.handle(callReport("call-a", true));
    await voice.handle(callReport("call-a", true));
    await voice.handle(callReport("call-b", false));
    await collecting.flush();

    const chosen = periodFromSearch(new URLSearchParams("period=today"), Date.now());
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const report = buildReport(
      chosen.period,
      await createPeriodTotals(site.db).totalsFor(chosen.period, Date.now()),
    );
    const hero = report.funnels.find((f) => f.channel === "voice" && f.placement === "hero")!;
    expect(hero.steps).toEqual([
      { step: "visit", count: 0, witness: "server" },
      { step: "call_pressed", count: 0, witness: "browser" },
      { step: "consent_recorded", count: 1, witness: "server" },
      { step: "call_reported", count: 2, witness: "server" },
      { step: "lead_created", count: 0, witness: "server" },
      { step: "booked", count: 0, witness: "server" },
    ]);
    const chat = report.funnels.find((f) => f.channel === "chat")!;
    expect(chat.steps.map((step) => step.witness)).toEqual([
      "server",
      "browser",
      "server",
      "server",
    ]);
  });
});
