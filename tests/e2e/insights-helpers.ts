import { expect, type Browser, type Page } from "@playwright/test";
import { devices } from "@playwright/test";
import type { InboxServer } from "./inbox-helpers";
import { withDatabase } from "./inbox-helpers";

/** A visitor's browser of its own: a desktop Chrome whose user agent no other test shares. */
export async function visitorBrowser(browser: Browser, label: string) {
  const userAgent = `${devices["Desktop Chrome"].userAgent} Visitor-${label}-${Date.now()}`;
  const context = await browser.newContext({ ...devices["Desktop Chrome"], userAgent });
  const page = await context.newPage();
  // What the page's Content-Security-Policy refused, if anything.
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return { context, page, userAgent };
}

/** A headline figure on the dashboard, such as "Visitors". */
export const headline = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Headline figures" })
    .locator("div")
    .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}`) }) })
    .getByRole("definition")
    .first();

/** A funnel's table, such as "Call: Home hero", and a step's count in it. */
export const funnelStep = (page: Page, funnel: string, step: string) =>
  page
    .getByRole("table", { name: funnel })
    .getByRole("row", { name: new RegExp(`^${step}`) })
    .getByRole("cell")
    .first();

/** Events stored so far, once the server has written what it held (it writes every 500 ms). */
export async function storedEvents(server: InboxServer) {
  return withDatabase(server, (site) =>
    site.db.selectFrom("insights_events").selectAll().orderBy("at").execute(),
  );
}

/** React Router's scroll restoration keeps this tab's scroll positions: nothing of a visitor. */
const SCROLL_POSITIONS = "react-router-scroll-positions";

export async function expectNothingKeptByThePage(page: Page) {
  expect(await page.context().cookies()).toEqual([]);
  const kept = await page.evaluate(() => [
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage),
  ]);
  expect(kept.filter((key) => key !== SCROLL_POSITIONS)).toEqual([]);
}
