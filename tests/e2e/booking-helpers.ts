import { expect, type Page } from "@playwright/test";
import { normalizeTimeZone } from "../../core/booking/time-zone";
import { codeMailedTo } from "../../server/booking/testing/received-mail";
import { waitForHydration } from "../support/hydration";
import { fill } from "../../core/content/format";
import { words as spanishWords } from "../../app/content/es/words";
import { sourceWords, type SiteWords } from "../../app/content/words";
import { MIN_FILL_MS } from "./contact-helpers";

/** What /book's specs share: choosing a time as a visitor does, and what the pages then show. */

/** The server's minimum fill time (CONTACT_MIN_FILL_MS), and a little more. */
export const HUMAN_PACE_MS = MIN_FILL_MS + 200;
export const REFERENCE = /^[2-9A-Z]{4}-[2-9A-Z]{4}$/;

let person = 0;
export const visitorEmail = () => `booking-e2e-${Date.now()}-${++person}@example.com`;

/** How long a step may take: longer on a slowed phone (each click waits for the next page). */
type Pace = { timeout?: number };

/** Where the visitor's e-mail arrives: the SMTP receiver of the spec's own server. */
export type Mailbox = { messages: ReadonlyMap<string, string> };

/** The booking pages' words in one language, as a visitor reads them. */
type BookWords = SiteWords["book"];

/**
 * A visitor's steps through /book and a booking's manage page, reading the pages in the language
 * whose words are `book`: choosing a time, giving details, confirming by the e-mailed code,
 * moving and cancelling.
 */
export function bookingStepsIn(book: BookWords) {
  const { page: words, manage } = book;

  /** Picks the `day`-th day shown and its `time`-th free time; the page then asks for details. */
  async function chooseTime(page: Page, day: number, time = 0, pace: Pace = {}) {
    await zoneSettled(page, pace);
    const dayLink = page
      .getByRole("region", { name: words.days.legend })
      .getByRole("link")
      .nth(day);
    await dayLink.click();
    await expect(dayLink).toHaveAttribute("aria-current", "date", pace);
    return chooseShownTime(page, time, pace);
  }

  /**
   * With scripts, /book first moves to the browser's own zone (`?tz=`) once running: a time's
   * words read before that are not the words its details show. Without scripts it stays as served.
   */
  async function zoneSettled(page: Page, pace: Pace) {
    const scripts = await page.evaluate(() => "__reactRouterContext" in window);
    if (!scripts) return;
    await waitForHydration(page);
    await expect(page).toHaveURL(/[?&]tz=/, pace);
    // The URL changes as the navigation starts rendering; on a slow phone the page's times can
    // still be the old zone's for a moment. The zone field names the zone its times are in.
    const zone = normalizeTimeZone(new URL(page.url()).searchParams.get("tz")!)!;
    await expect(page.getByLabel(words.zone.label)).toHaveValue(zone, pace);
  }

  /** Picks the `time`-th free time of the day shown; the page then asks for details. */
  async function chooseShownTime(page: Page, time = 0, pace: Pace = {}) {
    await zoneSettled(page, pace);
    const chosen = page.locator("#booking-times").getByRole("link").nth(time);
    const label = (await chosen.getAttribute("aria-label"))!;
    await chosen.click();
    await expect(page.getByText(label)).toBeVisible(pace);
    return { words: label, detailsShownAt: Date.now() };
  }

  async function fillDetails(page: Page, email: string) {
    await page.getByLabel(words.details.name).fill("Ada Lovelace");
    await page.getByLabel(words.details.email).fill(email);
    await page.getByLabel(words.details.notes).fill("A booking assistant");
  }

  /** Sends the form no sooner than a person would: a faster send is refused as automated. */
  async function submitAtHumanPace(page: Page, detailsShownAt: number) {
    await page.waitForTimeout(Math.max(0, detailsShownAt + HUMAN_PACE_MS - Date.now()));
    await page.getByRole("button", { name: words.details.submit }).click();
  }

  /** On a hold's page: types the code e-mailed to the visitor, as they would, and is booked. */
  async function confirmWithCode(page: Page, mailbox: Mailbox, email: string) {
    await expect(page.getByRole("heading", { name: manage.hold.heading })).toBeVisible();
    await page.getByLabel(manage.hold.code).fill(await codeMailedTo(mailbox.messages, email));
    await page.getByRole("button", { name: manage.hold.confirm }).click();
    await expect(page.getByRole("heading", { name: manage.bookedHeading })).toBeVisible();
  }

  async function bookFirstFreeTime(page: Page, mailbox: Mailbox, day: number, time = 0) {
    const chosen = await chooseTime(page, day, time);
    const email = visitorEmail();
    await fillDetails(page, email);
    await submitAtHumanPace(page, chosen.detailsShownAt);
    await confirmWithCode(page, mailbox, email);
    return { ...chosen, email };
  }

  /** On a booking's manage page: moves it to the first free time of the `day`-th day shown. */
  async function moveToDay(page: Page, day: number) {
    await page.getByRole("link", { name: manage.reschedule }).click();
    const laterDay = page
      .getByRole("region", { name: words.days.legend })
      .getByRole("link")
      .nth(day);
    await laterDay.click();
    await expect(laterDay).toHaveAttribute("aria-current", "date");
    const newTime = page.locator("#booking-times").getByRole("button").first();
    const [before = "", after = ""] = fill(manage.moveTo, { time: "\0" }).split("\0");
    const label = (await newTime.getAttribute("aria-label"))!;
    const newWords = label.slice(before.length, label.length - after.length);
    await newTime.click();
    await expect(page.getByRole("heading", { name: manage.rescheduledHeading })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: newWords })).toBeVisible();
    return newWords;
  }

  /** On a booking's manage page: cancels it, as confirmed. */
  async function cancelOnManagePage(page: Page) {
    await page.getByRole("link", { name: manage.cancel }).click();
    await page.getByRole("button", { name: manage.cancelConfirm }).click();
    await expect(page.getByRole("heading", { name: manage.cancelledHeading })).toBeVisible();
  }

  return {
    chooseTime,
    chooseShownTime,
    fillDetails,
    submitAtHumanPace,
    confirmWithCode,
    bookFirstFreeTime,
    moveToDay,
    cancelOnManagePage,
  };
}

/** The steps on the English pages, which most specs take one by one. */
const englishSteps = bookingStepsIn(sourceWords.book);
export const chooseTime = englishSteps.chooseTime;
export const chooseShownTime = englishSteps.chooseShownTime;
export const fillDetails = englishSteps.fillDetails;
export const submitAtHumanPace = englishSteps.submitAtHumanPace;
export const confirmWithCode = englishSteps.confirmWithCode;
export const bookFirstFreeTime = englishSteps.bookFirstFreeTime;
export const moveToDay = englishSteps.moveToDay;
export const cancelOnManagePage = englishSteps.cancelOnManagePage;

/** The same steps on the Spanish pages. */
export const spanishBookingSteps = bookingStepsIn(spanishWords.book);

export const referenceOn = (page: Page) =>
  page.getByRole("definition").filter({ hasText: REFERENCE }).innerText();
