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
import { codeInbox } from "../testing/code-inbox";
import { voiceLeads } from "../../../core/content/voice-leads";

/**
 * A tool call as the provider posts it, from a browser that reported the caller's zone; with
 * `customerNumber`, a phone call whose number the provider names.
 */
function fromKolkata(
  callId: string,
  calls: Parameters<typeof toolCallsMessage>[1],
  customerNumber?: string,
) {
  const body = toolCallsMessage(callId, calls);
  const metadata = { placement: "hero", pagePath: "/", timeZone: "Asia/Kolkata" };
  const customer = customerNumber ? { customer: { number: customerNumber } } : {};
  return {
    message: {
      ...body.message,
      call: { ...body.message.call, ...customer, assistantOverrides: { metadata } },
    },
  };
}

describe.each(testDatabaseKinds())(
  "the booking tools behind POST /api/voice/events on %s",
  (kind) => {
    let site: SiteDatabase;
    useTestDatabase(kind, (opened) => (site = opened));
    let close: (() => Promise<void>) | undefined;
    afterEach(() => close?.());

    const inbox = codeInbox();
    async function server({ toolLeadLimit }: { toolLeadLimit?: string } = {}) {
      const followUp = createBookingFollowUp({ channels: [], reminderMs: null });
      const service = createBookingService({
        site: { ...site, followUp },
        availability: () => storedAvailability(site.db),
        trust: inbox.trust,
      });
      const started = await startVoiceEventsServer({
        database: site,
        senders: [],
        toolLeadLimit,
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

    it("books a phone call by the number the provider names, and makes the booking's lead the call's: its report adds to that lead and makes none of its own", async () => {
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
      const answer = await resultOf(
        await events.post(fromKolkata("call-7", [book], "+15550100188")),
      );
      expect(answer.result).toMatch(/^Booked: /);
      referenceIn(answer.result);
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

    it("offers times in the caller's reported zone, holds one once per tool call, and books it by the code read back", async () => {
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
      const held = await resultOf(await events.post(fromKolkata("call-1", [book])));
      expect(held.result).toMatch(/^Held, not booked yet: .* e-mailed to asha@example\.com/);
      const reference = referenceIn(held.result);
      // The provider retries a tool call it did not hear back from: one hold, one code still.
      const again = await resultOf(await events.post(fromKolkata("call-1", [book])));
      expect(referenceIn(again.result)).toBe(reference);
      expect(inbox.sent).toBe(1);
      const confirm = {
        id: "tc-3",
        name: toolNames.confirmAppointment,
        arguments: {
          reference,
          email: "asha@example.com",
          code: inbox.codeFor("asha@example.com"),
        },
      };
      const confirmed = await resultOf(await events.post(fromKolkata("call-1", [confirm])));
      expect(confirmed.result).toMatch(/^Booked: .*The code matched; the booking reference is /);
      const rows = await site.db
        .selectFrom("bookings")
        .select(["reference", "source", "held_until", "proven_by"])
        .where("visitor_email", "=", "asha@example.com")
        .execute();
      expect(rows).toEqual([{ reference, source: "voice", held_until: null, proven_by: "email" }]);
    });

    it("counts book_appointment against TOOL_LEAD_LIMIT, as capture_lead", async () => {
      const events = await server({ toolLeadLimit: "1/1h" });
      const check = await resultOf(
        await events.post(
          fromKolkata("call-9", [
            { id: "tc-91", name: toolNames.checkAvailability, arguments: {} },
          ]),
        ),
      );
      const [first, second] = offeredStarts(check.result);
      const book = (id: string, start: string, n: number) => ({
        id,
        name: toolNames.bookAppointment,
        arguments: { start, name: `Caller ${n}`, email: `limit${n}@example.com` },
      });
      const one = await resultOf(
        await events.post(fromKolkata("call-9", [book("tc-92", first!, 1)])),
      );
      expect(one.result).toMatch(/^Held/);
      const two = await resultOf(
        await events.post(fromKolkata("call-9", [book("tc-93", second!, 2)])),
      );
      expect(two.result).toBe(voiceLeads.overBudget);
      const rows = await site.db
        .selectFrom("bookings")
        .select("visitor_email")
        .where("visitor_email", "like", "limit%")
        .execute();
      expect(rows).toEqual([{ visitor_email: "limit1@example.com" }]);
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
              'This server does not know the tool "transfer_call"; it handles check_availability, book_appointment, reschedule_appointment, cancel_appointment, confirm_appointment and capture_lead.',
          },
        ],
      });
    });
  },
);
