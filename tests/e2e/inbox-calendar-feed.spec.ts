/**
 * A staff member makes their calendar feed on the Account page, sees its address once, and the
 * address serves the upcoming bookings as iCalendar; replacing it ends the old address, revoking
 * ends both. The section passes axe at 1280 and 390 px.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import ICAL from "ical.js";
import { createBooking } from "../../server/booking/store/bookings";
import { sampleBooking } from "../../server/booking/testing/sample-booking";
import {
  sharedServer,
  signedIn,
  STAFF_PASSWORD,
  uniqueStaff,
  verifiedAgo,
  withDatabase,
} from "./inbox-helpers";

const server = sharedServer();
const DAY_MS = 86_400_000;

/** A booking far past any slot the /book specs offer, so it changes nothing they see. */
async function seedBooking() {
  const start = new Date(Math.ceil((Date.now() + 200 * DAY_MS) / 3_600_000) * 3_600_000);
  const request = sampleBooking(start.toISOString(), 41, { meetingTypeId: "free-consultation" });
  return withDatabase(server, async (site) => {
    const outcome = await createBooking(site, request, new Date());
    if (outcome.outcome !== "booked") throw new Error(`not booked: ${outcome.outcome}`);
    return outcome.booking;
  });
}

/** The feed as a subscribed calendar reads it: its status, and the UIDs of its events. */
async function readFeed(page: Page, url: string) {
  const answer = await page.request.get(url);
  if (answer.status() !== 200) return { status: answer.status(), uids: [] };
  expect(answer.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()) as unknown[]);
  return {
    status: 200,
    uids: calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event).uid),
  };
}

const section = (page: Page) => page.getByRole("region", { name: "Bookings in your calendar app" });

test("a feed address is made, shown once, replaced and revoked from the Account page", async ({
  page,
}) => {
  const booking = await seedBooking();
  const email = uniqueStaff("feed");
  await signedIn(page, server, email);
  await page.goto("/inbox/account");
  const feed = section(page);
  await expect(feed.getByText("You have no feed address.")).toBeVisible();

  await feed.getByRole("button", { name: "Make a feed address" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Feed address made. Copy it now: it is not shown again.",
  );
  const address = feed.getByRole("textbox", { name: "Your feed address" });
  const first = await address.inputValue();
  expect(first).toMatch(new RegExp(`^${server.origin}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  expect(await readFeed(page, first)).toEqual({
    status: 200,
    uids: expect.arrayContaining([booking.invitationUid]),
  });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Never shown again: a reload shows that one is live, not the address.
  await page.reload();
  await expect(feed.getByText(/Your feed address is live/)).toBeVisible();
  await expect(address).toHaveCount(0);

  await feed.getByRole("button", { name: "Replace the address" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "New feed address made. The old one no longer works.",
  );
  const second = await address.inputValue();
  expect(second).not.toBe(first);
  expect((await readFeed(page, first)).status).toBe(404);
  expect((await readFeed(page, second)).status).toBe(200);

  await feed.getByRole("button", { name: "Revoke the feed address" }).click();
  await expect(page.getByRole("status")).toHaveText("Feed address revoked. It no longer works.");
  await expect(feed.getByText("You have no feed address.")).toBeVisible();
  expect((await readFeed(page, second)).status).toBe(404);

  const rows = await withDatabase(server, (site) =>
    site.db
      .selectFrom("calendar_feeds")
      .select(["created_by", "revoked_by"])
      .where("created_by", "=", email)
      .execute(),
  );
  expect(rows).toEqual([
    { created_by: email, revoked_by: email },
    { created_by: email, revoked_by: email },
  ]);
});

test("without JavaScript, the page that answers a confirmation lets the address be made", async ({
  browser,
  page,
}) => {
  const email = uniqueStaff("feed-confirm-nojs");
  await signedIn(page, server, email);
  await verifiedAgo(server, email, 30);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto("/inbox/account");
  const prompt = plain.getByRole("group", { name: "Confirm it’s you to add a passkey" });
  await prompt.getByLabel("Your password").fill(STAFF_PASSWORD);
  await prompt.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(plain.getByRole("status")).toContainText("Confirmed.");
  // Rendered in the confirmation's own request: it knows the session was just confirmed.
  await expect(section(plain).getByText(/Confirm it is you first/)).toHaveCount(0);
  await section(plain).getByRole("button", { name: "Make a feed address" }).click();
  await expect(section(plain).getByRole("textbox", { name: "Your feed address" })).toHaveValue(
    /\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
  );
  await context.close();
});

test("making an address asks for a recent confirmation, as adding a passkey does", async ({
  page,
}) => {
  const email = uniqueStaff("feed-confirm");
  await signedIn(page, server, email);
  await verifiedAgo(server, email, 30);
  await page.goto("/inbox/account");
  const feed = section(page);
  await expect(feed.getByRole("button", { name: "Make a feed address" })).toHaveCount(0);
  await expect(feed.getByText(/Confirm it is you first/)).toBeVisible();

  const prompt = page.getByRole("group", { name: "Confirm it’s you to add a passkey" });
  await prompt.getByLabel("Your password").fill(STAFF_PASSWORD);
  await prompt.getByRole("button", { name: "Confirm", exact: true }).click();
  await feed.getByRole("button", { name: "Make a feed address" }).click();
  await expect(feed.getByRole("textbox", { name: "Your feed address" })).toHaveValue(
    /\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
  );
});
