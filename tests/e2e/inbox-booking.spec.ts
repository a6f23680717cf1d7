/**
 * Staff set the agency's hours and handle appointments in the inbox: a change of hours shows in
 * what the booking service reads, refusals come in words, and a seeded booking is moved, cancelled
 * or marked a no-show, each logged with the staff member's name; both pages pass axe at 1280 and
 * 390 px.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { Temporal } from "temporal-polyfill";
import { freeSlots } from "../../core/booking/free-slots";
import { storedAvailability } from "../../server/booking/store/availability";
import { bookingEvents } from "../../server/booking/store/events";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { ownServer, seedLead, signedIn, uniqueStaff, withDatabase } from "./inbox-helpers";
import { marker } from "./inbox-seeds";
import {
  AGENCY_ZONE,
  agencyInstant,
  nextWeek,
  seedBooking as seedBookingOn,
} from "./booking-seeds";

// A server of its own: its tests change the agency's hours, which the /book specs read.
const own = useSiteWithReceivers({});
const server = ownServer(own);
const at = (path: string) => `${server.origin}${path}`;
const ZONE = AGENCY_ZONE;

test.describe.configure({ mode: "serial" });

const instant = agencyInstant;
const seedBooking = (start: Date, name: string, leadId: string | null = null) =>
  seedBookingOn(server, start, name, leadId);

const card = (page: Page, name: string) => page.getByRole("article", { name });

test("a day off and new hours are saved, logged and read by the booking service", async ({
  page,
}) => {
  const email = uniqueStaff("hours");
  await signedIn(page, server, email);
  await page.getByRole("link", { name: "Availability" }).click();
  await expect(page.getByRole("heading", { name: "Availability", level: 1 })).toBeVisible();

  const dayOff = nextWeek(4);
  await page.getByLabel("Date", { exact: true }).fill(dayOff);
  await page.getByRole("button", { name: "Add override" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(
    page.getByRole("button", { name: `Remove the override of ${dayOff}` }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent changes" })).toContainText(
    `Day off on ${dayOff}`,
  );
  await expect(page.getByRole("region", { name: "Recent changes" })).toContainText(email);

  // Hours added on a closed day, in the row its disclosure opens.
  await page.getByText("Add hours on Saturday").click();
  await page.getByLabel("Add hours on Saturday: From").fill("10:00");
  await page.getByLabel("Add hours on Saturday: To").fill("14:00");
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("Saturday, hours 1: From")).toHaveValue("10:00");

  // Friday's only hours removed by their own button: the week is saved without them.
  await page.getByRole("button", { name: "Remove Friday's hours 1" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("group", { name: /Friday/ })).toContainText("Closed");

  const { availability, meetingTypes } = await withDatabase(server, (site) =>
    storedAvailability(site.db),
  );
  expect(availability.overrides).toContainEqual({ date: dayOff, intervals: [] });
  // The slot engine, given what the booking service reads, offers nothing on the day off.
  const slotsOn = (date: string) =>
    freeSlots({
      meetingType: meetingTypes[0]!,
      availability,
      busy: [],
      now: Temporal.Now.instant(),
      from: Temporal.Instant.fromEpochMilliseconds(instant(date, "00:00").getTime()),
      to: Temporal.Instant.fromEpochMilliseconds(instant(date, "23:59").getTime()),
      limit: 100,
    });
  expect(slotsOn(dayOff)).toEqual([]);
  expect(slotsOn(nextWeek(3))).toHaveLength(16);
  expect(availability.weekly.friday).toEqual([]);
  expect(availability.weekly.saturday).toEqual([{ start: "10:00", end: "14:00" }]);
  expect(availability.weekly.monday).toEqual([{ start: "09:00", end: "17:00" }]);
});

test("refuses hours that end before they start and an unknown zone, in words", async ({ page }) => {
  await signedIn(page, server, uniqueStaff("refusals"));
  await page.goto(at("/inbox/availability"));
  await page.getByLabel("Monday, hours 1: To").fill("08:00");
  await page.getByLabel("Time zone").fill("Mars/Olympus_Mons");
  await page.getByRole("button", { name: "Save weekly hours" }).click();
  const problems = page.locator("#hours-problems");
  await expect(problems).toContainText(
    "The hours 09:00–08:00 end before they start. Choose an end after the start.",
  );
  await expect(problems).toContainText('"Mars/Olympus_Mons" is not a known time zone.');
  // What was typed stays to be corrected.
  await expect(page.getByLabel("Time zone")).toHaveValue("Mars/Olympus_Mons");

  await page.getByLabel("Date", { exact: true }).fill(nextWeek(5));
  await page.getByLabel("Other hours").check();
  await page.getByLabel("From", { exact: true }).fill("10:00");
  await page.getByRole("button", { name: "Add override" }).click();
  await expect(page.locator("#override-problems")).toContainText(
    "other hours need a start and an end.",
  );
  const { availability } = await withDatabase(server, (site) => storedAvailability(site.db));
  expect(availability.timeZone).toBe(ZONE);
  expect(availability.weekly.monday).toEqual([{ start: "09:00", end: "17:00" }]);
});

test("staff see a booking, reschedule it within the hours, cancel it, and mark a no-show", async ({
  page,
}) => {
  const email = uniqueStaff("appointments");
  const tag = marker();
  const lead = await seedLead(server, {
    name: `Booker ${tag}`,
    email: `booker.${tag}@example.com`,
  });
  const wednesday = nextWeek(3);
  const tuesday = nextWeek(2);
  const booking = await seedBooking(instant(wednesday, "14:00"), `Booker ${tag}`, lead.id);
  await seedBooking(instant(tuesday, "11:00"), `Other ${tag}`);
  const begun = await seedBooking(new Date(Date.now() - 60 * 60_000), `Absent ${tag}`);

  await signedIn(page, server, email);
  await page.getByRole("link", { name: "Appointments" }).click();
  await expect(page.getByRole("heading", { name: "Appointments", level: 1 })).toBeVisible();
  await expect(page.getByText(`Times are in the agency's zone: ${ZONE}`)).toBeVisible();
  await page.getByRole("link", { name: "Next week" }).click();
  const booked = card(page, `Booker ${tag}`);
  await expect(booked).toContainText("14:00–14:30");
  await expect(booked).toContainText(booking.reference);
  await expect(booked).toContainText("Web");
  await expect(booked).toContainText("Confirmed");
  await expect(booked.getByRole("link", { name: `Open lead: Booker ${tag}` })).toHaveAttribute(
    "href",
    `/inbox/leads/${lead.id}`,
  );

  // By keyboard: the card's disclosure opens with Enter.
  await booked.getByText("Change").focus();
  await page.keyboard.press("Enter");
  await expect(booked.getByLabel("New date")).toBeVisible();

  const moveTo = async (date: string, time: string) => {
    await booked.getByLabel("New date").fill(date);
    await booked.getByLabel("New start").fill(time);
    await booked.getByRole("button", { name: "Reschedule" }).click();
  };
  await moveTo(nextWeek(7), "10:00");
  await expect(booked.getByRole("alert")).toContainText(
    "That time is not one of the appointment times we offer.",
  );
  await moveTo(tuesday, "11:00");
  await expect(booked.getByRole("alert")).toContainText("That time was just taken.");
  await moveTo(tuesday, "10:00");
  await expect(page.getByRole("status")).toHaveText(`${booking.reference} moved.`);
  await expect(booked).toContainText("10:00–10:30");

  await booked.getByText("Change").click();
  await booked.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toHaveText(`${booking.reference} cancelled.`);
  await expect(booked).toContainText("Cancelled");
  await expect(booked.getByText("Change")).toHaveCount(0);

  const beganOn = Temporal.Instant.from(begun.startsAt).toZonedDateTimeISO(ZONE).toPlainDate();
  await page.goto(at(`/inbox/appointments?week=${beganOn}`));
  const absent = card(page, `Absent ${tag}`);
  await absent.getByText("Change").click();
  await expect(absent.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  await absent.getByRole("button", { name: "Mark no-show" }).click();
  await expect(page.getByRole("status")).toHaveText(`${begun.reference} marked as a no-show.`);
  await expect(absent).toContainText("No-show");

  const logged = await withDatabase(server, async (site) => [
    ...(await bookingEvents(site.db, booking.id)),
    ...(await bookingEvents(site.db, begun.id)),
  ]);
  expect(logged.filter((event) => event.actor === email).map((event) => event.action)).toEqual([
    "rescheduled",
    "cancelled",
    "no-show",
  ]);
});

test("both pages work without JavaScript", async ({ browser }) => {
  const tag = marker();
  const booking = await seedBooking(instant(nextWeek(3), "16:00"), `Plain ${tag}`);
  const setup = await browser.newPage();
  await signedIn(setup, server, uniqueStaff("nojs"));
  const cookies = await setup.context().cookies();
  await setup.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(cookies);
  const page = await context.newPage();

  await page.goto(at("/inbox/availability"));
  const date = nextWeek(5);
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByLabel("Other hours").check();
  await page.getByLabel("From", { exact: true }).fill("12:00");
  await page.getByLabel("To", { exact: true }).fill("15:00");
  await page.getByRole("button", { name: "Add override" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("region", { name: "Date overrides" })).toContainText(
    `${date} 12:00–15:00`,
  );
  await page.getByRole("button", { name: `Remove the override of ${date}` }).click();
  await expect(page.getByRole("region", { name: "Date overrides" })).not.toContainText(date);

  await page.goto(at(`/inbox/appointments?week=${nextWeek(1)}`));
  const plain = card(page, `Plain ${tag}`);
  await plain.getByText("Change").click();
  await plain.getByLabel("New start").fill("09:00");
  await plain.getByRole("button", { name: "Reschedule" }).click();
  await expect(page.getByRole("status")).toHaveText(`${booking.reference} moved.`);
  await expect(plain).toContainText("09:00–09:30");
  await plain.getByText("Change").click();
  await plain.getByRole("button", { name: "Cancel booking" }).click();
  await expect(plain).toContainText("Cancelled");
  await context.close();
});

for (const width of [1280, 390]) {
  test(`both pages have no axe violations at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = marker();
    await seedBooking(instant(nextWeek(1), width === 390 ? "15:00" : "15:30"), `Axe ${tag}`);
    await signedIn(page, server, uniqueStaff(`axe${width}`));
    for (const path of ["/inbox/availability", `/inbox/appointments?week=${nextWeek(1)}`]) {
      await page.goto(at(path));
      // The first appointment's actions open, so they are checked too.
      if (path.includes("appointments")) await page.getByText("Change").first().click();
      await expectNoAxeViolations(page, { where: path });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} fits ${width} px`).toBeLessThanOrEqual(width);
      const name = path.split("?")[0]!.split("/").at(-1);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}
