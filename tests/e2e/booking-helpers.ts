import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { normalizeTimeZone } from "../../core/booking/time-zone";
import { codeMailedTo } from "../../server/booking/testing/received-mail";
import { waitForHydration } from "../support/hydration";
import { MIN_FILL_MS } from "./contact-helpers";

/** What /book's specs share: choosing a time as a visitor does, and what the pages then show. */

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** The server's minimum fill time (CONTACT_MIN_FILL_MS), and a little more. */
export const HUMAN_PACE_MS = MIN_FILL_MS + 200;
export const REFERENCE = /^[2-9A-Z]{4}-[2-9A-Z]{4}$/;

let person = 0;
export const visitorEmail = () => `booking-e2e-${Date.now()}-${++person}@example.com`;

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** How long a step may take: longer on a slowed phone (each click waits for the next page). */
type Pace = { timeout?: number };

/** Picks the `day`-th day shown and its `time`-th free time; the page then asks for details. */
export async function chooseTime(page: Page, day: number, time = 0, pace: Pace = {}) {
  await zoneSettled(page, pace);
  const dayLink = page.getByRole("region", { name: "Choose a day" }).getByRole("link").nth(day);
  await dayLink.click();
  await expect(dayLink).toHaveAttribute("aria-current", "date", pace);
  return chooseShownTime(page, time, pace);
}

/**
 * With scripts, /book first moves to the browser's own zone (`?tz=`) once running: a time's words
 * read before that are not the words its details show. Without scripts it stays as served.
 */
async function zoneSettled(page: Page, pace: Pace) {
  const scripts = await page.evaluate(() => "__reactRouterContext" in window);
  if (!scripts) return;
  await waitForHydration(page);
  await expect(page).toHaveURL(/[?&]tz=/, pace);
  // The URL changes as the navigation starts rendering; on a slow phone the page's times can
  // still be the old zone's for a moment. The zone field names the zone its times are in.
  const zone = normalizeTimeZone(new URL(page.url()).searchParams.get("tz")!)!;
  await expect(page.getByLabel("Your time zone")).toHaveValue(zone, pace);
}

/** Picks the `time`-th free time of the day shown; the page then asks for details. */
export async function chooseShownTime(page: Page, time = 0, pace: Pace = {}) {
  await zoneSettled(page, pace);
  const chosen = page.locator("#booking-times").getByRole("link").nth(time);
  const words = (await chosen.getAttribute("aria-label"))!;
  await chosen.click();
  await expect(page.getByText(words)).toBeVisible(pace);
  return { words, detailsShownAt: Date.now() };
}

export async function fillDetails(page: Page, email: string) {
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Anything we should know? (optional)").fill("A booking assistant");
}

/** Sends the form no sooner than a person would: a faster send is refused as automated. */
export async function submitAtHumanPace(page: Page, detailsShownAt: number) {
  await page.waitForTimeout(Math.max(0, detailsShownAt + HUMAN_PACE_MS - Date.now()));
  await page.getByRole("button", { name: "Book this time" }).click();
}

/** Where the visitor's e-mail arrives: the SMTP receiver of the spec's own server. */
export type Mailbox = { messages: ReadonlyMap<string, string> };

/** On a hold's page: types the code e-mailed to the visitor, as they would, and is booked. */
export async function confirmWithCode(page: Page, mailbox: Mailbox, email: string) {
  await expect(page.getByRole("heading", { name: "Confirm your booking" })).toBeVisible();
  await page.getByLabel("Code from the e-mail").fill(await codeMailedTo(mailbox.messages, email));
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();
}

export async function bookFirstFreeTime(page: Page, mailbox: Mailbox, day: number, time = 0) {
  const chosen = await chooseTime(page, day, time);
  const email = visitorEmail();
  await fillDetails(page, email);
  await submitAtHumanPace(page, chosen.detailsShownAt);
  await confirmWithCode(page, mailbox, email);
  return { ...chosen, email };
}

export const referenceOn = (page: Page) =>
  page.getByRole("definition").filter({ hasText: REFERENCE }).innerText();

/** On a booking's manage page: moves it to the first free time of the `day`-th day shown. */
export async function moveToDay(page: Page, day: number) {
  await page.getByRole("link", { name: "Change the time" }).click();
  const laterDay = page.getByRole("region", { name: "Choose a day" }).getByRole("link").nth(day);
  await laterDay.click();
  await expect(laterDay).toHaveAttribute("aria-current", "date");
  const newTime = page.locator("#booking-times").getByRole("button").first();
  const newWords = (await newTime.getAttribute("aria-label"))!.replace(/^Move to /, "");
  await newTime.click();
  await expect(page.getByRole("heading", { name: "Your appointment was moved" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: newWords })).toBeVisible();
  return newWords;
}

/** On a booking's manage page: cancels it, as confirmed. */
export async function cancelOnManagePage(page: Page) {
  await page.getByRole("link", { name: "Cancel this appointment" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("heading", { name: "This booking was cancelled" })).toBeVisible();
}
