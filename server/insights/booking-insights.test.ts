import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingTools as toolNames } from "../../core/content/booking-assistant";
import { defaultMeetingType } from "../../core/content/booking";
import { periodFromSearch } from "../../core/insights/insights-period";
import { storedAvailability } from "../booking/store/availability";
import { createBookingService } from "../booking/service/service";
import { createBookingTools } from "../booking/assistant/tools";
import { offeredStarts, referenceIn } from "../booking/testing/tool-calls";
import { bookAndConfirm, codeInbox } from "../booking/testing/code-inbox";
import { loadConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { createLogger } from "../logger";
import { toolCallsMessage } from "../testing/voice-events-server";
import { readProviderMessage } from "../voice-events/provider-messages";
import { createVoiceEvents } from "../voice-events/voice-events-service";
import { buildReport } from "./insights-figures";
import { createInsightsCollecting } from "./insights-collecting";
import { createPeriodTotals } from "./period-totals";
import { settledEvents } from "./testing/settled-events";
import type { Language } from "../../core/content/languages";

const SITE = "https://www.example.com";
const ADDRESS = "198.51.100.61";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Booked";
const ZONE = "America/New_York";
const logger = createLogger("silent");

/** A tool call from a call the button at `placement` started (none: a chat's, which says none). */
function toolCall(
  callId: string,
  placement: string | null,
  call: Parameters<typeof toolCallsMessage>[1][0],
) {
  const body = toolCallsMessage(callId, [call]);
  if (!placement) {
    const { call: _call, ...chat } = body.message;
    return readProviderMessage({ message: { ...chat, chat: { id: callId, messages: [] } } })!;
  }
  const metadata = { placement, pagePath: "/", timeZone: ZONE };
  return readProviderMessage({
    message: { ...body.message, call: { ...body.message.call, assistantOverrides: { metadata } } },
  })!;
}

describe.each(testDatabaseKinds())("the funnel's booked step on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  // Each test counts from nothing, within a budget of its own.
  beforeEach(async () => {
    for (const table of ["insights_events", "insights_landings", "limit_hits"] as const) {
      await site.db.deleteFrom(table).execute();
    }
  });

  /** Insights as main.ts wires them, the booking service telling them each booking. */
  function siteWithInsights(budget = "120/10m") {
    const config = loadConfig({ SITE_URL: SITE, TRUST_PROXY: "1", INSIGHTS_BUDGET: budget });
    const collecting = createInsightsCollecting({ config, database: site, logger });
    const inbox = codeInbox();
    const service = createBookingService({
      site,
      availability: () => storedAvailability(site.db),
      trust: inbox.trust,
      onEvent: collecting.bookings,
    });
    const voice = createVoiceEvents({
      transactions: site.transactions,
      channels: [],
      logger,
      insights: collecting.leads,
      bookingTools: createBookingTools(service),
    });
    const pages = new Hono();
    pages.use(collecting.countPageViews!);
    pages.get("*", (c) => c.html("<p>page</p>"));
    let person = 0;
    return {
      collecting,
      service,
      view: (path: string) =>
        pages.request(path, { headers: { "User-Agent": CHROME, "X-Forwarded-For": ADDRESS } }),
      /** A booking from the /book form, at the `n`th free slot (`via`: the link that led there). */
      async bookOnWeb(n: number, via?: string, language?: Language) {
        const answer = await service.slots({
          meetingTypeId: defaultMeetingType.id,
          timeZone: ZONE,
          limit: n + 1,
        });
        if (answer.outcome !== "slots") throw new Error(answer.message);
        person += 1;
        // The step is counted when the visitor confirms, from the page they confirm on.
        return bookAndConfirm(service, inbox, {
          meetingTypeId: defaultMeetingType.id,
          start: answer.slots[n]!.start.toString(),
          visitor: { name: "Web Visitor", email: `web${person}@example.com`, timeZone: ZONE },
          source: "web",
          origin: { address: ADDRESS, userAgent: CHROME, via },
          language,
        });
      },
      /** The assistant checks the times, then books the `n`th it offered. */
      async bookByTool(callId: string, placement: string | null, n: number) {
        const check = await voice.handle(
          toolCall(callId, placement, {
            id: `${callId}-check`,
            name: toolNames.checkAvailability,
            arguments: {},
          }),
        );
        const [offered] = (check as { results: { result: string }[] }).results;
        const start = offeredStarts(offered!.result)[n]!;
        const book = {
          id: `${callId}-book`,
          name: toolNames.bookAppointment,
          arguments: { start, name: "Caller", email: `${callId}@example.com` },
        };
        const held = await voice.handle(toolCall(callId, placement, book));
        // The provider sends a tool call again when it heard no answer: one booking, one step.
        await voice.handle(toolCall(callId, placement, book));
        const [line] = (held as { results: { result: string }[] }).results;
        const confirm = {
          id: `${callId}-confirm`,
          name: toolNames.confirmAppointment,
          arguments: {
            reference: referenceIn(line!.result),
            email: `${callId}@example.com`,
            code: inbox.codeFor(`${callId}@example.com`),
          },
        };
        await voice.handle(toolCall(callId, placement, confirm));
      },
    };
  }

  const booked = async (collecting: { flush(): Promise<void> }) =>
    (await settledEvents(site, { insights: collecting })).filter((e) => e.name === "booked");

  it("counts a web booking once for the booking page, joined to the visit it came in", async () => {
    const { collecting, service, view, bookOnWeb } = siteWithInsights();
    expect((await view("/book")).status).toBe(200);
    const answer = await bookOnWeb(0);
    if (answer.outcome !== "booked") throw new Error(answer.outcome);
    const { booking } = answer;
    // A move and a cancel are no new bookings.
    const next = await service.slots({
      meetingTypeId: defaultMeetingType.id,
      timeZone: ZONE,
      limit: 3,
    });
    if (next.outcome !== "slots") throw new Error(next.message);
    const contact = { reference: booking.reference, email: booking.visitor.email };
    const moved = await service.reschedule(contact, next.slots[2]!.start.toString(), ZONE);
    expect(moved.outcome).toBe("changed");
    expect((await service.cancel(contact)).outcome).toBe("changed");

    const events = await settledEvents(site, { insights: collecting });
    const pageview = events.find((e) => e.name === "pageview")!;
    expect(events.filter((e) => e.name === "booked")).toEqual([
      expect.objectContaining({
        visitor: pageview.visitor,
        path: "/book",
        placement: "book",
        channel: "web",
        device: "desktop",
      }),
    ]);
  });

  it("counts the assistant's booking at its call button's place, a chat's without one, each once", async () => {
    const { collecting, bookByTool } = siteWithInsights();
    await bookByTool("call-hero", "hero", 0);
    await bookByTool("chat-1", null, 1);
    const steps = await booked(collecting);
    expect(steps.map((e) => [e.visitor, e.placement, e.channel])).toEqual([
      ["call:call-hero", "hero", "voice"],
      // A chat's tool call names no call, nor its place: the booking is its own visitor.
      [expect.stringMatching(/^booking:bkg_/), null, "chat"],
    ]);
  });

  it("counts nothing past the address's budget, and nothing with counting off", async () => {
    const { collecting, view, bookOnWeb, bookByTool } = siteWithInsights("1/10m");
    await view("/");
    expect((await bookOnWeb(0)).outcome).toBe("booked");
    // The assistant's bookings are budgeted by their call, not by the provider's address.
    await bookByTool("call-demo", "demo", 1);
    expect((await booked(collecting)).map((e) => e.placement)).toEqual(["demo"]);

    const off = createInsightsCollecting({
      config: loadConfig({ SITE_URL: SITE, INSIGHTS: "off" }),
      database: site,
      logger,
    });
    expect(off.bookings).toBeUndefined();
  });

  it("shows the booked step in each funnel that books, and the booking page's own funnel", async () => {
    const { collecting, view, bookOnWeb, bookByTool } = siteWithInsights();
    await view("/book");
    await bookOnWeb(0);
    await bookByTool("call-widget", "widget", 1);
    await booked(collecting);

    const chosen = periodFromSearch(new URLSearchParams("period=today"), Date.now());
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const report = buildReport(
      chosen.period,
      await createPeriodTotals(site.db).totalsFor(chosen.period, Date.now()),
    );
    const funnel = (channel: string, placement: string) =>
      report.funnels
        .find((f) => f.channel === channel && f.placement === placement)!
        .steps.map(({ step, count }) => `${step} ${count}`);
    expect(funnel("web", "book")).toEqual(["visit 1", "book_page 1", "booked 1"]);
    expect(funnel("voice", "widget").at(-1)).toBe("booked 1");
    expect(funnel("voice", "hero").at(-1)).toBe("booked 0");
    expect(funnel("chat", "demo").at(-1)).toBe("booked 0");
    expect(funnel("form", "contact").at(-1)).toBe("lead_created 0");
  });

  it("counts the Spanish booking page and its bookings as the English one's", async () => {
    const { collecting, view, bookOnWeb } = siteWithInsights();
    await view("/es/reservar");
    await bookOnWeb(0, undefined, "es");
    expect((await booked(collecting)).map((event) => event.path)).toEqual(["/es/reservar"]);

    const chosen = periodFromSearch(new URLSearchParams("period=today"), Date.now());
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const report = buildReport(
      chosen.period,
      await createPeriodTotals(site.db).totalsFor(chosen.period, Date.now()),
    );
    const funnel = report.funnels.find((f) => f.channel === "web" && f.placement === "book")!;
    expect(funnel.steps.map(({ step, count }) => `${step} ${count}`)).toEqual([
      "visit 1",
      "book_page 1",
      "booked 1",
    ]);
  });

  it("counts a booking that a chat's or call's 'Pick a time yourself' link led to in that funnel", async () => {
    const { collecting, view, bookOnWeb } = siteWithInsights();
    await view("/book");
    await bookOnWeb(0, "chat-widget");
    await bookOnWeb(1, "chat-demo");
    await bookOnWeb(2, "voice-widget");
    // Not a link of the site's: the booking page's own.
    for (const [n, via] of [
      [3, "chat-hero"],
      [4, "book-web"],
      [5, "chat-widget-x"],
    ] as const) {
      await bookOnWeb(n, via);
    }
    expect((await booked(collecting)).map((e) => [e.placement, e.channel, e.path])).toEqual([
      ["widget", "chat", "/book"],
      ["demo", "chat", "/book"],
      ["widget", "voice", "/book"],
      ["book", "web", "/book"],
      ["book", "web", "/book"],
      ["book", "web", "/book"],
    ]);
    const chosen = periodFromSearch(new URLSearchParams("period=today"), Date.now());
    if (!("period" in chosen)) throw new Error(chosen.problem);
    const { funnels } = buildReport(
      chosen.period,
      await createPeriodTotals(site.db).totalsFor(chosen.period, Date.now()),
    );
    const bookedAt = (channel: string, placement: string) =>
      funnels.find((f) => f.channel === channel && f.placement === placement)!.steps.at(-1);
    expect(bookedAt("chat", "widget")).toMatchObject({ step: "booked", count: 1 });
    expect(bookedAt("chat", "demo")).toMatchObject({ step: "booked", count: 1 });
    expect(bookedAt("voice", "widget")).toMatchObject({ step: "booked", count: 1 });
    expect(bookedAt("web", "book")).toMatchObject({ step: "booked", count: 3 });
  });
});
