import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import type { SimulatedToolCall } from "../../core/voice/simulated-tool-calls";
import { storedAvailability } from "../booking/store/availability";
import { createBookingService } from "../booking/service/service";
import { bookingToolService } from "../booking/assistant/tool-adapter";
import { createBookingTools } from "../booking/assistant/tools";
import { offeredStarts, referenceIn } from "../booking/testing/tool-calls";
import { codeInbox, NO_CAPS } from "../booking/testing/code-inbox";
import { bookingAnswers } from "../../core/content/booking-answers";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTestDatabase } from "../db/test-databases";
import { createMemoryRateLimiter } from "../limits/rate-limiter";
import { silentLogger } from "../testing/contact-server";
import { simulatedToolCallsHandler } from "./simulated-tool-calls-route";
import { createVoiceEvents } from "./voice-events-service";

describe.each(testDatabaseKinds())("the simulated assistant's tool calls on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  let sequence = 0;
  afterEach(() => void (sequence += 1));

  let inbox = codeInbox();

  /**
   * The route over the real voice events and booking tools, two bookings per address allowed (and
   * `caps` on upcoming ones), each hold's code kept in `inbox`.
   */
  function endpoint({ address = "203.0.113.7", caps = NO_CAPS } = {}) {
    inbox = codeInbox({ caps });
    const service = createBookingService({
      site,
      availability: () => storedAvailability(site.db),
      trust: inbox.trust,
    });
    const events = createVoiceEvents({
      transactions: site.transactions,
      channels: [],
      logger: silentLogger,
      bookingTools: createBookingTools(bookingToolService(service)),
    });
    const app = new Hono();
    app.post(
      "/tools",
      simulatedToolCallsHandler({
        events,
        bookingLimiter: createMemoryRateLimiter({ limit: 2, windowMs: 60_000 }),
        clientIp: () => address,
        logger: silentLogger,
      }),
    );
    return (body: unknown) =>
      app.request("/tools", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
  }

  const call = (
    name: SimulatedToolCall["toolCall"]["name"],
    args: Record<string, unknown>,
    channel: SimulatedToolCall["channel"] = "call",
  ): SimulatedToolCall => ({
    conversationId: `simulated-hero-${sequence}`,
    channel,
    timeZone: "Europe/Madrid",
    placement: "hero",
    toolCall: { id: `sim-${name}-${sequence}-${channel}`, name, arguments: args },
  });

  it("offers free times in the browser's zone, holds one and books it by its code, as the provider's tool calls would", async () => {
    const post = endpoint();
    const check = await post(call("check_availability", {}));
    expect(check.status).toBe(200);
    const { result } = (await check.json()) as { result: string };
    expect(result).toContain("Europe/Madrid");
    const [first, second] = offeredStarts(result);
    expect(first).toMatch(/\+0[12]:00$/);

    // A chat carries no call metadata: its zone comes as the tool's argument, as a model sends it.
    const book = async (start: string, channel: SimulatedToolCall["channel"], email: string) => {
      const args = {
        start,
        name: "Ana",
        email,
        ...(channel === "chat" && { timeZone: "Europe/Madrid" }),
      };
      const answer = await post(call("book_appointment", args, channel));
      expect(answer.status).toBe(200);
      const reference = referenceIn(((await answer.json()) as { result: string }).result);
      const code = inbox.codeFor(email);
      const confirmed = await post(
        call("confirm_appointment", { reference, email, code }, channel),
      );
      expect(((await confirmed.json()) as { result: string }).result).toMatch(/^Booked: /);
      return reference;
    };
    const byCall = await book(first!, "call", "ana@example.com");
    const byChat = await book(second!, "chat", "ana.chat@example.com");
    const rows = await site.db
      .selectFrom("bookings")
      .select(["reference", "source", "visitor_time_zone"])
      .where("reference", "in", [byCall, byChat])
      .orderBy("source", "desc")
      .execute();
    expect(rows).toEqual([
      { reference: byCall, source: "voice", visitor_time_zone: "Europe/Madrid" },
      { reference: byChat, source: "chat", visitor_time_zone: "Europe/Madrid" },
    ]);
  });

  it("lets no browser claim a proven phone number: a phone alone holds nothing", async () => {
    const post = endpoint();
    const check = await post(call("check_availability", {}));
    const [start] = offeredStarts(((await check.json()) as { result: string }).result);
    const phone = "+34600000042";
    const claimed = {
      ...call("book_appointment", { start, name: "Mallory", phone }),
      customer: { number: phone },
      call: { customer: { number: phone } },
    };
    const answer = await post(claimed);
    expect(((await answer.json()) as { result: string }).result).toBe(
      `Not booked. ${bookingAnswers.needsEmail}`,
    );
  });

  it("counts the browser's address against the cap on upcoming bookings, as the form does", async () => {
    const post = endpoint({ address: "2001:db8:5:6::1", caps: { ...NO_CAPS, address: 1 } });
    const check = await post(call("check_availability", {}));
    const starts = offeredStarts(((await check.json()) as { result: string }).result);
    const hold = async (n: number) => {
      const args = {
        start: starts[n]!,
        name: `Visitor ${n}`,
        email: `cap-${sequence}-${n}@example.com`,
      };
      const booking = call("book_appointment", args);
      const answer = await post({
        ...booking,
        conversationId: `c-${n}`,
        toolCall: { ...booking.toolCall, id: `cap-${n}` },
      });
      return ((await answer.json()) as { result: string }).result;
    };
    expect(await hold(0)).toMatch(/^Held/);
    expect(await hold(1)).toBe(`Not booked. ${bookingAnswers.capped.address(1)}`);
  });

  it("refuses what is not one of its two tool calls with a 4xx in words, and books nothing", async () => {
    const post = endpoint();
    const before = await site.db.selectFrom("bookings").select("id").execute();
    const refused = [
      await post("{not json"),
      await post({ conversationId: "x" }),
      await post(call("capture_lead" as "book_appointment", { name: "Ana", message: "Hi" })),
      await post({ ...call("check_availability", {}), conversationId: "x".repeat(101) }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^[A-Z].+\.$/);
    }
    const huge = await post(call("check_availability", { notes: "x".repeat(9000) }));
    expect(huge.status).toBe(413);
    expect(await site.db.selectFrom("bookings").select("id").execute()).toEqual(before);
  });

  it("answers a bad start in the tool's words, and counts bookings per address", async () => {
    const post = endpoint();
    const words = await post(
      call("book_appointment", { start: "tuesday", name: "Ana", phone: "+34600000001" }),
    );
    expect(words.status).toBe(200);
    expect(((await words.json()) as { result: string }).result).toMatch(/^Nothing was changed\./);
    await post(call("book_appointment", { start: "monday", name: "Ana", phone: "+34600000001" }));
    const third = await post(
      call("book_appointment", { start: "friday", name: "Ana", phone: "+34600000001" }),
    );
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await third.json()) as { error: string }).error).toMatch(/wait 1 minute/);
  });
});
