/**
 * The Calendar section of the inbox's availability page, on a server of its own connected to a
 * real CalDAV server (radicale) with a wrong password and to a good iCalendar feed: the wrong
 * password is named in words, an event the feed's read leaves out is named, the test reports what
 * each calendar holds, /book says booking is unavailable and offers the contact form; the section
 * passes axe at 1280 and 390 px.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import ICAL from "ical.js";
import { startFeedServer } from "../../server/calendar/testing/feed-server";
import { repeatingEvent } from "../../server/calendar/testing/recurring-feed";
import {
  startServer,
  START_HOOK_BUDGET_MS,
  type RunningServer,
} from "../support/production-server";
import { freePort } from "../support/free-port";
import { startRadicale, type RadicaleServer } from "../support/radicale";
import { signedIn, uniqueStaff, type InboxServer } from "./inbox-helpers";

const SHOTS = "/tmp/shots-calread";
/** Dana's Outlook calendar, with one event whose repeat rule asks for 30 February. */
const feedText = (() => {
  const calendar = ICAL.Component.fromString(
    readFileSync(
      path.resolve(import.meta.dirname, "../../server/calendar/testing/outlook-feed.ics"),
      "utf8",
    ),
  );
  const never = repeatingEvent(
    "never@example.com",
    ":20270201T150000Z",
    "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
    ["SUMMARY:Team sync"],
  );
  calendar.addSubcomponent(ICAL.Component.fromString(never.join("\r\n")));
  return calendar.toString();
})();

let radicale: RadicaleServer;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let site: RunningServer;
let origin = "";
const server: InboxServer = {
  get dataDir() {
    return site.dataDir;
  },
  get origin() {
    return origin;
  },
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(START_HOOK_BUDGET_MS);
  radicale = await startRadicale();
  feeds = await startFeedServer({ "/secret-feed/work.ics": { body: feedText } });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  site = await startServer({
    port,
    env: {
      SITE_URL: origin,
      CALDAV_URL: new URL(`${radicale.username}/work/`, radicale.url).href,
      CALDAV_USERNAME: radicale.username,
      CALDAV_PASSWORD: "the account's own password, not an app password",
      BUSY_ICS_URLS: feeds.url("/secret-feed/work.ics"),
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await feeds?.stop();
  await radicale?.stop();
});

test("names a wrong CalDAV password, and tests each calendar in words", async ({ page }) => {
  const caldavHost = new URL(radicale.url).host;
  await signedIn(page, server, uniqueStaff("calendar"));
  const section = page.getByRole("region", { name: "Calendar" });
  // The server reads its calendars in the background from its start, and the page says "Not
  // read yet" until then (a feed's first read starts the worker thread that parses calendars).
  await expect(async () => {
    await page.goto(`${origin}/inbox/availability`);
    await expect(section.getByText("Not read yet")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(section.getByText(`CalDAV (${caldavHost})`, { exact: true })).toBeVisible();
  await expect(section.getByText("Booking unavailable")).toBeVisible();
  await expect(section.getByText("Refused the user name or password (401)")).toBeVisible();
  await expect(section.getByText(`Feed 1 (${feeds.host()})`, { exact: true })).toBeVisible();
  await expect(section.getByText("Connected")).toBeVisible();
  await expect(
    section.getByText("One event is left out of this calendar's busy times"),
  ).toBeVisible();
  await expect(
    section.getByText(
      "“Team sync”: its repeat rule never matches (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), so only its first time blocks slots.",
    ),
  ).toBeVisible();
  await expect(page.locator("body")).not.toContainText("secret-feed");

  await section.getByRole("button", { name: "Test the connection" }).click();
  const results = section.getByRole("region", { name: "What the test found" });
  await expect(results).toContainText(`Feed 1 (${feeds.host()}): Found “Dana's work calendar”`);
  await expect(results).toContainText(
    `CalDAV (${caldavHost}): Refused the user name or password (401)`,
  );

  // The write side's rows: on, with nothing written yet, and the way to a feed for the others.
  await expect(section.getByText("On: each booking, move and cancel is written")).toBeVisible();
  await expect(section.getByText("Nothing waiting")).toBeVisible();
  await expect(
    section.getByRole("link", { name: "make your feed address on the Account page" }),
  ).toHaveAttribute("href", "/inbox/account#calendar-feed");

  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/calendar-${width}.png` });
    await expectNoAxeViolations(page, { include: "section[aria-labelledby=calendar-heading]" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow).toBe(false);
  }
});

test("/book says booking is unavailable and offers the contact form", async ({ page }) => {
  const response = await page.goto(`${origin}/book`);
  expect(response?.status()).toBe(503);
  await expect(page.getByText(/Booking is unavailable right now/)).toBeVisible();
  await page.getByRole("link", { name: "Write to us instead" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});
