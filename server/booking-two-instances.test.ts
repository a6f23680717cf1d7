import { describe, expect, it } from "vitest";
import type { RunningServer } from "../tests/support/production-server";
import { RENDERED_AT_FIELD } from "../core/contact/inquiry-fields";
import { bookingTools } from "../core/content/booking-assistant";
import { defaultMeetingType, slotRefusals } from "../core/content/booking";
import { testDatabaseKinds } from "./db/test-databases";
import { useTwoInstancesOnPostgres } from "./testing/two-instances";
import { offeredStarts } from "./booking/testing/tool-calls";
import { toolCallsMessage, VOICE_SECRET } from "./testing/voice-events-server";
import { VOICE_EVENTS_PATH } from "./voice-events/voice-events-route";

const ATTEMPTS = 50;
/** Every attempt has its answer within this, on a busy machine too: none may hang on a lock. */
const ANSWER_WITHIN_MS = 45_000;
const AGENCY_ZONE = "America/New_York";

/**
 * Issue 40's race as deployed: two `npm start` processes on one PostgreSQL database, as behind a
 * load balancer, and 50 people at once for one time, half of them through the assistant's
 * `book_appointment` tool (POST /api/voice/events, with the provider's secret) and half through
 * /book's form post. The database must keep one booking; everyone else is told the time was just
 * taken and offered the next free ones.
 */
describe.runIf(testDatabaseKinds().includes("postgres"))(
  "one time booked at once through two server processes on one PostgreSQL database",
  () => {
    const site = useTwoInstancesOnPostgres("booking_race", {
      VAPI_SERVER_SECRET: VOICE_SECRET,
      CONTACT_RATE_LIMIT: "1000/10m",
      CONTACT_MIN_FILL_MS: "1",
    });
    const { instance } = site;

    /** The times a refused form offers instead: its radio buttons named "start". */
    const offeredByForm = (html: string) =>
      [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
        .map(([input]) => /name="start"[^>]*value="([^"]+)"/.exec(input)?.[1])
        .filter((value) => value !== undefined);

    const signal = () => AbortSignal.timeout(ANSWER_WITHIN_MS);

    async function callTool(server: RunningServer, n: number, args: Record<string, unknown>) {
      const name = Object.keys(args).length
        ? bookingTools.bookAppointment
        : bookingTools.checkAvailability;
      const answer = await fetch(`${server.origin}${VOICE_EVENTS_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-vapi-secret": VOICE_SECRET },
        body: JSON.stringify(
          toolCallsMessage(`race-call-${n}`, [{ id: `race-tool-${n}`, name, arguments: args }]),
        ),
        signal: signal(),
      });
      expect(answer.status).toBe(200);
      const { results } = (await answer.json()) as { results: { result: string }[] };
      return results[0]!.result;
    }

    /** The details form for `start`, as a visitor's browser gets it: its form token. */
    async function openDetails(server: RunningServer, start: string) {
      const query = new URLSearchParams({ type: defaultMeetingType.id, tz: AGENCY_ZONE, start });
      const page = await (
        await fetch(`${server.origin}/book?${query}`, { signal: signal() })
      ).text();
      const token = new RegExp(`name="${RENDERED_AT_FIELD}" value="([^"]+)"`).exec(page)?.[1];
      expect(token).toBeTruthy();
      return { server, query, token: token! };
    }

    function sendDetails(
      { server, query, token }: Awaited<ReturnType<typeof openDetails>>,
      n: number,
    ) {
      return fetch(`${server.origin}/book?${query}`, {
        method: "POST",
        headers: { origin: server.origin },
        body: new URLSearchParams({
          type: defaultMeetingType.id,
          tz: AGENCY_ZONE,
          start: query.get("start")!,
          [RENDERED_AT_FIELD]: token,
          name: `Visitor ${n}`,
          email: `race-web-${n}@example.com`,
        }),
        redirect: "manual",
        signal: signal(),
      });
    }

    it(`${ATTEMPTS} attempts at one time, by tool call and by form on both, make one booking`, async () => {
      const offered = offeredStarts(await callTool(instance(0), 0, {}));
      // The last of the offered times: far enough from now that none of the notice runs out.
      const start = offered.at(-1)!;
      expect(start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:\d\d$/);

      // Attempt n goes to instance n % 2; attempts 0, 1, 4, 5, … by tool, 2, 3, 6, 7, … by form.
      const byForm = (n: number) => n % 4 >= 2;
      const forms = new Map(
        await Promise.all(
          Array.from({ length: ATTEMPTS }, (_, n) => n)
            .filter(byForm)
            .map(async (n) => [n, await openDetails(instance(n), start)] as const),
        ),
      );
      const startedAt = Date.now();
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, async (_, n) => {
          if (!byForm(n)) {
            const args = { start, name: `Caller ${n}`, email: `race-voice-${n}@example.com` };
            return { kind: "tool" as const, text: await callTool(instance(n), n + 1, args) };
          }
          const response = await sendDetails(forms.get(n)!, n);
          return {
            kind: "form" as const,
            status: response.status,
            response,
            text: await response.text(),
          };
        }),
      );
      expect(Date.now() - startedAt).toBeLessThan(ANSWER_WITHIN_MS);

      const booked = answers.filter((answer) =>
        answer.kind === "tool" ? answer.text.startsWith("Booked:") : answer.status === 302,
      );
      expect(booked).toHaveLength(1);
      for (const answer of answers.filter((candidate) => !booked.includes(candidate))) {
        if (answer.kind === "tool") {
          expect(answer.text).toMatch(
            /^Not booked\. That time was just taken\. The next free times/,
          );
          expect(offeredStarts(answer.text).length).toBeGreaterThan(0);
          expect(offeredStarts(answer.text)).not.toContain(start);
        } else {
          expect(answer.status).toBe(409);
          expect(answer.text).toContain(slotRefusals.taken);
          const instead = offeredByForm(answer.text);
          expect(instead.length).toBeGreaterThan(0);
          expect(instead).not.toContain(start);
        }
      }

      const { rows } = await site.client.query<{ email: string; source: string }>(
        "SELECT visitor_email AS email, source FROM bookings WHERE starts_at = $1",
        [new Date(start).toISOString()],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toMatch(/^race-(voice|web)-\d+@example\.com$/);
      // Nothing else was written by the 49 refused: one booking in the whole table.
      const { rows: all } = await site.client.query("SELECT id FROM bookings");
      expect(all).toHaveLength(1);
    }, 120_000);
  },
);
