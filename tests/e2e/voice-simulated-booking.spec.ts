/**
 * The simulated provider books for real: its call asks the site's booking tools for free times,
 * the visitor picks one under the captions and gives a name and an e-mail address, and the
 * booking it names is in the database and in the staff's Appointments.
 */
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { waitForHydration } from "../support/hydration";
import { sharedServer, signedIn, uniqueStaff, withDatabase } from "./inbox-helpers";
import { giveConsent } from "./voice-helpers";

// The script speaks a line every 1.8 s, and a busy machine is slower still.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(({ page }) => giveConsent(page));

test("a simulated call offers real free times and books the one the visitor picks", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Book Appointment with AI" }).click();

  const captions = page.getByRole("log", { name: "Live captions" });
  const times = page.getByRole("group", { name: "Answer the assistant: pick a time" });
  await expect(times.getByRole("button").first()).toBeVisible({ timeout: 30_000 });
  const offered = await times.getByRole("button").allInnerTexts();
  expect(offered.length).toBeGreaterThanOrEqual(1);
  await expect(captions).toContainText(new RegExp(`The next free times, in .+, are ${offered[0]}`));
  await times.getByRole("button", { name: offered[1] ?? offered[0]! }).click();

  const tag = Date.now().toString(36);
  const details = page.getByRole("form", { name: "Answer the assistant: your details" });
  await details.getByLabel("Your name").fill(`Sim Caller ${tag}`);
  await details.getByLabel("E-mail").fill(`sim-${tag}@example.com`);
  await details.getByRole("button", { name: /^Book this time/ }).click();

  await expect(captions).toContainText("Your booking reference is", { timeout: 20_000 });
  const reference = /reference is ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
    (await captions.textContent()) ?? "",
  )![1]!;

  const server = sharedServer();
  const stored = await withDatabase(server, (site) =>
    site.db
      .selectFrom("bookings")
      .select(["source", "visitor_name", "visitor_email", "starts_at"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toMatchObject({
    source: "voice",
    visitor_name: `Sim Caller ${tag}`,
    visitor_email: `sim-${tag}@example.com`,
  });

  // Staff see it where every booking is.
  await signedIn(page, server, uniqueStaff("simulated-booking"));
  const day = Temporal.Instant.from(new Date(stored.starts_at).toISOString())
    .toZonedDateTimeISO("America/New_York")
    .toPlainDate();
  await page.goto(`/inbox/appointments?week=${day}`);
  await expect(page.getByText(`Sim Caller ${tag}`).first()).toBeVisible();
});
