import { expect, test, type Page } from "@playwright/test";
import { chatCopy, simulatedChatAnswers } from "../../app/content/es/chat";
import { words } from "../../app/content/es/words";
import { simulatedCall } from "../../app/content/es/voice-simulation";
import { voiceConsent } from "../../app/content/es/voice-consent";
import { contactFormEs } from "../../core/content/es/contact-form";
import { siteLanguages } from "../../core/content/languages";
import { CONSENT_STORAGE_KEY } from "../../app/voice/call-consent";
import { spanishMissingPage, spanishPages } from "../site-routes";
import { storedWithEmail, uniqueEmail, waitLikeAPerson } from "./contact-helpers";
import { gotoInteractive, pageAxeViolations } from "./site-helpers";

/**
 * The Spanish twins of the public pages, read as a Spanish-speaking visitor reads them: a browser
 * that prefers Spanish (es-US), in a zone other than the agency's. Every page at a desktop's and a
 * phone's width with axe at 0; the switch between the twins; the one-line offer; an inquiry sent
 * in Spanish; and the simulated call and chat speaking Spanish.
 */

const { paths } = siteLanguages.es;
const { layout } = words;

test.use({ locale: "es-US", timezoneId: "Europe/Madrid" });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    // axe on a full page takes a while on a busy machine.
    test.slow();

    for (const path of [...spanishPages, spanishMissingPage]) {
      test(`${path} is Spanish, with its switch, and has no axe violations`, async ({ page }) => {
        const response = await gotoInteractive(page, path);
        expect(response?.status()).toBe(path === spanishMissingPage ? 404 : 200);
        await expect(page.locator("html")).toHaveAttribute("lang", "es");
        await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute(
          "hreflang",
          "en",
        );
        expect(await pageAxeViolations(page)).toEqual([]);
      });
    }
  });
}

test("a page not found under /es says so in Spanish, with its way home", async ({ page }) => {
  const response = await page.goto(spanishMissingPage);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: layout.status.notFound.title })).toBeVisible();
  await expect(page.getByRole("link", { name: layout.status.notFound.homeLabel })).toHaveAttribute(
    "href",
    paths.home,
  );
});

test("the language switch leads to the same page's twin, both ways, each in its own language", async ({
  page,
}) => {
  await gotoInteractive(page, paths.about);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.about.hero.title);
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Human-Centred AI for Real Businesses",
  );

  await page.getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("navigation", { name: layout.layoutLabels.mainNavigation }),
  ).toBeVisible();
});

test("a page's links stay in its language, the booking page's included", async ({ page }) => {
  await gotoInteractive(page, paths.home);
  await page.getByRole("link", { name: layout.mainNav[3]!.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.contact.hero.title);
  await page.getByRole("link", { name: words.contact.appointment.bookYourself }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.book}`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.book.hero.title);
  await expect(page.getByRole("link", { name: "English", exact: true })).toBeVisible();
});

test.describe("the offer of a twin in the browser's language", () => {
  const offer = (page: Page) =>
    page.getByRole("complementary", { name: siteLanguages.es.offer.text });

  test("is one line on an English page for a browser that prefers Spanish, and goes when refused", async ({
    page,
  }) => {
    await gotoInteractive(page, "/about");
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveAttribute("lang", "es");
    await expect(
      offer(page).getByRole("link", { name: siteLanguages.es.offer.link }),
    ).toHaveAttribute("href", paths.about);
    // Never a redirect: the page asked for is the page shown.
    await expect(page).toHaveURL(/\/about$/);

    await offer(page).getByRole("button", { name: siteLanguages.es.offer.dismiss }).click();
    await expect(offer(page)).toHaveCount(0);
    await gotoInteractive(page, "/products");
    await expect(offer(page)).toHaveCount(0);
  });

  test("is not drawn in any page's HTML, nor for a crawler", async ({ browser }) => {
    const withoutScript = await browser.newContext({ locale: "es-US", javaScriptEnabled: false });
    const plain = await withoutScript.newPage();
    await plain.goto("/about");
    await expect(plain.getByRole("link", { name: "Español", exact: true })).toBeVisible();
    await expect(offer(plain)).toHaveCount(0);
    await withoutScript.close();
    const crawler = await browser.newContext({
      locale: "es-US",
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    const page = await crawler.newPage();
    await gotoInteractive(page, "/about");
    await expect(page.getByRole("link", { name: "Español", exact: true })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await crawler.close();
  });

  test("is not made to a browser that prefers the page's own language", async ({ browser }) => {
    const english = await browser.newContext({ locale: "en-US" });
    const page = await english.newPage();
    await gotoInteractive(page, "/about");
    await expect(page.getByRole("link", { name: "Español", exact: true })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await gotoInteractive(page, paths.about);
    await expect(
      page.getByRole("complementary", { name: siteLanguages.en.offer.text }),
    ).toBeVisible();
    await english.close();
  });
});

test("a first load carries its own language's words only", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  await gotoInteractive(page, paths.home);
  const html = await (await request.get(paths.home)).text();
  expect(html).toContain(words.home.hero.primaryCta.label);
  expect(html).not.toContain("Start Your AI Journey");
  expect(html).not.toContain("Book Appointment with AI");
  // The words are the page's data, not its code: no script carries either language's.
  for (const script of scripts) {
    expect(script).not.toContain(words.home.hero.primaryCta.label);
    expect(script).not.toContain("Start Your AI Journey");
  }
});

test("a visitor sends an inquiry in Spanish, and it is kept in Spanish with the interest's own value", async ({
  page,
}) => {
  await gotoInteractive(page, paths.contact);
  const renderedAt = Date.now();
  const form = page.getByRole("form", { name: contactFormEs.heading });
  const email = uniqueEmail("lucia");
  await form.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía Muñoz");
  await form.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(email);
  await form
    .getByRole("combobox", { name: "Me interesa" })
    .selectOption({ label: "Automatización de citas" });
  await form
    .getByRole("textbox", { name: "Mensaje", exact: true })
    .fill("¿Pueden agendar citas para mi clínica en español?");
  await waitLikeAPerson(page, renderedAt);
  await form.getByRole("button", { name: "Enviar mensaje" }).click();

  const thanks = page.getByRole("heading", { name: "¡Gracias!" });
  await expect(thanks).toBeFocused();
  await expect(thanks).toHaveAccessibleDescription(
    "Hemos recibido su mensaje y le responderemos en menos de 24 horas.",
  );
  const [stored] = await storedWithEmail(email);
  expect(stored).toMatchObject({
    name: "Lucía Muñoz",
    interest: "Booking Automation",
    language: "es",
    spam_reason: null,
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Spanish form posts to its own page and answers its errors in Spanish", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const form = page.getByRole("form", { name: contactFormEs.heading });
    await form.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía");
    await form.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill("lucia@");
    await form.getByRole("textbox", { name: "Mensaje", exact: true }).fill("Hola");
    // The browser's own check would stop a malformed address before the server sees it.
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByText("Escriba una dirección de correo válida, como nombre@empresa.com."),
    ).toBeVisible();
  });
});

test("the simulated call asks consent in Spanish and speaks Spanish", async ({ page }) => {
  await gotoInteractive(page, paths.home);
  await page.getByRole("button", { name: layout.voice.callButtonLabels.hero.idle }).click();
  const dialog = page.getByRole("dialog", { name: voiceConsent.title });
  for (const sentence of voiceConsent.disclosure) await expect(dialog).toContainText(sentence);
  await expect(dialog.getByRole("link", { name: voiceConsent.privacyLink })).toHaveAttribute(
    "href",
    `${paths.privacyPolicy}#voice-calls`,
  );
  await dialog.getByRole("button", { name: voiceConsent.start }).click();

  await expect(
    page.getByRole("button", { name: layout.voice.callButtonLabels.hero.active }),
  ).toBeVisible();
  await expect(page.getByText(layout.voice.heroActiveNotice)).toBeVisible();
  const captions = page.getByRole("log", { name: layout.voice.callDetailsCopy.captionsLabel });
  await expect(captions).toContainText(simulatedCall.greeting);
  await expect(captions).toContainText(simulatedCall.visitorAsks);
  await expect(captions).toContainText("Los próximos horarios libres");
  // The consent kept is the Spanish wording's, at its own version.
  const kept = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
  expect(JSON.parse(kept!)).toMatchObject({ language: "es", version: 1 });

  await page.getByRole("button", { name: layout.voice.callButtonLabels.hero.active }).click();
  await expect(
    page.getByRole("button", { name: layout.voice.callButtonLabels.hero.idle }),
  ).toBeEnabled();
});

test("the simulated chat answers in Spanish, with its disclosure in Spanish", async ({ page }) => {
  await gotoInteractive(page, paths.home);
  await page.getByRole("tab", { name: words.home.demo.tabs.chat.label }).click();
  const panel = page.getByRole("tabpanel", { name: words.home.demo.tabs.chat.label });
  await expect(panel.getByText(chatCopy.disclosure)).toBeVisible();
  await expect(panel.getByRole("link", { name: chatCopy.disclosureLink })).toHaveAttribute(
    "href",
    `${paths.privacyPolicy}#chat-conversations`,
  );
  await panel.getByRole("textbox", { name: chatCopy.inputLabel }).fill("¿Qué hacen ustedes?");
  await panel.getByRole("button", { name: chatCopy.send, exact: true }).click();
  await expect(panel.getByRole("listitem").last()).toContainText(
    simulatedChatAnswers[0]!.slice(-40),
  );
  await expect(page.getByRole("status").filter({ hasText: "El asistente respondió" })).toHaveCount(
    1,
  );
});
