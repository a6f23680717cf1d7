import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { createBusyCalendar } from "./busy-calendar";
import { ReadsWaitingFull } from "./busy-expansion";
import { CalendarReadError } from "./busy-fetch";
import type { BusySource } from "./busy-sources";

const MINUTE = 60_000;
const ZONE = "America/New_York";
const at = (iso: string) => Temporal.Instant.from(iso);
const day = { from: at("2027-03-09T00:00:00Z"), to: at("2027-03-10T00:00:00Z") };

/**
 * A calendar in memory whose events and availability the test sets, counting its reads; while
 * `held`, reads wait until the test lets them go.
 */
function memorySource() {
  let letGo = () => {};
  let held: Promise<void> | null = null;
  const source = {
    label: "Memory",
    kind: "ics" as const,
    reads: 0,
    down: false as boolean | Error,
    events: [{ uid: "a", start: at("2027-03-09T15:00:00Z"), end: at("2027-03-09T16:00:00Z") }],
    async read() {
      source.reads++;
      await (held ?? new Promise((resolve) => setTimeout(resolve, 5)));
      if (source.down instanceof Error) throw source.down;
      if (source.down) throw new CalendarReadError("Memory refused the connection");
      return { events: source.events, skipped: [], skippedCount: 0 };
    },
    name: async () => "Memory",
    hold() {
      held = new Promise((resolve) => (letGo = resolve));
    },
    letGo() {
      held = null;
      letGo();
    },
  };
  return source satisfies BusySource & { reads: number };
}

function cacheOver(
  source: ReturnType<typeof memorySource>,
  {
    refreshMinutes = 5,
    outageMinutes = 30,
    agencyZone = async () => ZONE,
    firstReadWaitMs,
  }: {
    refreshMinutes?: number;
    outageMinutes?: number;
    agencyZone?: () => Promise<string>;
    firstReadWaitMs?: number;
  } = {},
) {
  let clock = new Date("2027-03-01T12:00:00Z");
  const calendar = createBusyCalendar({
    sources: [source],
    refreshMs: refreshMinutes * MINUTE,
    outageMs: outageMinutes * MINUTE,
    agencyZone,
    now: () => clock,
    firstReadWaitMs,
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

  it("answers a request made during the first read after a start once that read is done, not as an outage", async () => {
    const source = memorySource();
    source.hold();
    const { calendar } = cacheOver(source);
    calendar.start();
    const asked = [calendar.busy(day, ZONE), calendar.confirm(day, ZONE)];
    source.letGo();
    expect((await Promise.all(asked)).map((busy) => busy?.length)).toEqual([1, 1]);
    expect(calendar.states()[0]).toMatchObject({ lastError: null, events: 1 });
    await calendar.stop();
  });

  it("waits for a first read only up to its bound, and a first read that fails is an outage at once", async () => {
    const slow = memorySource();
    slow.hold();
    const { calendar } = cacheOver(slow, { firstReadWaitMs: 50 });
    calendar.start();
    expect(await calendar.busy(day, ZONE)).toBeNull();
    slow.letGo();
    await calendar.refresh();
    expect(await calendar.busy(day, ZONE)).toHaveLength(1);

    const failing = memorySource();
    failing.down = true;
    const failed = cacheOver(failing, { firstReadWaitMs: 60 * MINUTE }).calendar;
    failed.start();
    expect(await failed.busy(day, ZONE)).toBeNull();
    expect(failed.states()[0]!.lastError?.message).toBe("Memory refused the connection");
  });

  it("shares a read under way with the callers asking for the same range", async () => {
    const source = memorySource();
    const { calendar } = cacheOver(source);
    await calendar.refresh();
    source.hold();
    const twice = [calendar.confirm(day, ZONE), calendar.confirm(day, ZONE)];
    const otherDay = { from: day.from.add({ hours: 24 }), to: day.to.add({ hours: 24 }) };
    const other = calendar.confirm(otherDay, ZONE);
    source.letGo();
    await Promise.all([...twice, other]);
    expect(source.reads).toBe(1 + 2);
  });

  it("answers a booking from the last good read while too many reads are waiting, without calling the calendar failing", async () => {
    const source = memorySource();
    const { calendar } = cacheOver(source);
    await calendar.refresh();
    source.events = [];
    source.down = new ReadsWaitingFull("Memory was not read: 8 calendar reads are waiting");
    expect(await calendar.confirm(day, ZONE)).toHaveLength(1);
    expect(calendar.states()[0]!.lastError).toBeNull();
  });
});
