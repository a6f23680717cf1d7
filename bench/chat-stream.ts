/**
 * Streaming a long answer into the chat on a slow phone: Chromium at 4x CPU slowdown (DevTools'
 * throttling) opens the home page's Chatbot Demo tab against the fake provider API of the e2e
 * tests, which streams a 2,000-word answer in fragments of one to three words; every long task
 * from the answer's first words to its last is recorded (the budget: none over 50 ms). Also
 * prints the chat's code as the browser downloads it when the tab opens, gzip. Other processes
 * taking the CPU stretch tasks, so beside the long tasks as observed it prints the busiest task's
 * main-thread CPU time from a trace, what a quiet machine would see.
 *   npm run bench:chat
 */
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config";
import { startFakeVapi } from "../tests/support/fake-vapi";
import { startServer } from "../tests/support/production-server";
import { bytesSent } from "./bundle";
import { isMain, kb, printTable, writeResult } from "./report";

const CPU_SLOWDOWN = 4;
const ANSWER_WORDS = 2000;
const LONG_TASK_BUDGET_MS = 50;
/** A fragment arrives this often: a fast model's pace, tokens a few milliseconds apart. */
const FRAGMENT_EVERY_MS = 4;

/** A 2,000-word answer cut as a model streams it: one to three words a fragment. */
function longAnswer(): string[] {
  const words = Array.from(
    { length: ANSWER_WORDS },
    (_, i) =>
      [
        "Our",
        "assistant",
        "books",
        "appointments,",
        "answers",
        "questions",
        "and",
        "follows",
        "up.",
      ][i % 9]!,
  );
  const fragments: string[] = [];
  for (let i = 0; i < words.length;) {
    const size = 1 + (i % 3);
    fragments.push(`${words.slice(i, i + size).join(" ")} `);
    i += size;
  }
  return fragments;
}

export interface ChatStreamResult {
  cpuSlowdown: number;
  words: number;
  fragments: number;
  streamMs: number;
  longTasks: number[];
  longestTaskMs: number;
  /** The most main-thread CPU time one task took: what a quiet machine would see as its length. */
  busiestTaskCpuMs: number;
  chatFiles: { file: string; gzipKb: number }[];
  chatGzipKb: number;
  withinBudget: boolean;
}

const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
}

/**
 * The page's main thread is the renderer thread that ran the most; its tasks' thread time (tdur)
 * is what they cost without other processes taking the CPU, throttling included.
 */
function busiestMainThreadTask(trace: { traceEvents: TraceEvent[] }): number {
  const tasks = trace.traceEvents.filter((event) => event.name === "RunTask" && event.ph === "X");
  const busy = new Map<string, number>();
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + (task.tdur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = tasks.filter((task) => `${task.pid}:${task.tid}` === main);
  return Math.round(Math.max(0, ...own.map((task) => task.tdur ?? 0)) / 1000);
}

export async function measureChatStream(): Promise<ChatStreamResult> {
  const fragments = longAnswer();
  const api = await startFakeVapi();
  api.answerChatWith({ kind: "stream", fragments, intervalMs: FRAGMENT_EVERY_MS });
  const site = await startServer({
    env: {
      VOICE_PROVIDER: "vapi",
      VAPI_API_URL: api.url,
      VAPI_PUBLIC_KEY: "test-key",
      VAPI_ASSISTANT_ID: "asst-bench",
    },
  });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    await page.goto(`${site.origin}/`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);

    // What the tab downloads when it opens: the chat's code.
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await page.getByRole("tab", { name: "Chatbot Demo" }).click();
    const input = page.getByRole("textbox", { name: "Your message" });
    await input.waitFor();
    await page.waitForLoadState("networkidle");
    const chatFiles = [];
    for (const url of scripts) {
      chatFiles.push({ file: new URL(url).pathname, gzipKb: kb(await bytesSent(url, "gzip")) });
    }

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await input.fill("Tell me everything about your assistant.");
    await input.press("Enter");
    // From the first words on: the answer streaming in, not the typing and sending before it.
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.waitForFunction(
      () => {
        const answer = document.querySelector(
          '[aria-label="Conversation with the assistant"] li:last-child p',
        );
        if (!answer?.textContent) return false;
        const tasks: number[] = [];
        (window as unknown as { longTasks: number[] }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: "longtask" });
        return true;
        // Polled on a timer, not in every frame: the check itself must not load the frames measured.
      },
      undefined,
      { polling: 20 },
    );
    const expectedLength = fragments.join("").trim().length;
    await page.waitForFunction(
      (length) => {
        const items = document.querySelectorAll(
          '[aria-label="Conversation with the assistant"] li',
        );
        const last = items[items.length - 1]?.querySelector("p");
        return (last?.textContent ?? "").trim().length >= length;
      },
      expectedLength,
      { timeout: 120_000, polling: 250 },
    );
    const streamMs = Date.now() - started;
    const busiestTaskCpuMs = busiestMainThreadTask(JSON.parse(String(await browser.stopTracing())));
    const longTasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    const longestTaskMs = Math.round(Math.max(0, ...longTasks));
    const chatGzipKb = kb(chatFiles.reduce((sum, file) => sum + file.gzipKb * 1024, 0));
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      words: ANSWER_WORDS,
      fragments: fragments.length,
      streamMs,
      longTasks: longTasks.map(Math.round),
      longestTaskMs,
      busiestTaskCpuMs,
      chatFiles,
      chatGzipKb,
      withinBudget: longTasks.every((duration) => duration <= LONG_TASK_BUDGET_MS),
    };
  } finally {
    await browser.close();
    await site.stop();
    await api.close();
  }
}

export function printChatStream(result: ChatStreamResult) {
  printTable(
    `Streaming a ${result.words}-word answer (${result.fragments} fragments) at ${result.cpuSlowdown}x CPU slowdown`,
    [
      "stream ms",
      "long tasks",
      "longest ms",
      "busiest task, CPU ms",
      `none over ${LONG_TASK_BUDGET_MS} ms`,
    ],
    [
      [
        result.streamMs,
        result.longTasks.length,
        result.longestTaskMs,
        result.busiestTaskCpuMs,
        result.withinBudget ? "yes" : "NO",
      ],
    ],
  );
  printTable(
    "The chat's code, downloaded when the tab opens (gzip)",
    ["file", "gzip KB"],
    [...result.chatFiles.map((file) => [file.file, file.gzipKb]), ["total", result.chatGzipKb]],
  );
}

if (isMain(import.meta.url)) {
  const result = await measureChatStream();
  printChatStream(result);
  writeResult("chat-stream", result);
  if (!result.withinBudget) process.exitCode = 1;
}
