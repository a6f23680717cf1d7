import { expect, test, type Locator, type Page } from "@playwright/test";
import { chatCopy } from "../../app/content/chat";
import { FAKE_CHAT_SESSION } from "../support/fake-vapi";
import { useVapiSite } from "../support/vapi-site";
import { gotoInteractive } from "./site-helpers";

/**
 * The chat in the home page's demo tab against a fake provider API on 127.0.0.1 that streams its
 * answers in fragments, one per release by the test, or refuses on demand.
 */

test.describe.configure({ mode: "serial", timeout: 60_000 });

const vapi = useVapiSite({
  VAPI_PUBLIC_KEY: "test-key",
  VAPI_ASSISTANT_ID: "asst-voice",
  VAPI_ASSISTANT_ID_CHAT: "asst-chat",
});

/** The home page with the Chatbot Demo tab open. */
async function openChatTab(page: Page) {
  await gotoInteractive(page, `${vapi.site.origin}/`);
  await page.getByRole("tab", { name: "Chatbot Demo" }).click();
  const panel = page.getByRole("tabpanel", { name: "Chatbot Demo" });
  await expect(panel.getByRole("textbox", { name: chatCopy.inputLabel })).toBeVisible();
  return panel;
}

async function send(panel: Locator, text: string) {
  await panel.getByRole("textbox", { name: chatCopy.inputLabel }).fill(text);
  await panel.getByRole("button", { name: chatCopy.send, exact: true }).click();
}

const conversation = (panel: Locator) =>
  panel.getByRole("region", { name: chatCopy.logLabel }).getByRole("list");

/** Everything the chat's live region says from now on, in order. */
async function recordAnnouncements(panel: Locator) {
  await panel.getByRole("status").evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () =>
    panel.page().evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));
}

test("an answer appears fragment by fragment, and a screen reader hears it once, complete", async ({
  page,
}) => {
  vapi.api.answerChatWith({
    kind: "stream",
    paced: true,
    fragments: ["Yes, ", "it books ", "appointments ", "around the clock."],
  });
  const panel = await openChatTab(page);
  const said = await recordAnnouncements(panel);
  await expect(panel.getByRole("figure", { name: chatCopy.exampleLabel })).toBeVisible();
  await send(panel, "Can it book appointments?");

  const answer = conversation(panel).getByRole("listitem").last();
  vapi.api.releaseFragment();
  await expect(answer).toHaveText(/Yes,\s*$/);
  vapi.api.releaseFragment();
  await expect(answer).toHaveText(/Yes, it books\s*$/);
  // The example gives way to the real conversation; a fragment is never announced.
  await expect(panel.getByRole("figure", { name: chatCopy.exampleLabel })).toHaveCount(0);
  expect(await said()).toEqual([]);

  vapi.api.releaseFragment();
  vapi.api.releaseFragment();
  vapi.api.releaseFragment();
  await expect(answer).toHaveText(/Yes, it books appointments around the clock\.$/);
  await expect(panel.getByRole("button", { name: chatCopy.send, exact: true })).toBeVisible();
  await expect(panel.getByRole("status")).toHaveText(
    chatCopy.answered("Yes, it books appointments around the clock."),
  );
  expect(await said()).toEqual([chatCopy.answered("Yes, it books appointments around the clock.")]);

  const request = vapi.api.chatRequests().at(-1)!;
  expect(request.authorization).toBe("Bearer test-key");
  expect(request.body).toEqual({
    assistantId: "asst-chat",
    input: "Can it book appointments?",
    stream: true,
  });
});

test("Stop ends an answer where it is, and the next message goes out as usual", async ({
  page,
}) => {
  vapi.api.answerChatWith({ kind: "stream", paced: true, fragments: ["Our prices ", "start at"] });
  const panel = await openChatTab(page);
  await send(panel, "What does it cost?");
  vapi.api.releaseFragment();
  const answer = conversation(panel).getByRole("listitem").last();
  await expect(answer).toContainText("Our prices");
  await panel.getByRole("button", { name: chatCopy.stop }).click();
  await expect(answer).toContainText(chatCopy.stopped);
  vapi.api.releaseFragment();
  vapi.api.releaseFragment();
  await expect(panel.getByRole("button", { name: chatCopy.send, exact: true })).toBeVisible();
  await expect(answer).not.toContainText("start at");

  vapi.api.answerChatWith({ kind: "stream", fragments: ["Happy to help."] });
  await send(panel, "Thanks");
  await expect(conversation(panel).getByRole("listitem").last()).toHaveText(/Happy to help\.$/);
});

for (const [status, problem] of [
  [401, "unauthorized"],
  [402, "billing"],
  [429, "rate-limited"],
] as const) {
  test(`a ${status} from the provider says what happened and offers to write instead`, async ({
    page,
  }) => {
    vapi.api.answerChatWith({ kind: "status", status });
    const panel = await openChatTab(page);
    await send(panel, "Hello?");
    await expect(panel.getByRole("alert")).toContainText(chatCopy.problems[problem]);
    await panel.getByRole("link", { name: chatCopy.writeInstead }).click();
    await expect(page).toHaveURL(/\/contact\?interest=Conversational%20AI$/);
    await expect(page.getByRole("combobox", { name: "I'm interested in" })).toHaveValue(
      chatCopy.interest,
    );
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      `${chatCopy.carriedOver}\nHello?`,
    );
  });
}

test("a connection that drops mid-answer keeps what came, says so and lets the visitor retry", async ({
  page,
}) => {
  vapi.api.answerChatWith({ kind: "drop", fragments: ["We build voice agents ", "and"] });
  const panel = await openChatTab(page);
  await send(panel, "What do you build?");
  const answer = conversation(panel).getByRole("listitem").last();
  await expect(answer).toContainText("We build voice agents and");
  vapi.api.releaseFragment();
  await expect(panel.getByRole("alert")).toContainText(chatCopy.problems.dropped);
  await expect(answer).toContainText("We build voice agents and");
  await expect(answer).toContainText(chatCopy.cutOff);
  await expect(panel.getByRole("link", { name: chatCopy.writeInstead })).toBeVisible();

  vapi.api.answerChatWith({ kind: "stream", fragments: ["We build voice agents and chatbots."] });
  await send(panel, "What do you build?");
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await expect(conversation(panel).getByRole("listitem").last()).toHaveText(
    /We build voice agents and chatbots\.$/,
  );
});

test("with the keyboard alone: the tab, a message, its answer, and the send form", async ({
  page,
}) => {
  vapi.api.answerChatWith({ kind: "stream", fragments: ["Sure, ", "what is your name?"] });
  await gotoInteractive(page, `${vapi.site.origin}/`);
  await page.getByRole("tab", { name: "Voice AI Agent" }).focus();
  await page.keyboard.press("ArrowRight");
  const panel = page.getByRole("tabpanel", { name: "Chatbot Demo" });
  const input = panel.getByRole("textbox", { name: chatCopy.inputLabel });
  for (let presses = 0; presses < 6; presses++) {
    if (await input.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(input).toBeFocused();
  await page.keyboard.type("I would like a demo");
  await page.keyboard.press("Enter");
  await expect(conversation(panel).getByRole("listitem").last()).toHaveText(
    /Sure, what is your name\?$/,
  );
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("");

  // On to "Send this conversation to the team", which takes focus to its heading.
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => document.activeElement?.textContent ?? "");
    if (name.includes("Send this conversation")) break;
  }
  await page.keyboard.press("Enter");
  await expect(
    panel.getByRole("heading", { name: "Send this conversation to the team" }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("textbox", { name: "Name" })).toBeFocused();
});

test("the conversation and its session go with the visitor to another page", async ({ page }) => {
  vapi.api.answerChatWith({ kind: "stream", fragments: ["We are open ", "every day."] });
  const panel = await openChatTab(page);
  await send(panel, "When are you open?");
  await expect(conversation(panel).getByRole("listitem").last()).toHaveText(/every day\.$/);

  await page.getByRole("navigation").getByRole("link", { name: "About" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole("button", { name: "Open the voice assistant" }).click();
  await page.getByRole("button", { name: "Chat", exact: true }).click();
  const widget = page.getByRole("dialog");
  const widgetLog = widget.getByRole("region", { name: chatCopy.logLabel });
  await expect(widgetLog.getByText("When are you open?")).toBeVisible();
  await expect(widgetLog.getByText("We are open every day.")).toBeVisible();

  vapi.api.answerChatWith({ kind: "stream", fragments: ["Yes, Sundays too."] });
  await send(widget, "Sundays too?");
  await expect(widgetLog.getByText("Yes, Sundays too.")).toBeVisible();
  expect(vapi.api.chatRequests().at(-1)!.body).toMatchObject({
    input: "Sundays too?",
    sessionId: FAKE_CHAT_SESSION,
  });

  // Cleared: a new conversation, in a new session.
  await widget.getByRole("button", { name: chatCopy.clear }).click();
  await expect(widgetLog.getByText("When are you open?")).toHaveCount(0);
  await send(widget, "Hello again");
  await expect(widgetLog.getByText("Yes, Sundays too.")).toBeVisible();
  expect(vapi.api.chatRequests().at(-1)!.body).not.toHaveProperty("sessionId");
});
