import { expect, test } from "@playwright/test";
import {
  expectFormValues,
  fillInquiry,
  formField,
  storedWithEmail,
  uniqueEmail,
  waitLikeAPerson,
} from "./contact-helpers";
import { waitForHydration } from "../support/hydration";
import { gotoInteractive, slowPhone } from "./site-helpers";

const isContactPost = (url: URL) => url.pathname === "/";

test("a visitor sends a message, sees Thank You, and gets the form back as typed", async ({
  page,
}) => {
  await gotoInteractive(page, "/contact");
  // The form's token was issued while the page was served: counting from now waits long enough.
  const renderedAt = Date.now();
  const email = uniqueEmail("happy");
  await fillInquiry(page, {
    name: "Ada Lovelace",
    email,
    company: "Analytical Engines",
    interest: "Booking Automation",
    message: "We would like an AI receptionist that books appointments.",
  });
  await waitLikeAPerson(page, renderedAt);

  // Hold the answer until the sending state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isContactPost, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  release();

  const thanks = page.getByRole("heading", { name: "Thank You!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  const received = "We've received your message and will get back to you within 24 hours.";
  await expect(thanks).toHaveAccessibleDescription(received);
  await expect(page.getByRole("status").filter({ hasText: received })).toHaveCount(1);

  const [stored] = await storedWithEmail(email);
  expect(stored).toMatchObject({
    name: "Ada Lovelace",
    interest: "Booking Automation",
    spam_reason: null,
  });

  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expectFormValues(page, {
    Name: "Ada Lovelace",
    Email: email,
    Company: "Analytical Engines",
    "I'm interested in": "Booking Automation",
    Message: "We would like an AI receptionist that books appointments.",
  });
  await expect(formField(page, "Name")).toBeFocused();
});

test("a failed send shows the alert and keeps everything typed", async ({ page }) => {
  await gotoInteractive(page, "/contact");
  await page.route(isContactPost, (route) => route.abort("connectionrefused"));
  await fillInquiry(page, { name: "Grace", email: "grace@example.com", message: "Hello there" });
  await page.getByRole("button", { name: "Send Message" }).click();

  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(
    /^There was an error submitting your message: .+\. Please try again or contact us directly\.$/,
  );
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expectFormValues(page, {
    Name: "Grace",
    Email: "grace@example.com",
    Message: "Hello there",
  });
});

test("a server answer that is not ok reads 'Form submission failed'", async ({ page }) => {
  await gotoInteractive(page, "/contact");
  await page.route(isContactPost, (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  );
  await fillInquiry(page, { name: "Grace", email: "grace@example.com", message: "Hello there" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "There was an error submitting your message: Form submission failed. Please try again. Please try again or contact us directly.",
  );
  await expectFormValues(page, { Message: "Hello there" });
});

test("a 200 page that is not the server's answer (a proxy's, a portal's) is not taken for sent", async ({
  page,
}) => {
  await gotoInteractive(page, "/contact");
  await page.route(isContactPost, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Sign in to the Wi-Fi</h1>" }),
  );
  await fillInquiry(page, { name: "Grace", email: "grace@example.com", message: "Hello there" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toContainText("Form submission failed");
  await expect(page.getByRole("heading", { name: /Thank you/i })).toHaveCount(0);
  await expectFormValues(page, { Message: "Hello there" });
});

test("an over-long message gets a field error before anything is sent", async ({ page }) => {
  await gotoInteractive(page, "/contact");
  let posted = false;
  await page.route(isContactPost, (route) => {
    posted = true;
    return route.continue();
  });
  await expect(page.getByText("0 / 5,000 characters")).toBeVisible();
  await fillInquiry(page, { name: "Ada", email: "ada@example.com", message: "x".repeat(5001) });
  await expect(page.getByText("5,001 / 5,000 characters")).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  const message = formField(page, "Message");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(message).toBeFocused();
  await expect(
    page.getByText("Message can be at most 5,000 characters. Please shorten it."),
  ).toBeVisible();
  await expect(message).toHaveValue("x".repeat(5001));
  expect(posted).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and shows the Thank You page", async ({ page }) => {
    await page.goto("/contact?interest=AI%20Consulting");
    const renderedAt = Date.now();
    const email = uniqueEmail("nojs");
    await fillInquiry(page, { name: "Alan Turing", email, message: "Can AI answer our phones?" });
    await expect(formField(page, "I'm interested in")).toHaveValue("AI Consulting");
    await waitLikeAPerson(page, renderedAt);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const [stored] = await storedWithEmail(email);
    expect(stored).toMatchObject({
      name: "Alan Turing",
      interest: "AI Consulting",
      spam_reason: null,
    });
  });

  test("field errors come back with HTTP 400 and the values kept", async ({ page }) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs-invalid");
    await fillInquiry(page, { name: "Alan Turing", email, message: "y".repeat(5001) });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(
      page.getByText("Message can be at most 5,000 characters. Please shorten it."),
    ).toBeVisible();
    await expectFormValues(page, { Name: "Alan Turing", Email: email });
    expect(await storedWithEmail(email)).toEqual([]);
  });
});

test("on a slow phone, what is typed before the page wakes up is kept and sent", async ({
  page,
}) => {
  // Slow until the page has woken and kept what was typed: the window this test is about.
  const phone = await slowPhone(page, 4);
  // The scripts are held until the visitor has typed: the fields are the server's, React not yet there.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const renderedAt = Date.now();
  const email = uniqueEmail("early");
  await formField(page, "Name").fill("Early Bird");
  await formField(page, "Email").fill(email);
  await formField(page, "I'm interested in").selectOption("Booking Automation");
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);

  releaseScripts();
  await waitForHydration(page);
  // Typing on once React is there renders the form again: the early fields must survive it.
  await formField(page, "Message").fill("Typed on a slow phone.");
  await expectFormValues(page, {
    Name: "Early Bird",
    Email: email,
    "I'm interested in": "Booking Automation",
  });
  await phone.fullSpeed();
  await waitLikeAPerson(page, renderedAt);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const [stored] = await storedWithEmail(email);
  expect(stored).toMatchObject({
    name: "Early Bird",
    interest: "Booking Automation",
    message: "Typed on a slow phone.",
  });
});
