import { expect, type Locator, type Page } from "@playwright/test";
import { chatCopy, simulatedChatAnswers } from "../../app/content/chat";
import { gotoInteractive } from "./site-helpers";

/** The first scripted answer, as the conversation shows it once complete. */
export const firstAnswer = simulatedChatAnswers[0]!;

/** Opens the floating widget on `path`, once the page runs. */
export async function openWidget(page: Page, path: string) {
  await gotoInteractive(page, path);
  await page.getByRole("button", { name: "Open the voice assistant" }).click();
  return page.getByRole("dialog");
}

/** Sends `text` in the chat `where`, and waits for the scripted answer to complete. */
export async function exchange(where: Locator, text: string) {
  await where.getByRole("textbox", { name: chatCopy.inputLabel }).fill(text);
  await where.getByRole("button", { name: chatCopy.send, exact: true }).click();
  await expect(where.getByRole("listitem").last()).toContainText(firstAnswer.slice(-40));
}
