/**
 * The site as it is deployed: the production server on plain http behind Caddy, which terminates
 * TLS with deploy/Caddyfile, SITE_URL on the proxy's https origin and TRUST_PROXY=1. Every form
 * React Router handles must work here, sign-in cookies must be Secure, and passkeys need this
 * secure context with a certificate the browser trusts.
 */
import { expect, test, type Page } from "@playwright/test";
import { voiceConsent } from "../../app/content/voice-consent";
import { listInquiries } from "../../server/db/inquiry-store";
import {
  eventually,
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
} from "../../server/testing/receivers";
import { waitForHydration } from "../support/hydration";
import { useSiteBehindProxy } from "../support/site-behind-proxy";
import { fillInquiry, uniqueEmail } from "./contact-helpers";
import {
  addStaff,
  type InboxServer,
  addPasskeyAuthenticator,
  onboard,
  signIn,
  STAFF_PASSWORD,
  uniqueStaff,
  withDatabase,
} from "./inbox-helpers";
import { gotoInteractive } from "./site-helpers";

// One proxy, server and browser for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
test.beforeAll(async () => {
  webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET);
});
test.afterAll(() => webhook?.close());

const deployed = useSiteBehindProxy(() => ({
  CONTACT_WEBHOOK_URL: webhook.url,
  CONTACT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  // The fill-time rule has tests of its own; here the form is sent as soon as it is filled.
  CONTACT_MIN_FILL_MS: "0",
}));
const newPage = (options?: { javaScriptEnabled?: boolean }) => deployed.newPage(options);
const site = (): InboxServer => ({
  dataDir: deployed.server.dataDir,
  origin: deployed.proxy.origin,
});

/** The inquiry stored for `email`, and its signed webhook delivery. */
async function expectStoredAndDelivered(email: string, name: string) {
  const stored = await withDatabase(site(), async ({ db }) =>
    (await listInquiries(db)).find((inquiry) => inquiry.email === email),
  );
  expect(stored).toMatchObject({ name, spam_reason: null });
  await eventually(() => webhook.delivered.has(`msg_${stored!.id}`));
  expect(webhook.delivered.get(`msg_${stored!.id}`)).toMatchObject({
    signatureValid: true,
    body: { name, email },
  });
}

async function sendInquiry(page: Page, label: string) {
  const email = uniqueEmail(label);
  const name = `Proxy ${label}`;
  await fillInquiry(page, { name, email, message: `Sent over https (${label}).` });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expectStoredAndDelivered(email, name);
}

test("the page is served over https, with HSTS, from the proxy's origin", async () => {
  const page = await newPage();
  const response = await page.goto("/contact");
  expect(response!.url()).toBe(`${deployed.proxy.origin}/contact`);
  expect(response!.headers()["strict-transport-security"]).toContain("max-age=");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${deployed.proxy.origin}/contact`,
  );
  await page.context().close();
});

test("the contact form is stored and delivered with JavaScript", async () => {
  const page = await newPage();
  await gotoInteractive(page, "/contact");
  await sendInquiry(page, "js");
  await page.context().close();
});

test("the contact form is stored and delivered without JavaScript", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto("/contact");
  await sendInquiry(page, "nojs");
  await page.context().close();
});

test("the contact form is stored and delivered when sent before the page has hydrated", async () => {
  const page = await newPage();
  // The scripts never arrive: the visitor fills and sends the form the server rendered.
  await page.route("**/assets/**/*.js", () => {});
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  await sendInquiry(page, "early");
  await page.context().close();
});

test("the one-time link sets a password; sign-in and sign-out work; the cookie is Secure and __Host-", async () => {
  const page = await newPage();
  const email = uniqueStaff("https");
  const link = await addStaff(site(), email);
  expect(link.startsWith(`${deployed.proxy.origin}/inbox/welcome/`)).toBe(true);
  await onboard(page, site(), email);

  const [session] = await page.context().cookies();
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax" });
  expect(session!.name.startsWith("__Host-")).toBe(true);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);

  await signIn(page, email, STAFF_PASSWORD);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.context().close();
});

test("a passkey is added and then signs in alone", async () => {
  const page = await newPage();
  await addPasskeyAuthenticator(page);
  await onboard(page, site(), uniqueStaff("https-passkey"));
  await page.goto("/inbox/account");
  await page.getByLabel("Name of this passkey").fill("Proxy laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Passkey added. You can sign in with it alone.",
  );
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.context().close();
});

test("a simulated voice call starts after consent", async () => {
  const page = await newPage();
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Book Appointment with AI" }).click();
  const dialog = page.getByRole("dialog", { name: voiceConsent.title });
  await dialog.getByRole("button", { name: voiceConsent.start }).click();
  await expect(page.getByRole("button", { name: "End Call" })).toBeVisible();
  await page.getByRole("button", { name: "End Call" }).click();
  await expect(page.getByRole("button", { name: "Book Appointment with AI" })).toBeEnabled();
  await page.context().close();
});
