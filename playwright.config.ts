import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell: the same Chromium without the desktop browser around it, what
 * Playwright itself runs headless. It draws the suite's pages for about half the CPU of the full
 * browser (docs/decisions/031-test-browser.md).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;
// The server's data directory, shared with specs that check what it stored: set once in the
// runner's process, inherited by its workers (which load this file again).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "voicefront-e2e-"));

const browserArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A fake microphone: calls ask for it, and a context granted the permission gets one.
  "--use-fake-device-for-media-stream",
];

/**
 * The full browser, as a visitor runs it: for the benches and the brand's images, and for the
 * specs where the browser must refuse the microphone (FULL_BROWSER_SPECS): only the full browser
 * has a permission prompt to refuse with.
 */
export const chromiumLaunch = {
  executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
  args: browserArgs,
};

/**
 * The specs that need the full browser: a refused microphone (only its prompt can refuse), in the
 * call states of each palette and in the microphone's help. A new test of a refused permission
 * belongs here, or it passes for the wrong reason.
 */
const FULL_BROWSER_SPECS = ["voice-microphone.spec.ts", "site-palettes.spec.ts"];

/**
 * The end-to-end tests' browser: the headless shell where it is installed. The shell has no
 * permission prompt, and without one it refuses every microphone: the fake prompt grants it, as
 * the contexts here are granted it (`permissions` below).
 */
export const testChromiumLaunch = existsSync(HEADLESS_SHELL)
  ? { executablePath: HEADLESS_SHELL, args: [...browserArgs, "--use-fake-ui-for-media-stream"] }
  : chromiumLaunch;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three: the end-to-end tests wait on servers, browsers and clocks between their bursts of work,
  // and they outlast the unit tests beside them; two left the processor idle in those waits once
  // the unit tests were done.
  workers: 3,
  // Never: a newcomer's first run has none, so a test that needs one is a red run (CI too).
  retries: 0,
  reporter: [["list"]],
  // A flow of several pages (booking-email's book, move and cancel) outlasted 30 s beside busy
  // processes; a test that hangs still fails, a minute later.
  timeout: 60_000,
  // Waits for a page's state, never timed assertions: Playwright's default 5 s is shorter than a
  // slowed phone's hydration beside a busy process (seen as a red run on a correct tree), so they
  // wait longer; a state that never comes still fails.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: testChromiumLaunch,
    permissions: ["microphone"],
    // A visitor who asked for less motion: the hero's particle drift, the demo's pulsing ring and
    // the call's pulse stand still. Drawn on every frame, they took about a third of the browser's
    // processor time on the pages the calls and chats run on. The specs of the motion itself
    // (particles, reveal, carousel, smooth scrolling, clicks through running animations) and the
    // smoke test run with motion, as most visitors see the site (docs/decisions/033-test-motion.md).
    reducedMotion: "reduce",
    // Recording a trace for every test cost about 15% of the suite's CPU; a failure keeps its
    // screenshot, and `E2E_TRACE=retain-on-failure` records traces when chasing one.
    trace: process.env.E2E_TRACE === "retain-on-failure" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // First: Playwright queues each browser's tests together, in the order of the projects, and a
    // worker keeps to one browser. Queued last, these specs (one with a build of its own) ran
    // alone at the end of the run while the other workers stood idle.
    {
      name: "full browser",
      testMatch: FULL_BROWSER_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
    },
    {
      name: "chromium",
      testIgnore: FULL_BROWSER_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions: testChromiumLaunch },
    },
  ],
  webServer: {
    // The bundle that test processes start from (tests/support/server-bundle.ts), built first.
    command:
      "node --import tsx tests/support/server-bundle.ts && exec node build/test-server/server/main.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Every spec posts from 127.0.0.1; the limit itself is tested in server/inquiries.
      CONTACT_RATE_LIMIT: "200/10m",
      VOICE_PROVIDER: "simulated",
    },
  },
});
