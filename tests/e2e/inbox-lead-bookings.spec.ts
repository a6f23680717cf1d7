/**
 * A lead's page shows the lead's bookings (in the agency's zone, with each state and log), links
 * each to its card on Appointments, and lets staff move, cancel or mark a no-show, each in the
 * lead's log. Nothing staff type is lost: a save's answer is held back while they type into the
 * page's other forms, and what they typed is still there once it comes. Axe at 1280 and 390 px.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { createBookingDesk } from "../../server/booking/web/desk";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { appointmentHref } from "../../app/inbox/booking/agency-clock";
import { AGENCY_ZONE, agencyInstant, nextWeek, seedBooking } from "./booking-seeds";
import { ownServer, seedLead, signedIn, uniqueStaff, withDatabase } from "./inbox-helpers";
import { marker } from "./inbox-seeds";
import { waitForHydration } from "../support/hydration";

// A server of its own with e-mail, so that the lead's page has its reply form.
const own = useSiteWithReceivers({
  smtp: true,
  env: { CONTACT_NOTIFY_TO: "owner@agency.example", CONTACT_FROM: "website@agency.example" },
});
const server = ownServer(own);
const at = (path: string) => `${server.origin}${path}`;
const HOUR_MS = 60 * 60_000;

test.describe.configure({ mode: "serial" });

/** A lead with an upcoming booking on `day` of next week at `time`, another an hour later, and one begun `hoursAgo`. */
async function leadWithBookings(day: number, time: string, hoursAgo: number) {
  const tag = marker();
  const name = `Lena ${tag}`;
  const lead = await seedLead(server, { name, email: `lena.${tag}@example.com` });
  const start = agencyInstant(nextWeek(day), time);
  const upcoming = await seedBooking(server, start, name, lead.id);
  const later = await seedBooking(server, new Date(start.getTime() + HOUR_MS), name, lead.id);
  const begun = await seedBooking(server, new Date(Date.now() - hoursAgo * HOUR_MS), name, lead.id);
  return { lead, upcoming, later, begun };
}

const bookingItem = (page: Page, reference: string) =>
  page
    .getByRole("region", { name: "Bookings" })
    .getByRole("listitem")
    .filter({ hasText: `Reference ${reference}` });

/** Holds the answer to the next post of `intent` to the lead's page until `release` is called. */
/**
 * Holds the answer to the page's next `intent` post until released. It waits for hydration first:
 * a form sent before it posts as a document, which the held `.data` route never sees.
 */
async function holdAnswer(page: Page, leadId: string, intent: string) {
  await waitForHydration(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(`**/inbox/leads/${leadId}.data*`, async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !request.postData()?.includes(`intent=${intent}`)) {
      return route.continue();
    }
    const response = await route.fetch();
    arrived();
    await released;
    await route.fulfill({ response });
  });
  return { held, release };
}

test("a lead's page lists its bookings, links each to Appointments, and changes them into the lead's log", async ({
  page,
}) => {
  const email = uniqueStaff("leadbookings");
  const { lead, upcoming, later, begun } = await leadWithBookings(3, "14:00", 1);
  await signedIn(page, server, email);
  await page.goto(at(`/inbox/leads/${lead.id}`));

  const panel = page.getByRole("region", { name: "Bookings" });
  await expect(panel).toContainText("Times are in the agency's zone, America/New_York.");
  const first = bookingItem(page, upcoming.reference);
  await expect(first).toContainText("Free consultation");
  await expect(first).toContainText(/14:00–14:30 Eastern (Standard|Daylight) Time/);
  await expect(first).toContainText("Upcoming");
  await expect(first).toContainText("Web");
  await expect(first).toContainText("E-mail address confirmed by code");
  await expect(bookingItem(page, begun.reference)).toContainText("Past");
  await first.getByText(`Log of ${upcoming.reference}`).click();
  await expect(first.getByRole("listitem")).toContainText(["visitor booked it"]);

  // The link lands on the booking's own card, in the week it is in.
  await first.getByRole("link", { name: `Open ${upcoming.reference} in Appointments` }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/appointments\\?week=.*#booking-${upcoming.id}$`));
  await expect(page.locator(":target")).toContainText(upcoming.reference);
  await expect(page.locator(":target")).toBeInViewport();
  await page.goBack();

  await first.getByText("Change", { exact: true }).click();
  await first.getByLabel("New start").fill("16:30");
  await first.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.getByRole("status")).toHaveText(`${upcoming.reference} moved.`);
  await expect(first).toContainText(/16:30–17:00/);
  await first.getByText(`Log of ${upcoming.reference}`).click();
  await expect(first).toContainText(`${email} moved it to`);

  const second = bookingItem(page, later.reference);
  await second.getByText("Change", { exact: true }).click();
  await second.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toHaveText(`${later.reference} cancelled.`);
  await expect(second).toContainText("Cancelled");
  await expect(second.getByText("Change", { exact: true })).toHaveCount(0);

  const absent = bookingItem(page, begun.reference);
  await absent.getByText("Change", { exact: true }).click();
  await expect(absent.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await absent.getByRole("button", { name: "Mark no-show" }).click();
  await expect(page.getByRole("status")).toHaveText(`${begun.reference} marked as a no-show.`);
  await expect(absent).toContainText("No-show");

  const activity = page.getByRole("region", { name: "Activity" });
  await expect(activity).toContainText(`${email} moved a booking (${upcoming.reference}, `);
  await expect(activity).toContainText(`${email} cancelled a booking (${later.reference}, `);
  await expect(activity).toContainText(
    `${email} marked a booking as a no-show (${begun.reference}, `,
  );
});

test("a booking made in Spanish says so on its lead's page and on Appointments", async ({
  page,
}) => {
  const tag = marker();
  const name = `Lucía ${tag}`;
  const lead = await seedLead(server, { name, email: `lucia.${tag}@example.com` });
  const start = agencyInstant(nextWeek(4), "11:00");
  const spanish = await seedBooking(server, start, name, lead.id, "es");
  const english = await seedBooking(server, new Date(start.getTime() + HOUR_MS), name, lead.id);
  await signedIn(page, server, uniqueStaff("leadlanguage"));
  await page.goto(at(`/inbox/leads/${lead.id}`));
  await expect(bookingItem(page, spanish.reference)).toContainText("In Spanish");
  await expect(bookingItem(page, english.reference)).not.toContainText("In Spanish");
  await page.goto(at(appointmentHref(spanish.id, spanish.startsAt, AGENCY_ZONE)));
  await expect(page.locator(":target")).toContainText("In Spanish");
});

test("a reply, a note and a booking's new time typed while the status saves are kept", async ({
  page,
}) => {
  const { lead, upcoming } = await leadWithBookings(2, "09:00", 3);
  await signedIn(page, server, uniqueStaff("keepstatus"));
  await page.goto(at(`/inbox/leads/${lead.id}`));
  const reply = page.getByLabel("Message");
  const note = page.getByLabel("Add a note");
  const booking = bookingItem(page, upcoming.reference);
  await booking.getByText("Change", { exact: true }).click();

  const save = await holdAnswer(page, lead.id, "status");
  await page.getByLabel("Lead status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await save.held;
  await reply.fill("Typed while the status was saving.");
  await note.fill("A note typed while the status was saving.");
  await booking.getByLabel("New start").fill("11:30");
  save.release();

  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByLabel("Lead status")).toHaveValue("contacted");
  await expect(reply).toHaveValue("Typed while the status was saving.");
  await expect(note).toHaveValue("A note typed while the status was saving.");
  await expect(booking.getByLabel("New start")).toHaveValue("11:30");
});

test("a reply, a note and a status choice typed while a booking change saves are kept; a form empties on its own success", async ({
  page,
}) => {
  const { lead, later } = await leadWithBookings(4, "13:00", 5);
  await signedIn(page, server, uniqueStaff("keepbooking"));
  await page.goto(at(`/inbox/leads/${lead.id}`));
  const reply = page.getByLabel("Message");
  const note = page.getByLabel("Add a note");
  const booking = bookingItem(page, later.reference);

  const save = await holdAnswer(page, lead.id, "cancel");
  await booking.getByText("Change", { exact: true }).click();
  await booking.getByRole("button", { name: "Cancel booking" }).click();
  await save.held;
  await reply.fill("Typed while the booking was being cancelled.");
  await note.fill("A note typed meanwhile.");
  await page.getByLabel("Lead status").selectOption("qualified");
  save.release();

  await expect(page.getByRole("status")).toHaveText(`${later.reference} cancelled.`);
  await expect(booking).toContainText("Cancelled");
  await expect(reply).toHaveValue("Typed while the booking was being cancelled.");
  await expect(note).toHaveValue("A note typed meanwhile.");
  await expect(page.getByLabel("Lead status")).toHaveValue("qualified");

  // The note's own success empties the note, and only the note.
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByRole("region", { name: "Notes" })).toContainText(
    "A note typed meanwhile.",
  );
  await expect(note).toHaveValue("");
  await expect(reply).toHaveValue("Typed while the booking was being cancelled.");
});

test("without JavaScript a booking is cancelled from its lead's page; another lead's booking is refused in words", async ({
  browser,
  page,
}) => {
  const { lead, upcoming } = await leadWithBookings(1, "15:00", 11);
  const other = await leadWithBookings(1, "11:00", 13);
  await signedIn(page, server, uniqueStaff("leadnojs"));
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(at(`/inbox/leads/${lead.id}`));
  const booking = bookingItem(plain, upcoming.reference);
  await booking.getByText("Change", { exact: true }).click();
  await booking.getByRole("button", { name: "Cancel booking" }).click();
  await expect(plain.getByRole("status")).toHaveText(`${upcoming.reference} cancelled.`);
  await expect(bookingItem(plain, upcoming.reference)).toContainText("Cancelled");
  await context.close();

  const refused = await page.request.post(at(`/inbox/leads/${lead.id}`), {
    headers: { origin: server.origin, "sec-fetch-site": "same-origin" },
    form: { intent: "cancel", bookingId: other.upcoming.id },
  });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain("That booking is not one of this lead");
  const { bookings } = await withDatabase(server, (site) =>
    createBookingDesk({ database: site }).ofLead(other.lead.id),
  );
  expect(bookings.map(({ booking }) => booking.status)).toEqual([
    "confirmed",
    "confirmed",
    "confirmed",
  ]);
});

for (const width of [1280, 390]) {
  test(`the lead's page with bookings has no axe violations at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const { lead } = await leadWithBookings(
      5,
      width === 390 ? "09:00" : "11:00",
      width === 390 ? 7 : 9,
    );
    await signedIn(page, server, uniqueStaff(`leadaxe${width}`));
    await page.goto(at(`/inbox/leads/${lead.id}`));
    const panel = page.getByRole("region", { name: "Bookings" });
    await panel.getByText("Change", { exact: true }).first().click();
    await panel
      .getByText(/^Log of /)
      .first()
      .click();
    await expectNoAxeViolations(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    // Looked at by people: no focus left where the last click was, and the page from its top
    // (a full-page shot draws fixed parts, such as the hidden skip link, where the view was).
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.screenshot({
      path: testInfo.outputPath(`lead-bookings-${width}.png`),
      fullPage: true,
    });
    await panel.screenshot({ path: testInfo.outputPath(`lead-bookings-panel-${width}.png`) });
  });
}
