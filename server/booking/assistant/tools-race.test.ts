import { describe, expect, it } from "vitest";
import { bookingTools } from "../../../core/content/booking-assistant";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTwoConnections } from "../../db/test-databases";
import { bookingToolsAt, offeredStarts } from "../testing/tool-calls";

const CALLERS = 50;
const START = "2027-03-16T10:00:00-04:00";

/** Two connections are two instances of the server, each answering the provider's tool calls. */
describe.each(testDatabaseKinds())("callers racing for one time by tool call on %s", (kind) => {
  let first: SiteDatabase;
  let second: SiteDatabase;
  useTwoConnections(kind, (opened, other) => ([first, second] = [opened, other]));
  const instances = [
    bookingToolsAt(() => first, "2027-03-12T15:00:00Z"),
    bookingToolsAt(() => second, "2027-03-12T15:00:00Z"),
  ];

  it(`${CALLERS} at once make one hold; every other caller hears it was taken and gets other times`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CALLERS }, (_, i) =>
        instances[i % 2]!.call(
          bookingTools.bookAppointment,
          { start: START, name: `Caller ${i}`, email: `caller-${i}@example.com` },
          { id: `race-${i}` },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.startsWith("Held"))).toHaveLength(1);
    const told = answers.filter((answer) => !answer.startsWith("Held"));
    expect(told).toHaveLength(CALLERS - 1);
    for (const answer of told) {
      expect(answer).toMatch(/^Not booked\. That time was just taken\. The next free times/);
      expect(offeredStarts(answer)).not.toContain(START);
      expect(offeredStarts(answer).length).toBeGreaterThan(0);
    }
    const rows = await first.db
      .selectFrom("bookings")
      .select("id")
      .where("starts_at", "=", "2027-03-16T14:00:00.000Z")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("the provider's retries of one tool call, to both instances at once, hold once", async () => {
    const start = "2027-03-17T10:00:00-04:00";
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instances[i % 2]!.call(
          bookingTools.bookAppointment,
          { start, name: "Ana", email: "ana@example.com" },
          { id: "retried-call" },
        ),
      ),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toMatch(/^Held/);
    const rows = await first.db
      .selectFrom("bookings")
      .select("id")
      .where("starts_at", "=", "2027-03-17T14:00:00.000Z")
      .execute();
    expect(rows).toHaveLength(1);
  });
});
