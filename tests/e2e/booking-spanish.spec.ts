import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { words } from "../../app/content/es/words";
import { siteLanguages } from "../../core/content/languages";
import {
  codeMailedTo,
  mailParts,
  mailSubject,
  readInvitation,
  readInvitationWords,
} from "../../server/booking/testing/received-mail";
import { eventually } from "../../server/testing/receivers";
import { waitForHydration } from "../support/hydration";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { spanishBookingSteps as steps, visitorEmail } from "./booking-helpers";
import { pageAxeViolations } from "./site-helpers";

/**
 * A Spanish-speaking visitor (es-US, in Madrid, not the agency's Eastern zone) books on
 * /es/reservar with and without JavaScript, confirms with the e-mailed code, and gets every
 * e-mail and invitation in Spanish, with links to the Spanish manage pages, where they move and
 * cancel it; the team's e-mail stays English and names Spanish; a wrong code is refused in
 * Spanish. Each Spanish booking page at a desktop's and a phone's width has no axe violation; its
 * screenshot goes to SHOTS.
 */

const own = useSiteWithReceivers({
  smtp: true,
  env: { CONTACT_NOTIFY_TO: "office@agency.example" },
});
const at = (path: string) => `${own.inbox.origin}${path}`;
const { paths } = siteLanguages.es;
const { manage } = words.book;
const SHOTS = "/tmp/es-book-shots";

test.use({ locale: "es-US", timezoneId: "Europe/Madrid" });
// One after another: each books one of the first free times.
test.describe.configure({ mode: "serial" });

/** The newest e-mail to `to` whose subject matches, once it has arrived, read as a client does. */
async function mailTo(to: string, subject: RegExp) {
  const addressed = new RegExp(`^To:.*${to.replace(/[.+]/g, "\\$&")}`, "mi");
  let raw = "";
  await eventually(() => {
    raw =
      [...own.smtp.messages.values()]
        .reverse()
        .find((message) => addressed.test(message) && subject.test(mailSubject(message))) ?? "";
    return raw !== "";
  });
  const parts = mailParts(raw);
  const body = (type: string) => parts.find((part) => part.contentType.startsWith(type))?.body;
  const calendar = body("text/calendar");
  const text = body("text/plain")!;
  return {
    subject: mailSubject(raw),
    text,
    html: body("text/html") ?? "",
    invitation: calendar ? { ...readInvitation(calendar), ...readInvitationWords(calendar) } : null,
    link: (label: string) => new RegExp(`^${label}: (\\S+)$`, "m").exec(text)?.[1] ?? "",
  };
}

/** Chooses a time on the Spanish page and gives the details: held, the hold's instant. */
async function holdInSpanish(page: Page, day: number, email: string) {
  const chosen = await steps.chooseTime(page, day);
  const start = new URL(page.url()).searchParams.get("start")!;
  await steps.fillDetails(page, email);
  await steps.submitAtHumanPace(page, chosen.detailsShownAt);
  await expect(page.getByRole("heading", { name: manage.hold.heading })).toBeVisible();
  return new Date(start).toISOString();
}

/** Holds a time on the Spanish page and types the code: the booking's instant. */
async function bookInSpanish(page: Page, day: number, email: string) {
  const startsAt = await holdInSpanish(page, day, email);
  await steps.confirmWithCode(page, own.smtp, email);
  return startsAt;
}

test("books in Spanish with JavaScript; the e-mails and invitation are Spanish, the team's English; moves and cancels from the Spanish links", async ({
  page,
}) => {
  const email = visitorEmail();
  await page.goto(at(paths.book));
  await waitForHydration(page);
  await expect(page).toHaveURL(/tz=Europe%2FMadrid/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const startsAt = await bookInSpanish(page, 1, email);
  await expect(page).toHaveURL(/\/es\/reservar\/gestionar\//);

  const confirmation = await mailTo(email, /^Confirmada: /);
  expect(confirmation.html).toMatch(/<html lang="es">/);
  expect(confirmation.invitation).toMatchObject({
    method: "REQUEST",
    start: startsAt,
    summary: "Free consultation con Sunward AI",
  });
  expect(confirmation.invitation!.description).toMatch(
    /^Free consultation con Sunward AI\. Referencia /,
  );
  const reschedule = confirmation.link("Cambiar la hora");
  expect(reschedule.startsWith(at("/es/reservar/gestionar/"))).toBe(true);

  const staff = await mailTo("office@agency.example", /^New booking: Ada Lovelace, /);
  expect(staff.text).toContain("Language: Spanish (answer in Spanish)");

  // The manage page the link opens, from which the visitor chooses to change the time.
  await page.goto(reschedule.replace(/\?.*$/, ""));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await steps.moveToDay(page, 2);
  const moved = await mailTo(email, /^Cambiada: /);
  expect(moved.invitation).toMatchObject({ sequence: 1 });
  expect(moved.invitation!.start).not.toBe(startsAt);

  await page.goto(moved.link("Cancelar"));
  await page.getByRole("button", { name: manage.cancelConfirm }).click();
  await expect(page.getByRole("heading", { name: manage.cancelledHeading })).toBeVisible();
  const cancelled = await mailTo(email, /^Cancelada: /);
  expect(cancelled.invitation).toMatchObject({ method: "CANCEL", sequence: 2 });
  expect(cancelled.link("Reservar otra hora")).toBe(at(paths.book));
});

test("books in Spanish without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: "es-US",
    timezoneId: "Europe/Madrid",
  });
  const page = await context.newPage();
  const email = visitorEmail();
  await page.goto(at(`${paths.book}?tz=Europe%2FMadrid`));
  const startsAt = await bookInSpanish(page, 3, email);
  const confirmation = await mailTo(email, /^Confirmada: /);
  expect(confirmation.invitation).toMatchObject({ start: startsAt, attendee: email });
  await context.close();
});

test("a wrong code is refused in Spanish on the hold's page, and the right one still books", async ({
  page,
}) => {
  const email = visitorEmail();
  await page.goto(at(paths.book));
  await waitForHydration(page);
  await holdInSpanish(page, 4, email);
  const code = await codeMailedTo(own.smtp.messages, email);
  await page.getByLabel(manage.hold.code).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: manage.hold.confirm }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Ese código no coincide con el que le enviamos. Revíselo e inténtelo de nuevo (quedan 4 intentos).",
  );
  await steps.confirmWithCode(page, own.smtp, email);
});

test("the language switch keeps the booking's step, both ways", async ({ page }) => {
  const query = "?type=free-consultation&tz=Europe%2FMadrid";
  await page.goto(at(`${paths.book}${query}`));
  await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute(
    "href",
    `/book${query}`,
  );
  await page.goto(at(`/book${query}`));
  await expect(page.getByRole("link", { name: "Español", exact: true })).toHaveAttribute(
    "href",
    `${paths.book}${query}`,
  );
});

/** Each Spanish booking page a visitor meets, reached as they reach it, in order. */
async function spanishBookingPages(browser: Browser, width: number) {
  const context = await browser.newContext({
    locale: "es-US",
    timezoneId: "Europe/Madrid",
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const email = visitorEmail();
  let detailsShownAt = 0;
  const heading = (name: string) => expect(page.getByRole("heading", { name })).toBeVisible();
  const visits: { name: string; reach: () => Promise<unknown> }[] = [
    { name: "reservar-dias", reach: () => page.goto(at(paths.book)) },
    {
      name: "reservar-datos",
      reach: async () => {
        ({ detailsShownAt } = await steps.chooseTime(page, 1, width === 1280 ? 2 : 3));
      },
    },
    {
      name: "gestionar-codigo",
      reach: async () => {
        await steps.fillDetails(page, email);
        await steps.submitAtHumanPace(page, detailsShownAt);
        await heading(manage.hold.heading);
      },
    },
    { name: "gestionar-reservada", reach: () => steps.confirmWithCode(page, own.smtp, email) },
    {
      name: "gestionar-cambiar",
      reach: async () => {
        await page.getByRole("link", { name: manage.reschedule }).click();
        await expect(page.locator("#booking-times").getByRole("button").first()).toBeVisible();
      },
    },
    {
      name: "gestionar-cancelar",
      reach: async () => {
        await page.goto(page.url().replace(/\?.*$/, "?cancel=1"));
        await expect(page.getByRole("button", { name: manage.cancelConfirm })).toBeVisible();
      },
    },
    {
      name: "gestionar-cancelada",
      reach: async () => {
        await page.getByRole("button", { name: manage.cancelConfirm }).click();
        await heading(manage.cancelledHeading);
      },
    },
    {
      name: "gestionar-enlace-roto",
      reach: async () => {
        const response = await page.goto(at(`${paths.book}/gestionar/no-es-un-enlace`));
        expect(response?.status()).toBe(404);
        await heading(manage.notFoundHeading);
      },
    },
  ];
  return { context, page, visits };
}

for (const width of [1280, 390]) {
  test(`every Spanish booking page at ${width} px is Spanish and has no axe violations`, async ({
    browser,
  }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    const { context, page, visits } = await spanishBookingPages(browser, width);
    for (const visit of visits) {
      await visit.reach();
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      expect(await pageAxeViolations(page), visit.name).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${visit.name}-${width}.png`, fullPage: true });
    }
    await context.close();
  });
}
