import { afterEach, describe, expect, it } from "vitest";
import { bookingTools as toolNames } from "../../../core/content/booking-assistant";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { startVoiceEventsServer, toolCallsMessage } from "../../testing/voice-events-server";
import { storedAvailability } from "../store/availability";
import { createBookingFollowUp } from "../messages/follow-up";
import { createBookingService } from "../service/service";
import { createBookingTools } from "./tools";
import { offeredStarts, referenceIn } from "../testing/tool-calls";

/** A tool call as the provider posts it, from a browser that reported the caller's zone. */
function fromKolkata(callId: string, calls: Parameters<typeof toolCallsMessage>[1]) {
  const body = toolCallsMessage(callId, calls);
  const metadata = { placement: "hero", pagePath: "/", timeZone: "Asia/Kolkata" };
  return {
    message: { ...body.message, call: { ...body.message.call, assistantOverrides: { metadata } } },
  };
}

describe.each(testDatabaseKinds())(
  "the booking tools behind POST /api/voice/events on %s",
  (kind) => {
    let site: SiteDatabase;
    useTestDatabase(kind, (opened) => (site = opened));
    let close: (() => Promise<void>) | undefined;
    afterEach(() => close?.());

    async function server() {
      const followUp = createBookingFollowUp({ channels: [], reminderMs: null });
      const service = createBookingService({
        site: { ...site, followUp },
        availability: () => storedAvailability(site.db),
      });
      const started = await startVoiceEventsServer({
        database: site,
        senders: [],
        bookingTools: createBookingTools(service),
      });
      close = started.close;
      return started;
    }

    const resultOf = async (answer: Response) => {
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { results: { toolCallId: string; result: string }[] };
      expect(body.results).toHaveLength(1);
      expect(body.results[0]!.result).not.toContain("\n");
      return body.results[0]!;
    };

    it("makes the booking's lead the call's: its report adds to that lead and makes none of its own", async () => {
      const events = await server();
      const check = await resultOf(
        await events.post(
          fromKolkata("call-7", [
            { id: "tc-71", name: toolNames.checkAvailability, arguments: {} },
          ]),
        ),
      );
      const [start] = offeredStarts(check.result);
      const book = {
        id: "tc-72",
        name: toolNames.bookAppointment,
        arguments: { start: start!, name: "Ravi Iyer", phone: "+15550100188" },
      };
      referenceIn((await resultOf(await events.post(fromKolkata("call-7", [book])))).result);
      const report = {
        message: {
          type: "end-of-call-report",
          call: { id: "call-7", customer: { number: "+15550100188" } },
          endedReason: "customer-ended-call",
          summary: "The caller booked a consultation.",
          artifact: { transcript: "AI: Booked.\nUser: Thanks." },
        },
      };
      expect((await events.post(report)).status).toBe(200);
      const leads = await site.db
        .selectFrom("inquiries")
        .select(["id", "source", "call_id", "summary", "incomplete"])
        .execute();
      expect(leads).toEqual([
        expect.objectContaining({
          source: "booking",
          call_id: "call-7",
          summary: "The caller booked a consultation.",
          incomplete: 0,
        }),
      ]);
      const booking = await site.db.selectFrom("bookings").select("lead_id").executeTakeFirst();
      expect(booking?.lead_id).toBe(leads[0]!.id);
    });

    it("offers times in the caller's reported zone and books one of them, once per tool call", async () => {
      const events = await server();
      const check = await resultOf(
        await events.post(
          fromKolkata("call-1", [{ id: "tc-1", name: toolNames.checkAvailability, arguments: {} }]),
        ),
      );
      expect(check.toolCallId).toBe("tc-1");
      expect(check.result).toContain("Asia/Kolkata");
      const [start] = offeredStarts(check.result);
      expect(start).toMatch(/\+05:30$/);

      const book = {
        id: "tc-2",
        name: toolNames.bookAppointment,
        arguments: { start: start!, name: "Asha Rao", email: "asha@example.com" },
      };
      const booked = await resultOf(await events.post(fromKolkata("call-1", [book])));
      const reference = referenceIn(booked.result);
      // The provider retries a tool call it did not hear back from: one booking still.
      const again = await resultOf(await events.post(fromKolkata("call-1", [book])));
      expect(referenceIn(again.result)).toBe(reference);
      const rows = await site.db
        .selectFrom("bookings")
        .select(["reference", "source"])
        .where("visitor_email", "=", "asha@example.com")
        .execute();
      expect(rows).toEqual([{ reference, source: "voice" }]);
    });

    it("answers an unreadable start in words, and books nothing", async () => {
      const events = await server();
      const answer = await resultOf(
        await events.post(
          fromKolkata("call-2", [
            {
              id: "tc-3",
              name: toolNames.bookAppointment,
              arguments: {
                start: "next tuesday at 3",
                name: "Asha Rao",
                email: "asha@example.com",
              },
            },
          ]),
        ),
      );
      expect(answer.result).toMatch(/[a-z]/);
      expect(answer.result).not.toMatch(/^Booked/);
      const ravi = site.db
        .selectFrom("bookings")
        .select("id")
        .where("visitor_email", "=", "ravi@example.com");
      expect(await ravi.execute()).toEqual([]);
    });

    it("names every tool it answers when asked for one it does not know", async () => {
      const events = await server();
      const answer = await events.post(
        toolCallsMessage("call-3", [{ id: "tc-4", name: "transfer_call", arguments: {} }]),
      );
      expect(await answer.json()).toEqual({
        results: [
          {
            toolCallId: "tc-4",
            error:
              'This server does not know the tool "transfer_call"; it handles check_availability, book_appointment, reschedule_appointment, cancel_appointment and capture_lead.',
          },
        ],
      });
    });
  },
);
