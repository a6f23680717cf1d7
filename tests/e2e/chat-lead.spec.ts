import { expect, test } from "@playwright/test";
import { chatCopy, sendToTeamCopy, simulatedChatAnswers } from "../../app/content/chat";
import { chatTranscriptNotes } from "../../core/contact/inquiry-email";
import { eventually } from "../../server/testing/receivers";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { onboard, uniqueStaff } from "./inbox-helpers";
import { gotoInteractive } from "./site-helpers";

/**
 * "Send this conversation to the team", end to end: a visitor's chat (the simulated assistant)
 * sent from the widget becomes a lead of the site's own server, delivered to a webhook receiver on
 * 127.0.0.1 with a valid signature, and shown in the staff's inbox with its conversation.
 */

test.describe.configure({ timeout: 60_000 });

const own = useSiteWithReceivers({
  // A valid form token is still needed; a test fills the form faster than a person does.
  env: { CONTACT_MIN_FILL_MS: "1" },
});

test("a conversation sent to the team arrives by signed webhook and in the inbox, with its transcript", async ({
  page,
}) => {
  await gotoInteractive(page, `${own.inbox.origin}/products`);
  await page.getByRole("button", { name: "Open the voice assistant" }).click();
  const widget = page.getByRole("dialog");
  await widget.getByRole("button", { name: "Chat", exact: true }).click();
  await widget
    .getByRole("textbox", { name: chatCopy.inputLabel })
    .fill("Do you build booking bots?");
  await widget.getByRole("button", { name: chatCopy.send, exact: true }).click();
  const answer = simulatedChatAnswers[0]!;
  await expect(widget.getByRole("listitem").last()).toContainText(answer.slice(-40));

  await widget.getByRole("button", { name: sendToTeamCopy.open }).click();
  await widget.getByRole("textbox", { name: sendToTeamCopy.name }).fill("Chiara Chat");
  await widget.getByRole("textbox", { name: sendToTeamCopy.email }).fill("chiara@bakery.example");
  await widget.getByRole("textbox", { name: sendToTeamCopy.phone }).fill("+1 555 0142");
  await widget.getByRole("button", { name: sendToTeamCopy.submit }).click();
  await expect(widget.getByRole("status").filter({ hasText: sendToTeamCopy.sent })).toBeVisible();

  // As the browser sent it, and said so in the webhook, the inbox and the e-mail alike.
  const transcript = `${chatTranscriptNotes.fromBrowser}\nUser: Do you build booking bots?\nAI: ${answer}`;
  let delivery: ReturnType<typeof own.webhook.delivered.get>;
  await eventually(() => {
    delivery = [...own.webhook.delivered.values()].find(
      (received) => received.body.email === "chiara@bakery.example",
    );
    return delivery !== undefined;
  });
  expect(delivery).toMatchObject({
    signatureValid: true,
    body: {
      name: "Chiara Chat",
      phone: "+1 555 0142",
      message: "Do you build booking bots?",
      source: "chat",
      transcript,
    },
  });

  // The staff find it under the Chat source and read the conversation on its page.
  await onboard(page, own.inbox, uniqueStaff("chat"));
  await page.goto(`${own.inbox.origin}/inbox`);
  await page.getByRole("combobox", { name: "Source" }).selectOption({ label: "Chat" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/source=chat/);
  await page.getByRole("link", { name: "Chiara Chat" }).click();
  await expect(page.getByRole("heading", { name: "Chiara Chat" })).toBeVisible();
  const conversation = page.getByText("Show the conversation");
  await expect(page.getByText("AI: Hi! This is the simulated")).toBeHidden();
  await conversation.click();
  await expect(page.getByText(transcript)).toBeVisible();
});
