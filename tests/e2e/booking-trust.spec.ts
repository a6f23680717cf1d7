/**
 * Issue 46 as visitors meet it: a time booked by an unproven address is only held, and is offered
 * again once the hold runs out; a confirmed booking's e-mail carries only our words; a name with
 * a web address is refused in words, and one with quotes still makes an invitation that parses.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  codeMailedTo,
  mailParts,
  mailSubject,
  readInvitation,
} from "../../server/booking/testing/received-mail";
import { eventually } from "../../server/testing/receivers";
import { waitForHydration } from "../support/hydration";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { chooseTime, confirmWithCode, submitAtHumanPace, visitorEmail } from "./booking-helpers";
import { withDatabase } from "./inbox-helpers";

// One after another: the tests choose among the first free times.
test.describe.configure({ mode: "serial", timeout: 90_000 });

/** Long enough for a visitor to see the hold at work, short enough to wait out here. */
const HOLD = "30s";
const own = useSiteWithReceivers({ smtp: true, env: { BOOKING_HOLD: HOLD } });
const at = (path: string) => `${own.inbox.origin}${path}`;

const PHISH = "Your invoice #4471 is overdue. Pay now at https://phish.example/pay";

/**
 * As a visitor in `zone`: chooses the first free time of the `day`-th day shown on /book, types a
 * name, a new e-mail address and `notes`, and sends the form at a person's pace. The chosen
 * time's words, its date there and the address come back.
 */
async function sendDetails(page: Page, { zone, day, name, notes = "" }: Visitor) {
  await page.goto(at(`/book?tz=${zone}`));
  await waitForHydration(page);
  const chosen = await chooseTime(page, day);
  const date = new URL(page.url()).searchParams.get("start")!.slice(0, 10);
  const email = visitorEmail();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Anything we should know? (optional)").fill(notes);
  await submitAtHumanPace(page, chosen.detailsShownAt);
  return { ...chosen, date, email };
}
type Visitor = { zone: string; day: number; name: string; notes?: string };

/** The times a visitor sees on `date` (in New York), as their labels read. */
async function timesOffered(page: Page, date: string) {
  await page.goto(at(`/book?tz=America/New_York&date=${date}`));
  return page
    .locator("#booking-times")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));
}

test("an unconfirmed hold keeps its time from others, then is given back and offered again", async ({
  browser,
}) => {
  const holder = await (await browser.newContext()).newPage();
  const chosen = await sendDetails(holder, {
    zone: "America/New_York",
    day: 1,
    name: "Hana Holder",
  });
  const { date, email } = chosen;
  await expect(holder.getByRole("heading", { name: "Confirm your booking" })).toBeVisible();
  await expect(holder.getByText(/We e-mailed a 6-digit code to b•••@example\.com/)).toBeVisible();
  await expectNoAxeViolations(holder);

  const other = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  expect(await timesOffered(other, date)).not.toContain(chosen.words);

  // The hold runs out by the server's clock: nothing in between tells it to.
  const heldUntil = await withDatabase(own.inbox, (site) =>
    site.db
      .selectFrom("bookings")
      .select("held_until")
      .where("visitor_email", "=", email)
      .executeTakeFirstOrThrow(),
  );
  await other.waitForTimeout(Math.max(0, Date.parse(heldUntil.held_until!) - Date.now() + 500));
  expect(await timesOffered(other, date)).toContain(chosen.words);

  // The code typed too late books nothing; the page says why in words.
  await holder
    .getByLabel("Code from the e-mail")
    .fill(await codeMailedTo(own.smtp.messages, email));
  await holder.getByRole("button", { name: "Confirm booking" }).click();
  await expect(holder.getByRole("alert")).toContainText("This time is no longer held");
  await holder.context().close();
  await other.context().close();
});

test("a confirmed booking e-mails only our words: no notes, no web address the booker typed", async ({
  page,
}) => {
  const visitor = { zone: "Europe/Madrid", day: 2, name: "Erin Example", notes: PHISH };
  const { email } = await sendDetails(page, visitor);
  await confirmWithCode(page, own.smtp, email);

  let confirmation = "";
  await eventually(() => {
    confirmation =
      [...own.smtp.messages.values()].find(
        (raw) => raw.includes(`<${email}>`) && /^Confirmed: /.test(mailSubject(raw)),
      ) ?? "";
    return confirmation !== "";
  });
  const parts = mailParts(confirmation);
  expect(parts.length).toBeGreaterThanOrEqual(3);
  for (const part of parts) {
    expect(part.body).not.toContain("invoice");
    expect(part.body).not.toContain("phish.example");
  }
  const code = [...own.smtp.messages.values()].find(
    (raw) => raw.includes(email) && /^Your code: /.test(mailSubject(raw)),
  )!;
  expect(mailParts(code).some((part) => part.body.includes("phish"))).toBe(false);
});

test("a name with a web address is refused in words; one with quotes books, and its invitation parses", async ({
  page,
}) => {
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      /^\/book(\.data)?$/.test(new URL(response.url()).pathname),
  );
  const visitor = { zone: "Europe/Madrid", day: 3, name: "Eve https://phish.example" };
  const { email } = await sendDetails(page, visitor);
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(
    "without a web or e-mail address in it (write St. John, not St.John)",
  );

  await page.getByLabel("Name").fill('Eve "The Quoted" O\'Brien');
  await page.getByRole("button", { name: "Book this time" }).click();
  await confirmWithCode(page, own.smtp, email);
  let invitation = "";
  await eventually(() => {
    const raw = [...own.smtp.messages.values()].find(
      (message) => message.includes(`<${email}>`) && /^Confirmed: /.test(mailSubject(message)),
    );
    invitation =
      (raw && mailParts(raw).find((part) => part.contentType.startsWith("text/calendar"))?.body) ??
      "";
    return invitation !== "";
  });
  expect(readInvitation(invitation)).toMatchObject({ method: "REQUEST", attendee: email });
});
