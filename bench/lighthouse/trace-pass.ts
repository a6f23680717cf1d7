/**
 * The counted companion of the Lighthouse figures: each URL loaded in Chromium at phone width
 * with its CPU slowed 4× through DevTools, a performance trace recorded from before the
 * navigation until the network is quiet, and what the page's main thread did read from it
 * (main-thread-work.ts). URLs are interleaved load by load, each load in a fresh context (a cold
 * cache, as Lighthouse loads a page).
 */
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunch } from "../../playwright.config";
import { mainThreadWork, NETWORK_QUIET_MS, type MainThreadWork } from "./main-thread-work";

export const TRACE_CPU_SLOWDOWN = 4;
export const TRACE_VIEWPORT = { width: 390, height: 844 };
const TRACE_CATEGORIES = [
  "-*",
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink.user_timing",
  "loading",
];

async function traceLoad(browser: Browser, url: string): Promise<MainThreadWork> {
  const context = await browser.newContext({
    viewport: TRACE_VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  let tracing = false;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: TRACE_CPU_SLOWDOWN });
    let inFlight = 0;
    let lastActivity = Date.now();
    const started = () => ((inFlight += 1), (lastActivity = Date.now()));
    const ended = () => ((inFlight -= 1), (lastActivity = Date.now()));
    page.on("request", started);
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    tracing = true;
    await page.goto(url, { waitUntil: "load" });
    const deadline = Date.now() + 60_000;
    // A little past the quiet the trace will find, so its last tasks are in it.
    while (inFlight > 0 || Date.now() - lastActivity < NETWORK_QUIET_MS + 300) {
      if (Date.now() > deadline) throw new Error(`${url}: the network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    tracing = false;
    const trace = JSON.parse(String(await browser.stopTracing())) as { traceEvents: never[] };
    return mainThreadWork(trace.traceEvents);
  } finally {
    // A failed load leaves its trace recording: the browser takes one at a time, so the retry
    // could not start its own.
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** `loads` traced loads of every URL, interleaved; a load whose trace cannot be read is repeated. */
export async function traceUrls(
  urls: Map<string, string>,
  loads: number,
  onRound: (round: number) => void = () => {},
): Promise<Map<string, MainThreadWork[]>> {
  const browser = await chromium.launch(chromiumLaunch);
  const works = new Map([...urls.keys()].map((label) => [label, [] as MainThreadWork[]]));
  try {
    for (let round = 1; round <= loads; round++) {
      for (const [label, url] of urls) {
        for (let attempt = 1; ; attempt++) {
          try {
            works.get(label)!.push(await traceLoad(browser, url));
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
            process.stderr.write(`trace: retrying ${url}: ${(error as Error).message}\n`);
          }
        }
      }
      onRound(round);
    }
  } finally {
    await browser.close();
  }
  return works;
}
