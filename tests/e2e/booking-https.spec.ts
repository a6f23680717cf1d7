/**
 * /book as deployed: behind the TLS proxy (Caddy, SITE_URL on its https origin, TRUST_PROXY=1),
 * a visitor books with and without JavaScript, and the manage link the confirmation shows is the
 * proxy's https address, which then moves and cancels the booking in a browser of its own (as
 * opened from the e-mail). A Spanish visitor (es-US, in Bogotá) books on the Spanish page there,
 * and the e-mail's links are the proxy's https Spanish addresses.
 */
import { expect, test } from "@playwright/test";
import { siteLanguages } from "../../core/content/languages";
import { mailParts, mailSubject } from "../../server/booking/testing/received-mail";
import { eventually, startSmtpReceiver } from "../../server/testing/receivers";
import { waitForHydration } from "../support/hydration";
import { useSiteBehindProxy } from "../support/site-behind-proxy";
import {
  bookFirstFreeTime,
  cancelOnManagePage,
  moveToDay,
  REFERENCE,
  referenceOn,
  spanishBookingSteps,
} from "./booking-helpers";

// One proxy, server and browser for the file, and each test books one of the first free times.
test.describe.configure({ mode: "serial" });

// The visitor's e-mails (the code that confirms a booking) reach a receiver of the file's own.
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
test.beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
test.afterAll(() => smtp?.close());

// Six posts from one address (book, move, cancel, twice); the limit has tests of its own.
const deployed = useSiteBehindProxy(() => ({
  CONTACT_RATE_LIMIT: "50/10m",
  SMTP_URL: smtp.url,
  CONTACT_NOTIFY_TO: "office@agency.example",
}));

for (const javaScriptEnabled of [true, false]) {
  test(`books over https ${javaScriptEnabled ? "with" : "without"} JavaScript, and the https manage link moves and cancels it`, async () => {
    const origin = deployed.proxy.origin;
    const page = await deployed.newPage({ javaScriptEnabled, timezoneId: "Europe/Madrid" });
    const response = await page.goto("/book?tz=Europe/Madrid");
    expect(response!.url().startsWith(`${origin}/book`)).toBe(true);
    if (javaScriptEnabled) await waitForHydration(page);

    await bookFirstFreeTime(page, smtp, javaScriptEnabled ? 1 : 2);
    expect(page.url()).toMatch(new RegExp(`^${origin}/book/manage/[\\w-]{43}\\?done=booked$`));
    expect(await referenceOn(page)).toMatch(REFERENCE);
    const manageLink = page.getByRole("link", { name: /\/book\/manage\// });
    const manageUrl = page.url().split("?")[0]!;
    await expect(manageLink).toHaveText(manageUrl);
    await expect(manageLink).toHaveAttribute("href", manageUrl);
    await page.context().close();

    const fromEmail = await deployed.newPage({ javaScriptEnabled, timezoneId: "Europe/Madrid" });
    await fromEmail.goto(manageUrl);
    if (javaScriptEnabled) await waitForHydration(fromEmail);
    await moveToDay(fromEmail, javaScriptEnabled ? 3 : 4);
    expect(fromEmail.url()).toBe(`${manageUrl}?done=rescheduled`);
    await cancelOnManagePage(fromEmail);
    expect(fromEmail.url()).toBe(`${manageUrl}?done=cancelled`);
    await fromEmail.context().close();
  });
}

test("books in Spanish over https with the e-mailed code, and the e-mail links the proxy's Spanish manage page", async () => {
  const origin = deployed.proxy.origin;
  const { paths } = siteLanguages.es;
  const page = await deployed.newPage({ locale: "es-US", timezoneId: "America/Bogota" });
  await page.goto(paths.book);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveURL(/tz=America%2FBogota/);

  const { email } = await spanishBookingSteps.bookFirstFreeTime(page, smtp, 5);
  const manageUrl = page.url().split("?")[0]!;
  expect(page.url()).toMatch(
    new RegExp(`^${origin}${paths.book}/gestionar/[\\w-]{43}\\?done=booked$`),
  );
  expect(await referenceOn(page)).toMatch(REFERENCE);
  await expect(page.getByRole("link", { name: manageUrl })).toHaveAttribute("href", manageUrl);

  let text = "";
  await eventually(() => {
    const confirmation = [...smtp.messages.values()].find(
      (raw) => raw.includes(email) && /^Confirmada: /.test(mailSubject(raw)),
    );
    text = confirmation
      ? mailParts(confirmation).find((part) => part.contentType.startsWith("text/plain"))!.body
      : "";
    return text !== "";
  });
  expect(text).toMatch(new RegExp(`^Cambiar la hora: ${origin}${paths.book}/gestionar/\\S+$`, "m"));
  await page.context().close();
});
