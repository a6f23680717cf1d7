/**
 * The simulated provider books for real: its call asks the site's booking tools for free times,
 * the visitor picks one under the captions, gives a name and an e-mail address and reads back the
 * code e-mailed to them, and the booking it names is in the database and in the staff's
 * Appointments. The simulated chat books the same way. Both run on an English page and on its
 * Spanish twin, in a Spanish browser in Madrid: the script, the times, their zone and the answers
 * in Spanish (the tools answer in the page's language, whatever the browser's zone).
 */
import { expect, test } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import * as englishChat from "../../app/content/chat";
import * as spanishChat from "../../app/content/es/chat";
import * as spanishSimulation from "../../app/content/es/voice-simulation";
import { VOICE_CONSENT_VERSION as SPANISH_CONSENT } from "../../app/content/es/voice-consent";
import { words as spanishWords } from "../../app/content/es/words";
import * as englishSimulation from "../../app/content/voice-simulation";
import { VOICE_CONSENT_VERSION } from "../../app/content/voice-consent";
import { sourceWords } from "../../app/content/words";
import { siteLanguages } from "../../core/content/languages";
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

/** Each language's page, browser and words; what the assistant says is read from its content. */
const languages = [
  {
    code: "en",
    browser: {},
    consentVersion: VOICE_CONSENT_VERSION,
    paths: siteLanguages.en.paths,
    voice: sourceWords.layout.voice,
    simulation: englishSimulation,
    chat: englishChat,
    offers: (first: string) => new RegExp(`The next free times, in .+, are ${first}`),
    askCode: "Please type it here",
    bookedAs: /reference is ([0-9A-Z]{4}-[0-9A-Z]{4})/,
    asksToBook: "Can I book a consultation?",
    gives: (name: string, email: string) => `I'm ${name}, ${email}`,
  },
  {
    code: "es",
    browser: { locale: "es-US", timezoneId: "Europe/Madrid" },
    consentVersion: SPANISH_CONSENT,
    paths: siteLanguages.es.paths,
    voice: spanishWords.layout.voice,
    simulation: spanishSimulation,
    chat: spanishChat,
    // Spanish dates and the zone's Spanish name, as Intl writes them for Madrid.
    offers: (first: string) =>
      new RegExp(
        `Los próximos horarios libres, en hora (estándar|de verano) de Europa central, son ${first}`,
      ),
    askCode: "Escríbalo aquí",
    bookedAs: /referencia de reserva es ([0-9A-Z]{4}-[0-9A-Z]{4})/,
    asksToBook: "¿Puedo reservar una consulta?",
    gives: (name: string, email: string) => `${name}, ${email}`,
  },
] as const;

const SPANISH_DAY = /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+, /;

for (const language of languages) {
  const { simulation, chat, voice } = language;
  const script = simulation.simulatedCall;
  const replies = simulation.simulatedReplyCopy;

  test.describe(`on ${language.code} pages`, () => {
    test.use(language.browser);
    test.beforeEach(({ page }) => giveConsent(page, language.consentVersion, language.code));

    test("a simulated call offers real free times and books the one the visitor picks", async ({
      page,
    }) => {
      await page.goto(at(language.paths.home));
      await waitForHydration(page);
      await page.getByRole("button", { name: voice.callButtonLabels.hero.idle }).click();

      const captions = page.getByRole("log", { name: voice.callDetailsCopy.captionsLabel });
      const times = page.getByRole("group", { name: replies.chooseLabel });
      await expect(times.getByRole("button").first()).toBeVisible({ timeout: 30_000 });
      const offered = await times.getByRole("button").allInnerTexts();
      expect(offered.length).toBeGreaterThanOrEqual(1);
      await expect(captions).toContainText(script.greeting);
      await expect(captions).toContainText(language.offers(offered[0]!));
      if (language.code === "es") expect(offered[0]).toMatch(SPANISH_DAY);
      await times.getByRole("button", { name: offered[1] ?? offered[0]! }).click();

      const tag = Date.now().toString(36);
      const email = `sim-${language.code}-${tag}@example.com`;
      const details = page.getByRole("form", { name: replies.detailsLabel });
      await details.getByLabel(replies.name).fill(`Sim Caller ${tag}`);
      await details.getByLabel(replies.email, { exact: true }).fill(email);
      await details.getByRole("button", { name: replies.send }).click();

      const code = page.getByRole("form", { name: replies.codeLabel });
      await expect(captions).toContainText(script.askCode(email), { timeout: 20_000 });
      await code.getByLabel(replies.code).fill(await codeMailedTo(own.smtp.messages, email));
      await code.getByRole("button", { name: replies.sendCode }).click();
      await expect(captions).toContainText(language.bookedAs, { timeout: 20_000 });
      const reference = language.bookedAs.exec((await captions.textContent()) ?? "")![1]!;

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
        visitor_email: email,
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
      await page.goto(at(language.paths.about));
      await waitForHydration(page);
      await page.getByRole("button", { name: voice.widgetCopy.open }).click();
      const widget = page.getByRole("dialog");
      await widget.getByRole("button", { name: voice.widgetCopy.modes.chat, exact: true }).click();
      const last = () => widget.getByRole("listitem").last();
      const say = async (text: string, answer: RegExp | string) => {
        await widget.getByRole("textbox", { name: chat.chatCopy.inputLabel }).fill(text);
        await widget.getByRole("button", { name: chat.chatCopy.send, exact: true }).click();
        await expect(last()).toContainText(answer, { timeout: 20_000 });
      };
      const booking = chat.simulatedChatBooking;
      // What an offer says after its numbered list of times, in the language's words.
      const afterList = booking.offer(null, ["{time}"]).split("{time}. ")[1]!;
      await say(language.asksToBook, afterList);
      const offer = (await last().textContent()) ?? "";
      const list = offer.slice(offer.indexOf("1. ") + 3, offer.lastIndexOf(`. ${afterList}`));
      const first = list.split(/; \d+\. /)[0]!;
      if (language.code === "es") expect(first).toMatch(SPANISH_DAY);
      await say("1", booking.askDetails(first));
      const tag = Date.now().toString(36);
      const email = `chat-${language.code}-${tag}@example.com`;
      await say(language.gives(`Chat Booker ${tag}`, email), booking.askCode(email));
      await say(await codeMailedTo(own.smtp.messages, email), language.bookedAs);
      const reference = language.bookedAs.exec((await last().textContent()) ?? "")![1]!;
      const stored = await withDatabase(own.inbox, (site) =>
        site.db
          .selectFrom("bookings")
          .select(["source", "visitor_name"])
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow(),
      );
      expect(stored).toEqual({ source: "chat", visitor_name: `Chat Booker ${tag}` });
    });
  });
}
