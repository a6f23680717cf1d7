import { expect, test } from "@playwright/test";
import { bookInstead } from "../../app/content/book-instead";
import { chatCopy } from "../../app/content/chat";
import { demoSection } from "../../app/content/home";
import { chooseTime } from "./booking-helpers";
import { gotoInteractive } from "./site-helpers";
import { expectNoAxeViolations } from "./axe";
import { exchange, openWidget } from "./chat-helpers";

/**
 * The chat in the floating widget and the demo tab on the suite's server (VOICE_PROVIDER=simulated:
 * a scripted assistant that streams its answers): axe on both at a desktop's and a phone's width,
 * and the demo section without JavaScript. (From a refused microphone to the chat: in
 * voice-microphone.spec.ts, whose browser can refuse one.)
 */

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test("the chat tab has no axe violations, empty, in a conversation and with the send form", async ({
      page,
    }) => {
      await gotoInteractive(page, "/");
      await page.getByRole("tab", { name: "Chatbot Demo" }).click();
      const panel = page.getByRole("tabpanel", { name: "Chatbot Demo" });
      await expect(panel.getByRole("textbox", { name: chatCopy.inputLabel })).toBeVisible();
      await expectNoAxeViolations(page, { include: "#demo-section" });

      await exchange(panel, "What do you build?");
      await panel.getByRole("button", { name: "Send this conversation to the team" }).click();
      await expect(panel.getByRole("textbox", { name: "Name" })).toBeVisible();
      await expectNoAxeViolations(page, { include: "#demo-section" });
    });

    test("the widget's chat has no axe violations, empty and in a conversation", async ({
      page,
    }) => {
      const widget = await openWidget(page, "/products");
      await widget.getByRole("button", { name: "Chat", exact: true }).click();
      await expect(widget.getByRole("textbox", { name: chatCopy.inputLabel })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });

      await exchange(widget, "Do you build chatbots?");
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    });

    test("the widget links to /book in both its views, reached by keyboard, axe 0", async ({
      page,
    }) => {
      const widget = await openWidget(page, "/about");
      const book = widget.getByRole("link", { name: bookInstead.label });
      await expect(book).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await widget.getByRole("button", { name: "Chat", exact: true }).click();
      await expect(widget.getByRole("textbox", { name: chatCopy.inputLabel })).toBeVisible();
      await expect(book).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });

      // Tab from the message box reaches the link without leaving the panel.
      await widget.getByRole("textbox", { name: chatCopy.inputLabel }).focus();
      await expect
        .poll(async () => {
          await page.keyboard.press("Tab");
          return book.evaluate((link) => link === document.activeElement);
        })
        .toBe(true);
      await page.keyboard.press("Enter");
      // /book, saying which link led there, and then naming the browser's zone (&tz=...).
      await expect(page).toHaveURL(/\/book\?via=chat-widget(&tz=[^&]+)?$/);
    });
  });
}

test("/book keeps the link that led there through its steps, so the booking counts for the chat", async ({
  page,
}) => {
  const widget = await openWidget(page, "/about");
  await widget.getByRole("button", { name: "Chat", exact: true }).click();
  await widget.getByRole("link", { name: bookInstead.label }).click();
  await chooseTime(page, 0);
  await expect(page.getByRole("button", { name: "Book this time" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("via")).toBe("chat-widget");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the demo section says the chat needs JavaScript and links to the contact form", async ({
    page,
  }) => {
    await page.goto("/");
    // Playwright's text and role queries skip <noscript>, which a browser without scripts shows.
    const note = page.locator("#demo-section noscript p");
    await expect(note).toBeVisible();
    await expect(note).toContainText(demoSection.tabs.chat.needsScript);
    await note.locator("a", { hasText: demoSection.tabs.chat.writeInstead }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  });
});
