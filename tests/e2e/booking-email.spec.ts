import { expect, test, type Page } from "@playwright/test";
import { mailParts, mailSubject, readInvitation } from "../../server/booking/testing/received-mail";
import { eventually } from "../../server/testing/receivers";
import { waitForHydration } from "../support/hydration";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { chooseTime, confirmWithCode, submitAtHumanPace } from "./booking-helpers";

/**
 * A visitor books on /book and the confirmation reaches them by e-mail (an SMTP receiver), with
 * the invitation a calendar reads; its Reschedule link moves the booking and its Cancel link
 * cancels it, each change e-mailed in turn; after the cancel, the first e-mail's links say so.
 */

const own = useSiteWithReceivers({
  smtp: true,
  env: { CONTACT_NOTIFY_TO: "office@agency.example" },
});
const at = (path: string) => `${own.inbox.origin}${path}`;

// One after another: each books one of the first free times.
test.describe.configure({ mode: "serial" });

let person = 0;
const visitorEmail = () => `booking-mail-${Date.now()}-${++person}@example.com`;

async function bookOnThePage(page: Page, email: string, day: number, name = "Ada Lovelace") {
  // The pace counts from when the details (and their form token) are shown, not from the click.
  const { detailsShownAt } = await chooseTime(page, day);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await submitAtHumanPace(page, detailsShownAt);
  await confirmWithCode(page, own.smtp, email);
}

/** The visitor's e-mail whose subject starts so, once it has arrived. */
async function mailTo(email: string, subject: RegExp) {
  let raw = "";
  await eventually(() => {
    raw =
      [...own.smtp.messages.values()].find(
        (message) =>
          message.includes(`<${email}>`) &&
          /^To:/m.test(message) &&
          subject.test(mailSubject(message)),
      ) ?? "";
    return raw !== "";
  });
  const parts = mailParts(raw);
  const text = parts.find((part) => part.contentType.startsWith("text/plain"))!.body;
  const calendar = parts.find((part) => part.contentType.startsWith("text/calendar"))!;
  return {
    invitation: readInvitation(calendar.body),
    methodPart: calendar.contentType,
    attached: parts.some((part) =>
      /^application\/ics; name=invitation\.ics/.test(part.contentType),
    ),
    reschedule: /^Reschedule: (\S+)$/m.exec(text)?.[1] ?? "",
    cancel: /^Cancel: (\S+)$/m.exec(text)?.[1] ?? "",
  };
}

test("books with JavaScript, then reschedules and cancels from the e-mail's links", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "Europe/Madrid" });
  const page = await context.newPage();
  const email = visitorEmail();
  await page.goto(at("/book"));
  await waitForHydration(page);
  await expect(page).toHaveURL(/tz=Europe%2FMadrid/);
  await bookOnThePage(page, email, 1);

  const confirmation = await mailTo(email, /^Confirmed: /);
  expect(confirmation.methodPart).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
  expect(confirmation.attached).toBe(true);
  expect(confirmation.invitation).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    attendee: email,
  });
  expect(confirmation.reschedule.startsWith(at("/book/manage/"))).toBe(true);

  // The e-mail's Reschedule link: a new day and time.
  await page.goto(confirmation.reschedule);
  await waitForHydration(page);
  await page.getByRole("region", { name: "Choose a day" }).getByRole("link").nth(2).click();
  await page.locator("#booking-times").getByRole("button").first().click();
  await expect(page.getByRole("heading", { name: "Your appointment was moved" })).toBeVisible();
  const change = await mailTo(email, /^Moved: /);
  expect(change.invitation).toMatchObject({
    method: "REQUEST",
    uid: confirmation.invitation.uid,
    sequence: 1,
  });
  expect(change.invitation.start).not.toBe(confirmation.invitation.start);

  // The first e-mail's Cancel link still opens the booking, at its new time.
  await page.goto(confirmation.cancel);
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("heading", { name: "This booking was cancelled" })).toBeVisible();
  const cancel = await mailTo(email, /^Cancelled: /);
  expect(cancel.methodPart).toMatch(/method=CANCEL/);
  expect(cancel.invitation).toMatchObject({
    method: "CANCEL",
    uid: confirmation.invitation.uid,
    sequence: 2,
  });

  // Every link of the earlier e-mails now says the booking was cancelled.
  for (const link of [confirmation.reschedule, change.reschedule, change.cancel]) {
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "This booking was cancelled" })).toBeVisible();
  }
  await context.close();
});

test("books without JavaScript, and the confirmation with its invitation still arrives", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = visitorEmail();
  await page.goto(at("/book"));
  await bookOnThePage(page, email, 3);
  const confirmation = await mailTo(email, /^Confirmed: /);
  expect(confirmation.invitation).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    attendee: email,
  });
  await page.goto(confirmation.reschedule);
  await expect(page.getByRole("button", { name: /^Move to / }).first()).toBeVisible();
  await context.close();
});

test("a name that tries to add an attendee stays a name: the invitation has the visitor alone", async ({
  page,
}) => {
  const email = visitorEmail();
  // The name, less its address: a name with one is refused in words (booking-trust.spec).
  const name = 'Eve";ROLE=CHAIR;X=" :mailto:attacker';
  await page.goto(at("/book"));
  await waitForHydration(page);
  await bookOnThePage(page, email, 4, name);
  const { invitation } = await mailTo(email, /^Confirmed: /);
  expect(invitation.attendees).toEqual([
    {
      address: email,
      parameters: { role: "REQ-PARTICIPANT", partstat: "ACCEPTED", rsvp: "FALSE", cn: name },
    },
  ]);
});
