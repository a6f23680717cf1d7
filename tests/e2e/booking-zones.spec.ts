/**
 * /book for visitors far from the agency, on the days the clocks change, and on a slow phone: a
 * server of the file's own whose meeting type books up to 365 days ahead, so that the weeks of the
 * next two US clock changes (14 March and 7 November 2027, as this is written) can be opened and
 * booked. The expected local times are facts about the zones, written out, not computed by the
 * library under test: the US changes its clocks weeks apart from Europe, and India never does.
 */
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { weekdays } from "../../core/booking/availability-schema";
import { defaultMeetingType } from "../../core/content/booking";
import { siteLanguages } from "../../core/content/languages";
import { saveMeetingType, saveWeeklyHours } from "../../server/booking/store/availability";
import { waitForHydration } from "../support/hydration";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { codeMailedTo } from "../../server/booking/testing/received-mail";
import { words as spanishWords } from "../../app/content/es/words";
import { sourceWords } from "../../app/content/words";
import { bookingStepsIn, HUMAN_PACE_MS, referenceOn, visitorEmail } from "./booking-helpers";
import { withDatabase } from "./inbox-helpers";
import { slowPhone } from "./site-helpers";

// One after another: the tests book times on the same days.
test.describe.configure({ mode: "serial" });

const AGENCY_ZONE = "America/New_York";
// The visitor's e-mail (the code that confirms a booking) reaches the file's own receiver. Five
// bookings come from this one address, more than the default cap of upcoming ones per address.
const own = useSiteWithReceivers({ smtp: true, env: { BOOKING_CAP_ADDRESS: "10" } });

// Three times a weekday: few enough that paging a year ahead stays quick.
const MORNINGS = [{ start: "09:00", end: "10:30" }];

test.beforeAll(async () => {
  await withDatabase(own.inbox, async (site) => {
    const horizon = { ...defaultMeetingType, horizonDays: 365 };
    expect(await saveMeetingType(site, horizon, "e2e", new Date())).toMatchObject({ ok: true });
    const weekly = Object.fromEntries(
      weekdays.map((day) => [day, day === "saturday" || day === "sunday" ? [] : MORNINGS]),
    );
    const hours = { timeZone: AGENCY_ZONE, weekly };
    expect(await saveWeeklyHours(site, hours, "e2e", new Date())).toMatchObject({ ok: true });
  });
});

/** The first start each weekday, 9:00 in New York, as Madrid and Kolkata read it. */
const FIRST_TIME = {
  "America/New_York": { standard: "9:00 AM", daylight: "9:00 AM" },
  "Europe/Madrid": { standard: "3:00 PM", daylight: "2:00 PM" },
  "Asia/Kolkata": { standard: "7:30 PM", daylight: "6:30 PM" },
} as const;
/** How each zone is named on those days (Madrid keeps winter time in both weeks). */
const ZONE_NAME = {
  "America/New_York": { standard: "Eastern Standard Time", daylight: "Eastern Daylight Time" },
  "Europe/Madrid": {
    standard: "Central European Standard Time",
    daylight: "Central European Standard Time",
  },
  "Asia/Kolkata": { standard: "India Standard Time", daylight: "India Standard Time" },
} as const;
type Zone = keyof typeof FIRST_TIME;

/**
 * The same, as the Spanish page says them (es-US): New York's first time and its zone's name
 * change with its clocks; Madrid's time moves an hour earlier and its name stays. Intl writes
 * "p. m." or "p.m." by version: either reads.
 */
const SPANISH = {
  "America/New_York": {
    standard: { time: "9:00 a. m.", zone: "hora estándar oriental" },
    daylight: { time: "9:00 a. m.", zone: "hora de verano oriental" },
  },
  "Europe/Madrid": {
    standard: { time: "3:00 p. m.", zone: "hora estándar de Europa central" },
    daylight: { time: "2:00 p. m.", zone: "hora estándar de Europa central" },
  },
} as const;
const spanishTime = (time: string) => time.replace(/\./g, "\\.").replace(/ /g, "\\s?");

type Clocks = "standard" | "daylight";
type Language = "en" | "es";
/** The booking pages' words a visitor reads, by the page's language. */
const bookWords = { en: sourceWords.book, es: spanishWords.book };

/** The first time `zone` is offered on a day of `clocks` time in New York, as a pattern, named. */
function firstOffered(zone: Zone, clocks: Clocks, language: Language) {
  if (language === "es" && zone in SPANISH) {
    const { time, zone: name } = SPANISH[zone as keyof typeof SPANISH][clocks];
    return { time: spanishTime(time), name };
  }
  return { time: FIRST_TIME[zone][clocks].replace(" ", "\\s"), name: ZONE_NAME[zone][clocks] };
}

/**
 * The Friday before and the Monday after each of New York's next two clock changes, those within
 * the year ahead the meeting type books (the second falls past it for a few days each year).
 */
function daysAroundNextClockChanges() {
  const lastBookable = Temporal.Now.plainDateISO(AGENCY_ZONE).add({ days: 364 });
  // From three days on: the Friday before the first change is still ahead, past the notice.
  const first = Temporal.Now.zonedDateTimeISO(AGENCY_ZONE)
    .add({ days: 3 })
    .getTimeZoneTransition("next")!;
  const second = first.getTimeZoneTransition("next")!;
  const days = [first, second].flatMap((change) => {
    const springsForward =
      change.offsetNanoseconds > change.subtract({ hours: 3 }).offsetNanoseconds;
    const sunday = change.toPlainDate();
    expect(sunday.dayOfWeek).toBe(7);
    return [
      { date: sunday.subtract({ days: 2 }), clocks: springsForward ? "standard" : "daylight" },
      { date: sunday.add({ days: 1 }), clocks: springsForward ? "daylight" : "standard" },
    ] as const;
  });
  return days.filter(({ date }) => Temporal.PlainDate.compare(date, lastBookable) <= 0);
}

const bookPath = (date: Temporal.PlainDate, zone?: string, path = "/book") =>
  `${path}?type=${defaultMeetingType.id}&date=${date}${zone ? `&tz=${encodeURIComponent(zone)}` : ""}`;
const firstTime = (page: Page) => page.locator("#booking-times").getByRole("link").first();

async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: own.inbox.origin, ...options });
  return context.newPage();
}

test("around the next two US clock changes, each zone's first time moves by the hour it should, named", async ({
  browser,
}) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  for (const { date, clocks } of daysAroundNextClockChanges()) {
    for (const zone of Object.keys(FIRST_TIME) as Zone[]) {
      const response = await page.goto(bookPath(date, zone));
      expect(response?.status()).toBe(200);
      const label = `${zone} on ${date} (${clocks} time in New York)`;
      await expect(firstTime(page), label).toHaveText(
        new RegExp(`^${FIRST_TIME[zone][clocks]}$`.replace(" ", "\\s")),
      );
      expect(await firstTime(page).getAttribute("aria-label"), label).toContain(
        ZONE_NAME[zone][clocks],
      );
    }
    for (const zone of Object.keys(SPANISH) as (keyof typeof SPANISH)[]) {
      await page.goto(bookPath(date, zone, siteLanguages.es.paths.book));
      const label = `${zone} on ${date} in Spanish (${clocks} time in New York)`;
      const { time, name } = firstOffered(zone, clocks, "es");
      await expect(firstTime(page), label).toHaveText(new RegExp(`^${time}$`));
      expect(await firstTime(page).getAttribute("aria-label"), label).toContain(name);
    }
  }
  await page.context().close();
});

/** The booking stored for `email`: its instant in UTC and what the visitor typed. */
function storedBooking(email: string) {
  return withDatabase(own.inbox, (site) =>
    site.db
      .selectFrom("bookings")
      .select(["starts_at", "visitor_name", "notes", "visitor_time_zone"])
      .where("visitor_email", "=", email)
      .executeTakeFirstOrThrow(),
  );
}

// Madrid books on both sides of New York's clock: in standard time in English, in daylight time
// in Spanish (the Friday before the second change; Kolkata has the first time after the first).
for (const [zone, index, language] of [
  ["Asia/Kolkata", 1, "en"],
  ["Europe/Madrid", 0, "en"],
  ["Europe/Madrid", 2, "es"],
] as const) {
  test(`a browser in ${zone} books ${language === "es" ? "in Spanish " : ""}on a day around a clock change: its own time named, the right instant stored`, async ({
    browser,
  }) => {
    const day = daysAroundNextClockChanges()[index];
    test.skip(!day, "the second clock change falls past the year ahead for a few days a year");
    const { date, clocks } = day!;
    const steps = bookingStepsIn(bookWords[language]);
    const offered = firstOffered(zone, clocks, language);
    const page = await newPage(browser, {
      timezoneId: zone,
      ...(language === "es" ? { locale: "es-US" } : {}),
    });
    await page.goto(bookPath(date, undefined, siteLanguages[language].paths.book));
    await waitForHydration(page);
    // The browser's zone replaces the agency's (Chromium may spell Kolkata as Calcutta).
    await expect(page).toHaveURL(/tz=(Asia%2F(Kolkata|Calcutta)|Europe%2FMadrid)/);
    await expect(firstTime(page)).toHaveText(new RegExp(offered.time));

    const { words, detailsShownAt } = await steps.chooseShownTime(page);
    expect(words).toContain(offered.name);
    expect(words).toMatch(new RegExp(offered.time));
    const email = visitorEmail();
    await steps.fillDetails(page, email);
    await steps.submitAtHumanPace(page, detailsShownAt);
    await steps.confirmWithCode(page, own.smtp, email);
    await expect(page.getByRole("definition").filter({ hasText: words })).toBeVisible();

    // 9:00 in New York that day: 13:00 UTC in daylight time, 14:00 in standard time.
    const stored = await storedBooking(email);
    const utcHour = clocks === "daylight" ? "13" : "14";
    expect(stored.starts_at).toBe(`${date}T${utcHour}:00:00.000Z`);
    expect(stored.visitor_time_zone).toMatch(/^(Asia\/(Kolkata|Calcutta)|Europe\/Madrid)$/);

    // The same booking read in the agency's zone.
    await page.goto(`${page.url().split("?")[0]}?tz=${encodeURIComponent(AGENCY_ZONE)}`);
    const agency = firstOffered(AGENCY_ZONE, clocks, language);
    await expect(
      page
        .getByRole("definition")
        .filter({ hasText: new RegExp(`${agency.time}\\s${agency.name}`) }),
    ).toBeVisible();
    await page.context().close();
  });
}

for (const language of ["en", "es"] as const) {
  test(`on a slow phone (390 px, CPU 4× slower), what is typed while the ${language === "es" ? "Spanish " : ""}page starts survives to the booking`, async ({
    browser,
  }) => {
    test.slow();
    const { page: words, manage } = bookWords[language];
    const page = await newPage(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      timezoneId: "Europe/London",
      ...(language === "es" ? { locale: "es-US" } : {}),
    });
    await page.goto(siteLanguages[language].paths.book);
    await waitForHydration(page);
    // Once running, the page shows the times in the browser's own zone: the time is chosen after.
    await expect(page).toHaveURL(/tz=Europe%2FLondon/);
    await bookingStepsIn(bookWords[language]).chooseTime(page, 2, 1);
    const detailsUrl = page.url();

    // The details step as opened from a link, on the slow phone: the visitor types as soon as the
    // fields show, while the page's scripts are still starting. The phone is slow from this load
    // until the page has started and kept what was typed, the window this test is about.
    const phone = await slowPhone(page, 4);
    // At 4× slower on a busy machine, a slowed step waits for its page longer than the default.
    const pace = { timeout: 20_000 };
    await page.goto(detailsUrl, { waitUntil: "commit" });
    const shownAt = Date.now();
    const email = visitorEmail();
    const typed = { name: "Grace Hopper", notes: "Typed while the page was still starting." };
    const { name, email: emailLabel, notes } = words.details;
    await page.getByLabel(name).pressSequentially(typed.name, { delay: 15 });
    await page.getByLabel(emailLabel).pressSequentially(email, { delay: 15 });
    await page.getByLabel(notes).pressSequentially(typed.notes, { delay: 15 });
    await waitForHydration(page);
    await expect(page.getByLabel(name)).toHaveValue(typed.name, pace);
    await expect(page.getByLabel(emailLabel)).toHaveValue(email);
    await expect(page.getByLabel(notes)).toHaveValue(typed.notes);
    await phone.fullSpeed();

    await page.waitForTimeout(Math.max(0, shownAt + HUMAN_PACE_MS - Date.now()));
    await page.getByRole("button", { name: words.details.submit }).tap();
    await expect(page.getByRole("heading", { name: manage.hold.heading })).toBeVisible();
    await page.getByLabel(manage.hold.code).fill(await codeMailedTo(own.smtp.messages, email));
    await page.getByRole("button", { name: manage.hold.confirm }).tap();
    await expect(page.getByRole("heading", { name: manage.bookedHeading })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    expect(await referenceOn(page)).toBeTruthy();
    expect(await storedBooking(email)).toMatchObject({
      visitor_name: typed.name,
      notes: typed.notes,
    });
    await page.context().close();
  });
}
