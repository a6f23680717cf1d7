import { expect, test, type Browser } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "../support/hydration";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { sitePages } from "../site-routes";
import {
  bookFirstFreeTime,
  chooseTime,
  confirmWithCode,
  fillDetails,
  moveToDay,
  cancelOnManagePage,
  REFERENCE,
  referenceOn,
  submitAtHumanPace,
  visitorEmail,
} from "./booking-helpers";

/**
 * Booking on /book against the real server, whose clock cannot be pinned here: the tests take
 * the times it offers now and check what becomes of them (the dates themselves, DST included,
 * are pinned in server/booking/service/service.test.ts).
 */

// One after another: each books one of the first free times, and two at once would race for it.
test.describe.configure({ mode: "serial" });

// A server of the file's own, whose e-mails reach an SMTP receiver: each booking is held until
// the visitor types the code it sends them. Every post here comes from 127.0.0.1.
const own = useSiteWithReceivers({
  smtp: true,
  env: {
    CONTACT_RATE_LIMIT: "200/10m",
    BOOKING_CAP_ADDRESS: "off",
    BOOKING_CHANGE_RATE_LIMIT: "200/10m",
  },
});
const at = (path: string) => `${own.inbox.origin}${path}`;

test("books with JavaScript in the browser's zone, Asia/Kolkata, with its reference and manage link", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  await page.goto(at("/book"));
  await waitForHydration(page);
  // The browser's zone replaces the agency's as soon as the page runs (Chromium names it by its
  // older spelling, Asia/Calcutta).
  await expect(page).toHaveURL(/tz=Asia%2F(Kolkata|Calcutta)/);
  await expect(
    page.getByText(/^Times are shown in India Standard Time \(Asia\/(Kolkata|Calcutta)\)\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const { words } = await bookFirstFreeTime(page, own.smtp, 1);
  expect(words).toContain("India Standard Time");
  await expect(page).toHaveURL(/\/book\/manage\/[\w-]{43}\?done=booked$/);
  await expect(page.getByRole("definition").filter({ hasText: words })).toBeVisible();
  expect(await referenceOn(page)).toMatch(REFERENCE);
  await expect(page.getByRole("link", { name: page.url().split("?")[0]! })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test("books without JavaScript, after changing the zone with the zone form", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("/book"));
  // Without the browser's zone, the agency's is shown, named.
  await expect(page.getByText(/Times are shown in Eastern (Standard|Daylight) Time/)).toBeVisible();
  await page.getByLabel("Your time zone").selectOption("Europe/Madrid");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page).toHaveURL(/tz=Europe%2FMadrid/);
  await expect(page.getByText(/Central European (Standard|Summer) Time/).first()).toBeVisible();

  const { words } = await bookFirstFreeTime(page, own.smtp, 2, 1);
  expect(words).toMatch(/Central European (Standard|Summer) Time/);
  await expect(page.getByRole("definition").filter({ hasText: words })).toBeVisible();
  expect(await referenceOn(page)).toMatch(REFERENCE);
  await context.close();
});

async function twoVisitorsAtOneTime(browser: Browser) {
  const first = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const second = await (await browser.newContext()).newPage();
  await first.goto(at("/book?tz=America/New_York"));
  const chosen = await chooseTime(first, 3);
  // The second visitor opens the very same time, and books it first.
  await second.goto(first.url());
  await waitForHydration(second);
  const email = visitorEmail();
  await fillDetails(second, email);
  await submitAtHumanPace(second, Date.now());
  await confirmWithCode(second, own.smtp, email);
  return { first, chosen };
}

test("a time taken between choosing and booking is refused in words, with the next free times", async ({
  browser,
}) => {
  const { first, chosen } = await twoVisitorsAtOneTime(browser);
  const email = visitorEmail();
  await fillDetails(first, email);
  const answer = first.waitForResponse((response) => response.request().method() === "POST");
  await submitAtHumanPace(first, chosen.detailsShownAt);
  expect((await answer).status()).toBe(409);
  await expect(first.getByRole("alert")).toHaveText("That time was just taken.");
  const instead = first.getByRole("group", { name: "Choose another free time" }).getByRole("radio");
  await expect(instead).toHaveCount(3);
  // What was typed comes back, and the first offered time is chosen already.
  await expect(first.getByLabel("E-mail")).toHaveValue(email);
  await first.getByRole("button", { name: "Book this time" }).click();
  await confirmWithCode(first, own.smtp, email);
});

test("bad input gets a 400 with words, never a 500", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, words] of [
    ["/book?tz=Mars/Olympus", '"Mars/Olympus" is not a time zone we know.'],
    ["/book?date=2027-02-30", "That date could not be read."],
    ["/book?start=tomorrow", "That start time could not be read."],
    ["/book?type=haircut", "That kind of appointment is not offered."],
  ] as const) {
    const response = await page.goto(at(path));
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole("status").getByText(words)).toBeVisible();
  }
  // A time that has passed, sent as a visitor would send it.
  await page.goto(at("/book?start=2020-01-06T10:00:00-05:00"));
  const shownAt = Date.now();
  await fillDetails(page, visitorEmail());
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await submitAtHumanPace(page, shownAt);
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("That time has already passed.");
  await context.close();
});

test("the manage link moves the appointment, then cancels it; afterwards the link says cancelled", async ({
  page,
}) => {
  await page.goto(at("/book?tz=Europe/Madrid"));
  await waitForHydration(page);
  const { words } = await bookFirstFreeTime(page, own.smtp, 4);
  const manageLink = page.url().split("?")[0]!;

  const newWords = await moveToDay(page, 5);
  expect(newWords).not.toBe(words);
  await expectNoAxeViolations(page);

  await cancelOnManagePage(page);
  await page.goto(manageLink);
  await expect(page.getByRole("heading", { name: "This booking was cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change the time" })).toHaveCount(0);

  const unknown = await page.goto(at("/book/manage/not-a-real-token"));
  expect(unknown?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "This link does not open a booking" }),
  ).toBeVisible();
});

test("the contact page's appointment panel leads to /book, and no other page loads booking code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of sitePages.filter((candidate) => candidate !== "/book")) {
    await page.goto(at(path), { waitUntil: "load" });
    await page.waitForTimeout(300);
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /\/assets\/book/.test(script))).toEqual([]);

  await page.goto(at("/contact"));
  await page.getByRole("link", { name: "Or pick a time yourself" }).click();
  await expect(page).toHaveURL(/\/book(\?|$)/);
  expect(scripts.filter((script) => /\/assets\/book/.test(script))).not.toEqual([]);
});
