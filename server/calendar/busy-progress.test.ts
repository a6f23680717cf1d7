import { describe, expect, it } from "vitest";
import { clearProgress, progressMemory, progressWords, progressWriter } from "./busy-progress";

const MB = 1024 * 1024;

describe("what a read stopped at its deadline was doing", () => {
  it("names the stage it had reached, and blames repeats only when it was in an event's repeats", () => {
    const memory = progressMemory();
    const worker = progressWriter(memory);
    const said = () => progressWords(memory, 7.7 * MB);

    clearProgress(memory);
    expect(said()).toBe(
      "the thread that reads calendars had not begun it (it was starting, or the server is overloaded)",
    );
    worker.begin();
    expect(said()).toBe("it was still parsing 7.7 MB of calendar text");
    worker.parsed(26_500);
    for (let event = 0; event < 12_000; event++) worker.event(false);
    expect(said()).toBe(
      "it had read 12,000 of its 26,500 events (a calendar this large needs more time than this server has)",
    );
    worker.event(true);
    expect(said()).toBe(
      "it was still working out the repeats of one event (event 12,001 of 26,500: a repeat rule with far too many repeats)",
    );
    clearProgress(memory);
    expect(said()).toMatch(/^the thread that reads calendars had not begun it/);
  });
});
