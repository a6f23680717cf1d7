import { describe, expect, it } from "vitest";
import { bookingTools } from "../../core/content/booking-assistant";
import { bookingAnswers } from "../../core/content/booking-answers";
import { testDatabaseKinds } from "../db/test-databases";
import { useTwoInstancesOnPostgres } from "../testing/two-instances";
import { VOICE_SECRET } from "../testing/voice-events-server";
import { callTool, freeStarts, openDetails, sendDetails } from "./testing/instance-visitors";
import { offeredStarts } from "./testing/tool-calls";

const env = {
  VAPI_SERVER_SECRET: VOICE_SECRET,
  CONTACT_RATE_LIMIT: "1000/10m",
  CONTACT_MIN_FILL_MS: "1",
  TRUST_PROXY: "1",
};

/**
 * Issue 46's caps and hold as deployed: two `npm start` processes on one PostgreSQL database,
 * behind a load balancer that sends each request to the next. Every count is the database's, so
 * a person's requests alternating between the instances meet one cap, and a hold lapses for both
 * at once, whichever of them made it.
 */
describe.runIf(testDatabaseKinds().includes("postgres"))(
  "caps and holds across two server processes on one PostgreSQL database",
  () => {
    const site = useTwoInstancesOnPostgres("booking_caps", env, { smtp: true });
    const { instance } = site;
    let starts: string[] = [];
    let next = 0;
    const start = () => starts[next++]!;

    const book = (n: number, callId: string, args: Record<string, unknown>) =>
      callTool(instance(n), callId, {
        id: `${callId}-book-${n}`,
        name: bookingTools.bookAppointment,
        arguments: { start: start(), name: `Caller ${n}`, ...args },
      });

    it("counts each cap over both instances: per e-mail, phone, client address and call", async () => {
      starts = await freeStarts(instance(0), 16);
      expect(starts).toHaveLength(16);

      // Per e-mail (BOOKING_CAP_EMAIL=2), from three calls.
      for (const n of [0, 1]) {
        expect(await book(n, `mail-${n}`, { email: "same@example.com" })).toMatch(/^Held/);
      }
      expect(await book(2, "mail-2", { email: "same@example.com" })).toBe(
        `Not booked. ${bookingAnswers.capped.email(2)}`,
      );

      // Per phone (BOOKING_CAP_PHONE=2): other e-mail addresses, one number.
      const phone = (n: number) => ({ email: `phone-${n}@example.com`, phone: "+15550104444" });
      for (const n of [0, 1]) expect(await book(n, `phone-${n}`, phone(n))).toMatch(/^Held/);
      expect(await book(2, "phone-2", phone(2))).toBe(
        `Not booked. ${bookingAnswers.capped.phone(2)}`,
      );

      // Per call (BOOKING_CAP_SESSION=2): one conversation, three people.
      for (const n of [0, 1]) {
        expect(await book(n, "one-call", { email: `call-${n}@example.com` })).toMatch(/^Held/);
      }
      expect(await book(2, "one-call", { email: "call-2@example.com" })).toBe(
        `Not booked. ${bookingAnswers.capped.session(2)}`,
      );

      // Per client address (BOOKING_CAP_ADDRESS=3), its IPv6 /64 rotated through.
      const fromOneNetwork = (n: number) => `2001:db8:46:1::${n + 1}`;
      for (const n of [0, 1, 2]) {
        const form = await openDetails(instance(n), start());
        const answer = await sendDetails(
          form,
          { name: `Visitor ${n}`, email: `web-${n}@example.com` },
          fromOneNetwork(n),
        );
        expect(answer.status).toBe(302);
      }
      const fourth = await sendDetails(
        await openDetails(instance(3), start()),
        { name: "Visitor 3", email: "web-3@example.com" },
        fromOneNetwork(3),
      );
      expect(fourth.status).toBe(409);
      expect(await fourth.text()).toContain(bookingAnswers.capped.address(3));

      const { rows } = await site.client.query("SELECT id FROM bookings");
      expect(rows).toHaveLength(9);
    }, 180_000);
  },
);

describe.runIf(testDatabaseKinds().includes("postgres"))(
  "a hold lapsing across two server processes on one PostgreSQL database",
  () => {
    const site = useTwoInstancesOnPostgres(
      "booking_lapse",
      { ...env, BOOKING_HOLD: "10s" },
      { smtp: true },
    );
    const { instance } = site;

    it("a hold made on one instance keeps its time on both, and is offered again by both once it lapses", async () => {
      const [time] = await freeStarts(instance(0), 1);
      const date = time!.slice(0, 10);
      const offeredOn = async (n: number) =>
        offeredStarts(
          await callTool(instance(n), `look-${n}-${Date.now()}`, {
            id: `look-${n}-${Math.random()}`,
            name: bookingTools.checkAvailability,
            arguments: { date, timeZone: "America/New_York" },
          }),
        );
      const held = await callTool(instance(0), "lapse-call", {
        id: "lapse-book",
        name: bookingTools.bookAppointment,
        arguments: { start: time, name: "Hana", email: "hana@example.com" },
      });
      expect(held).toMatch(/^Held/);
      expect(await offeredOn(1)).not.toContain(time);

      const { rows } = await site.client.query<{ until: string }>(
        "SELECT held_until AS until FROM bookings",
      );
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, Date.parse(rows[0]!.until) - Date.now() + 500)),
      );
      // Nothing ran in between: each instance reads the lapse from the database.
      for (const n of [0, 1]) expect(await offeredOn(n)).toContain(time);
      const taker = await callTool(instance(1), "taker-call", {
        id: "taker-book",
        name: bookingTools.bookAppointment,
        arguments: { start: time, name: "Tom", email: "tom@example.com" },
      });
      expect(taker).toMatch(/^Held/);
      const { rows: after } = await site.client.query<{ email: string }>(
        "SELECT visitor_email AS email FROM bookings",
      );
      expect(after).toEqual([{ email: "tom@example.com" }]);
    }, 120_000);
  },
);
