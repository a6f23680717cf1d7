import { describe, expect, it } from "vitest";
import { createWorkQueue, QUEUE_FULL } from "./work-queue";

/** A task that runs until the test finishes it. */
function heldTask(started: string[], name: string) {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createWorkQueue", () => {
  it("runs at most `running` tasks at once, the others in order as slots free", async () => {
    const queue = createWorkQueue({ running: 2, waiting: 5 });
    const started: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(started).toEqual(["a", "b"]);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
  });

  it("refuses a task at once, without running it, when the line is full", async () => {
    const queue = createWorkQueue({ running: 1, waiting: 1 });
    const started: string[] = [];
    const [first, second, third] = ["a", "b", "c"].map((name) => heldTask(started, name));
    const running = queue.run(first!.task);
    const waiting = queue.run(second!.task);
    expect(await queue.run(third!.task)).toBe(QUEUE_FULL);
    expect(started).toEqual(["a"]);
    first!.finish();
    second!.finish();
    expect([await running, await waiting]).toEqual(["a", "b"]);
    // Once the line is empty again, new tasks are taken.
    expect(await queue.run(async () => "d")).toBe("d");
  });

  it("frees the slot of a task that fails", async () => {
    const queue = createWorkQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "after")).toBe("after");
  });
});
