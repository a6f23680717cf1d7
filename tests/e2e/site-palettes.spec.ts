import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { baseURL } from "../../playwright.config";
import { callErrors } from "../../app/content/voice";
import { colourToken, colourTokens } from "../../core/theme/colour-tokens";
import { missingPage, sitePages, spanishPages } from "../site-routes";
import { siteLanguages } from "../../core/content/languages";
import { builtCopy } from "../support/project-copy";
import {
  START_HOOK_BUDGET_MS,
  startServer,
  type RunningServer,
} from "../support/production-server";
import { gotoInteractive, showEverything } from "./site-helpers";
import { giveConsent, openFrozen, press, runUntilVisible } from "./voice-helpers";

/**
 * The site in two palettes: the sample's (app/theme.css) and a second one, written as a fork
 * writes it (tests/support/second-palette.css in place of app/theme.css) and built once, in a copy
 * of the project, as a fork that serves English alone (SITE_LANGUAGES=en): one build for both of
 * what a fork changes in one place, since each build is a minute of a test run's processor. In each, the primary call to action, the scrolled navbar, every call-button
 * state and the spec's red and green boxes show that palette's tokens, the call buttons keep the
 * spec's green, yellow, red and grey, and axe finds no colour-contrast violation. (The sample's
 * pages are checked whole by site-accessibility.spec.ts; here its call states.)
 */

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

// One worker for the file: the second palette is built once.
test.describe.configure({ mode: "default" });
// In the full browser (the "full browser" project of playwright.config.ts): the call states include
// a refused microphone, which only it can refuse.
test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
test.beforeEach(({ page }) => giveConsent(page));

/**
 * Builds the site with `stylesheet` as app/theme.css and English alone, in a copy of the project,
 * and serves it.
 */
async function forkInPalette(stylesheet: string): Promise<RunningServer> {
  const englishOnly = { SITE_LANGUAGES: "en" };
  const copy = builtCopy({
    prefix: "fork",
    change: (dir) => writeFileSync(path.join(dir, "app/theme.css"), stylesheet),
    env: englishOnly,
  });
  return startServer({ cwd: copy, env: englishOnly });
}

/** How this browser writes a colour once computed, to find it in a computed gradient. */
function computedColour(page: Page, colour: string) {
  return page.evaluate((value) => {
    const probe = document.createElement("i");
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}

/** The red, green, blue and alpha a colour is drawn in (0 to 255). */
function drawnRgba(page: Page, colour: string) {
  return page.evaluate((value) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
    return { red: red!, green: green!, blue: blue!, alpha: alpha! };
  }, colour);
}

/**
 * How far apart two drawn colours are: their largest difference in one channel, each weighed by
 * its alpha (a faint colour's red, green and blue round coarsely when it is drawn).
 */
const channelDistance = (
  one: Awaited<ReturnType<typeof drawnRgba>>,
  other: Awaited<ReturnType<typeof drawnRgba>>,
) =>
  Math.max(
    Math.abs(one.alpha - other.alpha),
    ...(["red", "green", "blue"] as const).map(
      (channel) => Math.abs(one[channel] * one.alpha - other[channel] * other.alpha) / 255,
    ),
  );

/** The spec's names for the call buttons' colours (spec section 4), as a drawn colour shows them. */
const specColour = ({ red, green, blue }: Awaited<ReturnType<typeof drawnRgba>>) => {
  if (Math.max(red, green, blue) - Math.min(red, green, blue) < 16) return "grey";
  if (green > red + 20 && green > blue) return "green";
  if (red > 150 && green > 150 && blue < green - 60) return "yellow";
  if (red > green + 80 && red > blue + 50) return "red";
  return "another colour";
};

const style = (locator: Locator, property: "backgroundColor" | "backgroundImage" | "color") =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

async function expectNoContrastViolation(page: Page, where: string) {
  const violations = await axeViolations(page, { rules: ["color-contrast"] });
  const failing = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
  );
  expect(failing, where).toEqual([]);
}

const palettes = [
  { name: "the sample palette", stylesheet: read("app/theme.css"), built: false },
  {
    name: "a fork's second palette",
    stylesheet: read("tests/support/second-palette.css"),
    built: true,
  },
];

for (const palette of palettes) {
  test.describe(palette.name, () => {
    const tokens = colourTokens(palette.stylesheet);
    const token = (name: string) => colourToken(tokens, name);
    let server: RunningServer | undefined;
    const origin = () => server?.origin ?? baseURL;

    if (palette.built) {
      test.beforeAll(async () => {
        // A build of the site (about 30 s alone, minutes on a busy machine), then a server's start.
        test.setTimeout(START_HOOK_BUDGET_MS + 240_000);
        server = await forkInPalette(palette.stylesheet);
      });
      test.afterAll(async () => {
        await server?.stop();
      });
      englishAlone(origin);
    }

    /** Expects `property` of `locator` to be the palette's `name` token (at `percent` opacity). */
    const expectToken = async (
      page: Page,
      locator: Locator,
      property: "backgroundColor" | "color",
      name: string,
      percent = 100,
    ) => {
      const value =
        percent === 100
          ? token(name)
          : `color-mix(in oklab, ${token(name)} ${percent}%, transparent)`;
      const expected = await drawnRgba(page, value);
      // Drawn, not compared as text: the same colour is written in more than one way.
      await expect
        .poll(
          async () =>
            channelDistance(await drawnRgba(page, await style(locator, property)), expected),
          {
            message: `${property} is ${name}${percent === 100 ? "" : `/${percent}`} (${value})`,
          },
        )
        .toBeLessThanOrEqual(2);
    };

    test("the primary call to action and the scrolled navbar", async ({ page }) => {
      await gotoInteractive(page, `${origin()}/about`);
      const header = page.getByRole("banner");
      const cta = header.getByRole("button", { name: "Get Demo" });
      const gradient = await style(cta, "backgroundImage");
      expect(gradient).toContain(await computedColour(page, token("brand-600")));
      expect(gradient).toContain(await computedColour(page, token("accent-600")));
      await expectToken(page, cta, "color", "white");

      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      // White, as the spec says, whatever the palette: the links on it are the palette's.
      await expectToken(page, header, "backgroundColor", "white", 90);
      const nav = header.getByRole("navigation");
      await expectToken(page, nav.getByRole("link", { name: "About" }), "color", "brand-700");
      await expectToken(page, nav.getByRole("link", { name: "Products" }), "color", "ink-700");
      await expectNoContrastViolation(page, "scrolled navbar");
    });

    test("every call-button state, the red dot, the red error box and the green notice", async ({
      page,
      context,
    }) => {
      test.slow();
      /** The palette's token, in the colour the spec names. */
      const expectSpec = async (
        locator: Locator,
        property: "backgroundColor" | "color",
        name: string,
        spec: string,
      ) => {
        await expectToken(page, locator, property, name);
        expect(specColour(await drawnRgba(page, token(name))), name).toBe(spec);
      };
      const expectState = (button: Locator, name: string, spec: string) =>
        expectSpec(button, "backgroundColor", name, spec);
      await context.clearPermissions();
      await openFrozen(page, `${origin()}/`);
      const hero = page.getByRole("button", { name: "Book Appointment with AI" });
      await expectState(hero, "success-400", "green");

      // The refused microphone's error, in the spec's red box.
      await press(hero);
      const error = page.getByRole("alert").filter({ hasText: callErrors.microphoneBlocked });
      await runUntilVisible(page, error);
      await expectToken(page, error, "backgroundColor", "danger-50");
      await expectSpec(error, "color", "danger-800", "red");
      await expectNoContrastViolation(page, "call error");
      await context.grantPermissions(["microphone"]);

      // The widget's toggle shows a red dot while closed; its panel is light.
      await page.clock.runFor(1000);
      await expectState(page.getByTestId("voice-widget-dot"), "danger-500", "red");
      await press(page.getByRole("button", { name: "Open the voice assistant" }));
      const panel = page.getByRole("dialog", { name: "AI Voice Assistant" });
      await runUntilVisible(page, panel);
      await expectState(
        panel.getByRole("button", { name: "Start Voice Chat" }),
        "success-500",
        "green",
      );

      await press(hero);
      await expectState(
        page.getByRole("button", { name: "Connecting..." }),
        "warning-300",
        "yellow",
      );
      await expectState(
        panel.getByRole("button", { name: "Another call is active" }),
        "surface-200",
        "grey",
      );
      const demo = page
        .locator("#demo-section")
        .getByRole("button", { name: "Another call is active" });
      await runUntilVisible(page, demo);
      await expectToken(page, demo, "backgroundColor", "white", 10);

      const endCall = page.getByRole("button", { name: "End Call" });
      await runUntilVisible(page, endCall);
      await expectState(endCall, "danger-600", "red");
      const notice = page.getByText("Voice demo is active - speak naturally!");
      await expectToken(page, notice, "backgroundColor", "success-50");
      await expectSpec(notice, "color", "success-900", "green");
      await expectNoContrastViolation(page, "a call in the hero");

      // The widget's own call: the same states on the light panel.
      await press(endCall);
      await press(panel.getByRole("button", { name: "Start Voice Chat" }));
      await expectState(
        panel.getByRole("button", { name: "Connecting..." }),
        "warning-300",
        "yellow",
      );
      const endWidgetCall = panel.getByRole("button", { name: "End Voice Chat" });
      await runUntilVisible(page, endWidgetCall);
      await expectState(endWidgetCall, "danger-600", "red");
      await expectNoContrastViolation(page, "a call in the widget");
    });

    if (palette.built) {
      test("no page has a colour-contrast violation", async ({ page }) => {
        test.slow();
        for (const pagePath of [...sitePages, missingPage, "/inbox/sign-in"]) {
          await page.goto(origin() + pagePath);
          await showEverything(page);
          await expectNoContrastViolation(page, pagePath);
        }
      });
    }
  });
}

/** The fork serves English alone: no Spanish page, no alternate, no switch, no Spanish entry in its sitemap. */
function englishAlone(origin: () => string) {
  test("has no Spanish page: each Spanish path is the English page not found", async ({ page }) => {
    for (const path of spanishPages) {
      const response = await page.goto(origin() + path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });

  test("names no alternate and offers no switch, on a prerendered page and a rendered one", async ({
    browser,
  }) => {
    const spanishBrowser = await browser.newContext({ locale: "es-US" });
    const page = await spanishBrowser.newPage();
    for (const path of ["/about", "/contact"]) {
      await page.goto(origin() + path);
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
      await expect(page.getByRole("list", { name: "Language" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: siteLanguages.es.nativeName })).toHaveCount(0);
      await expect(page.getByText(siteLanguages.es.offer.text)).toHaveCount(0);
    }
    await spanishBrowser.close();
  });

  test("lists the English pages alone in its sitemap, without alternates", async ({ request }) => {
    const xml = await (await request.get(`${origin()}/sitemap.xml`)).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locations).toEqual(sitePages);
    expect(xml).not.toContain("hreflang");
  });
}
