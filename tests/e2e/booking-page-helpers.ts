import { expect, type Page } from "@playwright/test";

/** Booking on /book as a visitor does it: a day, a time, the details, sent at a person's pace. */

/** The server's minimum fill time (CONTACT_MIN_FILL_MS), and a little more. */
const HUMAN_PACE_MS = 3200;

let person = 0;
export const visitorEmail = () => `booking-e2e-${Date.now()}-${++person}@example.com`;

/** Picks the `day`-th day shown and its `time`-th free time; the page then asks for details. */
export async function chooseTime(page: Page, day: number, time = 0) {
  const dayLink = page.getByRole("region", { name: "Choose a day" }).getByRole("link").nth(day);
  await dayLink.click();
  await expect(dayLink).toHaveAttribute("aria-current", "date");
  const times = page.locator("#booking-times").getByRole("link");
  const chosen = times.nth(time);
  const words = (await chosen.getAttribute("aria-label"))!;
  await chosen.click();
  await expect(page.getByText(words)).toBeVisible();
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

export async function bookFirstFreeTime(page: Page, day: number, time = 0) {
  const chosen = await chooseTime(page, day, time);
  await fillDetails(page, visitorEmail());
  await submitAtHumanPace(page, chosen.detailsShownAt);
  await expect(page.getByRole("heading", { name: "You're booked" })).toBeVisible();
  return chosen;
}
