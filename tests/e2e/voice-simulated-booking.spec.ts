/**
 * The simulated provider books for real: its call asks the site's booking tools for free times,
 * the visitor picks one under the captions, gives a name and an e-mail address and reads back the
 * code e-mailed to them, and the booking it names is in the database and in the staff's
 * Appointments. The simulated chat books the same way.
 */
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { chatCopy } from "../../app/content/chat";
import { waitForHydration } from "../support/hydration";
import { codeMailedTo } from "../../server/booking/testing/received-mail";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { signedIn, uniqueStaff, withDatabase } from "./inbox-helpers";
import { giveConsent } from "./voice-helpers";

// The script speaks a line every 1.8 s, and a busy machine is slower still.
test.describe.configure({ timeout: 90_000 });

// The code that confirms a booking reaches the visitor's mailbox: the file's own receiver.
const own = useSiteWithReceivers({ smtp: true });
const at = (path: string) => `${own.inbox.origin}${path}`;

test.beforeEach(({ page }) => giveConsent(page));

test("a simulated call offers real free times and books the one the visitor picks", async ({
  page,
}) => {
  await page.goto(at("/"));
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

  const code = page.getByRole("form", { name: "Answer the assistant: the code from your e-mail" });
  await expect(captions).toContainText(`e-mailed a 6-digit code to sim-${tag}@example.com`, {
    timeout: 20_000,
  });
  await code
    .getByLabel("Code from the e-mail")
    .fill(await codeMailedTo(own.smtp.messages, `sim-${tag}@example.com`));
  await code.getByRole("button", { name: "Read out the code" }).click();
  await expect(captions).toContainText("Your booking reference is", { timeout: 20_000 });
  const reference = /reference is ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
    (await captions.textContent()) ?? "",
  )![1]!;

  const server = own.inbox;
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
  await page.goto(at(`/inbox/appointments?week=${day}`));
  await expect(page.getByText(`Sim Caller ${tag}`).first()).toBeVisible();
});

test("the simulated chat books too: asked to book, it offers times, takes a number and the details", async ({
  page,
}) => {
  await page.goto(at("/about"));
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
  await say(`I'm Chat Booker ${tag}, chat-${tag}@example.com`, /Please type it here/);
  await say(await codeMailedTo(own.smtp.messages, `chat-${tag}@example.com`), /on its way/);
  const reference = /reference is ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
    (await widget.getByRole("listitem").last().textContent()) ?? "",
  )![1]!;
  const stored = await withDatabase(own.inbox, (site) =>
    site.db
      .selectFrom("bookings")
      .select(["source", "visitor_name"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow(),
  );
  expect(stored).toEqual({ source: "chat", visitor_name: `Chat Booker ${tag}` });
});
