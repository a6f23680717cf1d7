import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { createBusyCalendar } from "./busy-calendar";
import { CalendarReadError } from "./busy-fetch";
import type { BusySource } from "./busy-sources";

const MINUTE = 60_000;
const ZONE = "America/New_York";
const at = (iso: string) => Temporal.Instant.from(iso);
const day = { from: at("2027-03-09T00:00:00Z"), to: at("2027-03-10T00:00:00Z") };

/** A calendar in memory whose events and availability the test sets, counting its reads. */
function memorySource() {
  const source = {
    label: "Memory",
    kind: "ics" as const,
    reads: 0,
    down: false,
    events: [{ uid: "a", start: at("2027-03-09T15:00:00Z"), end: at("2027-03-09T16:00:00Z") }],
    async read() {
      source.reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (source.down) throw new CalendarReadError("Memory refused the connection");
      return source.events;
    },
    name: async () => "Memory",
  };
  return source satisfies BusySource & { reads: number };
}

function cacheOver(
  source: ReturnType<typeof memorySource>,
  {
    refreshMinutes = 5,
    outageMinutes = 30,
    agencyZone = async () => ZONE,
  }: { refreshMinutes?: number; outageMinutes?: number; agencyZone?: () => Promise<string> } = {},
) {
  let clock = new Date("2027-03-01T12:00:00Z");
  const calendar = createBusyCalendar({
    sources: [source],
    refreshMs: refreshMinutes * MINUTE,
    outageMs: outageMinutes * MINUTE,
    agencyZone,
    now: () => clock,
  });
  return {
    calendar,
    advance: (minutes: number) => (clock = new Date(clock.getTime() + minutes * MINUTE)),
  };
}

describe("the busy-time cache", () => {
  it("reads once for requests that arrive together, then answers from the cache until it is due", async () => {
    const source = memorySource();
    const { calendar, advance } = cacheOver(source);
    const answers = await Promise.all([calendar.busy(day, ZONE), calendar.busy(day, ZONE)]);
    expect(answers.map((busy) => busy?.length)).toEqual([1, 1]);
    expect(source.reads).toBe(1);
    advance(4);
    await calendar.busy(day, ZONE);
    expect(source.reads).toBe(1);
    advance(2);
    await calendar.busy(day, ZONE);
    await calendar.refresh();
    expect(source.reads).toBe(2);
  });

  it("keeps answering from a calendar that answers, when the outage window is shorter than the refresh", async () => {
    for (const outageMinutes of [0, 3]) {
      const source = memorySource();
      const { calendar, advance } = cacheOver(source, { refreshMinutes: 60, outageMinutes });
      expect(await calendar.busy(day, ZONE)).toHaveLength(1);
      advance(20);
      expect(await calendar.busy(day, ZONE), `outage ${outageMinutes} min`).toHaveLength(1);
      // Failing, it counts only within the outage window.
      source.down = true;
      advance(45);
      await calendar.refresh();
      expect(await calendar.busy(day, ZONE)).toBeNull();
    }
  });

  it("misses a read when the agency's zone cannot be read, and never rejects", async () => {
    const source = memorySource();
    let databaseUp = false;
    const { calendar } = cacheOver(source, {
      agencyZone: async () => {
        if (!databaseUp) throw new Error("connection terminated");
        return ZONE;
      },
    });
    await expect(calendar.refresh()).resolves.toBeUndefined();
    expect(await calendar.busy(day, ZONE)).toBeNull();
    expect(calendar.states()[0]!.lastError?.message).toMatch(/time zone could not be read/);
    databaseUp = true;
    await calendar.refresh();
    expect(await calendar.busy(day, ZONE)).toHaveLength(1);
  });

  it("does not ask a failing calendar again on every request: once per refresh", async () => {
    const source = memorySource();
    source.down = true;
    const { calendar, advance } = cacheOver(source);
    expect(await calendar.busy(day, ZONE)).toBeNull();
    expect(await calendar.busy(day, ZONE)).toBeNull();
    expect(source.reads).toBe(1);
    advance(6);
    expect(await calendar.busy(day, ZONE)).toBeNull();
    await calendar.refresh();
    source.down = false;
    advance(6);
    await calendar.busy(day, ZONE);
    await calendar.refresh();
    expect(await calendar.busy(day, ZONE)).toHaveLength(1);
  });

  it("puts what a fresh read finds into the cache, so the next offer knows it", async () => {
    const source = memorySource();
    const { calendar } = cacheOver(source);
    expect(await calendar.busy(day, ZONE)).toHaveLength(1);
    source.events = [
      ...source.events,
      { uid: "b", start: at("2027-03-09T18:00:00Z"), end: at("2027-03-09T19:00:00Z") },
    ];
    expect(await calendar.busy(day, ZONE)).toHaveLength(1);
    expect(await calendar.confirm(day, ZONE)).toHaveLength(2);
    expect((await calendar.busy(day, ZONE))?.map((event) => event.uid).sort()).toEqual(["a", "b"]);
  });
});
