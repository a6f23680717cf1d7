/**
 * The simulated provider books for real: its call asks the site's booking tools for free times,
 * the visitor picks one under the captions and gives a name and an e-mail address, and the
 * booking it names is in the database and in the staff's Appointments. The simulated chat books
 * the same way.
 */
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { chatCopy } from "../../app/content/chat";
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

test("the simulated chat books too: asked to book, it offers times, takes a number and the details", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Open the voice assistant" }).click();
  const widget = page.getByRole("dialog");
  await widget.getByRole("button", { name: "Chat", exact: true }).click();
  const say = async (text: string, answer: RegExp) => {
    await widget.getByRole("textbox", { name: chatCopy.inputLabel }).fill(text);
    await widget.getByRole("button", { name: chatCopy.send, exact: true }).click();
    await expect(widget.getByRole("listitem").last()).toContainText(answer, { timeout: 20_000 });
  };
  await say("Can I book a consultation?", /Reply with the number of the one that suits you\.$/);
  await say("1", /What name and e-mail address shall I book it under\?/);
  const tag = Date.now().toString(36);
  await say(`I'm Chat Booker ${tag}, chat-${tag}@example.com`, /A confirmation is on its way/);
  const reference = /reference is ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
    (await widget.getByRole("listitem").last().textContent()) ?? "",
  )![1]!;
  const stored = await withDatabase(sharedServer(), (site) =>
    site.db
      .selectFrom("bookings")
      .select(["source", "visitor_name"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ source: "chat", visitor_name: `Chat Booker ${tag}` });
});
