/**
 * Passkeys in a real browser: Chromium's virtual authenticators (the DevTools protocol's WebAuthn
 * domain), against a server of this spec's own at `http://localhost:PORT`, since a passkey needs a
 * host name, not an address.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  startServer,
  type RunningServer,
  START_HOOK_BUDGET_MS,
} from "../support/production-server";
import { freePort } from "../support/free-port";
import {
  addPasskeyAuthenticator,
  type Credential,
  inquiriesCli,
  type InboxServer,
  onboard,
  STAFF_PASSWORD,
  uniqueStaff,
  verifiedAgo,
} from "./inbox-helpers";

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let inbox: InboxServer;

test.beforeAll(async () => {
  test.setTimeout(START_HOOK_BUDGET_MS);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  server = await startServer({ port, env: { SITE_URL: origin } });
  inbox = { dataDir: server.dataDir, origin };
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (path: string) => `${inbox.origin}${path}`;

/** A browser of its own (no cookie) holding a copy of the passkey. */
async function otherDevice(context: BrowserContext, credential: Credential, verifiesUser = true) {
  const page = await (await context.browser()!.newContext()).newPage();
  await (await addPasskeyAuthenticator(page, { verifiesUser })).copy(credential);
  return page;
}

async function addPasskey(page: Page, name: string) {
  await page.getByLabel("Name of this passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Passkey added. You can sign in with it alone.",
  );
}

async function signInWithPasskey(page: Page) {
  await page.goto(at("/inbox/sign-in"));
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

const registrationOptions = (page: Page) =>
  page.request.post(at("/inbox/passkeys/register"), {
    headers: { origin: inbox.origin },
    data: { step: "options" },
  });

const signedIn = async (page: Page) =>
  (await page.request.get(at("/inbox"), { maxRedirects: 0 })).status() === 200;

test("a passkey added on the account page signs in alone", async ({ page }) => {
  await addPasskeyAuthenticator(page);
  await onboard(page, inbox, uniqueStaff("passkey"));
  await page.goto(at("/inbox/account"));
  await addPasskey(page, "Test laptop");
  await expect(page.getByText("Test laptop")).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.goto(at("/inbox/account"));
  await expect(page.getByText(/Last used .*just now/)).toBeVisible();
});

test("adding a passkey asks for the password, or a passkey, once the last was 5 minutes ago", async ({
  page,
}) => {
  await addPasskeyAuthenticator(page);
  const email = uniqueStaff("confirm");
  await onboard(page, inbox, email);
  await verifiedAgo(inbox, email, 5);
  await page.goto(at("/inbox/account"));
  const prompt = page.getByRole("group", { name: "Confirm it’s you to add a passkey" });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  // The ceremony itself refuses too, whatever the page shows.
  const refused = await registrationOptions(page);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatch(/^Confirm it’s you first/);

  await prompt.getByLabel("Your password").fill("not my password at all");
  await prompt.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(prompt.getByText("That is not your password.")).toBeVisible();
  await prompt.getByLabel("Your password").fill(STAFF_PASSWORD);
  await prompt.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Confirmed. You can add a passkey in the next 5 minutes.",
  );
  await addPasskey(page, "First key");

  // Later, the passkey itself confirms (this authenticator holds one passkey per account, so
  // the ceremony's first step shows that another may be added now).
  await verifiedAgo(inbox, email, 6);
  await page.reload();
  await expect(page.getByLabel("Name of this passkey")).toHaveCount(0);
  await prompt.getByRole("button", { name: "Confirm with a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Confirmed. You can add a passkey in the next 5 minutes.",
  );
  await expect(page.getByLabel("Name of this passkey")).toBeVisible();
  expect((await registrationOptions(page)).status()).toBe(200);
});

test("removing a passkey signs out the browsers that signed in with it", async ({ page }) => {
  const laptop = await addPasskeyAuthenticator(page);
  await onboard(page, inbox, uniqueStaff("remove"));
  await page.goto(at("/inbox/account"));
  await addPasskey(page, "Lost phone");
  const phone = await otherDevice(page.context(), (await laptop.credentials())[0]!);
  await signInWithPasskey(phone);
  await expect(phone.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Remove Lost phone" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Passkey removed. Browsers that signed in with it are signed out.",
  );
  expect(await signedIn(phone)).toBe(false);
  expect(await signedIn(page)).toBe(true);
  await phone.reload();
  await expect(phone.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
  await phone.context().close();
});

test("a link from staff add for an existing account removes its passkeys, and says so", async ({
  page,
  browser,
}) => {
  const laptop = await addPasskeyAuthenticator(page);
  const email = uniqueStaff("recover");
  await onboard(page, inbox, email);
  await page.goto(at("/inbox/account"));
  await addPasskey(page, "Stolen laptop");
  const thief = await otherDevice(page.context(), (await laptop.credentials())[0]!);
  await signInWithPasskey(thief);
  await expect(thief.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  const printed = await inquiriesCli(inbox, "staff", "add", email);
  expect(printed).toContain("Its passkeys are removed: 1 now");
  const link = /http:\/\/\S+\/inbox\/welcome\/[\w-]+/.exec(printed)![0];
  expect(await signedIn(thief)).toBe(false);
  await signInWithPasskey(thief);
  await expect(thief.getByRole("alert")).toHaveText(/That passkey was not accepted/);
  await page.reload();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  const owner = await browser.newPage();
  await owner.goto(link);
  await expect(owner.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await expect(owner.getByText(/This link has removed your passkeys/)).toBeVisible();
  await owner.close();
  await thief.context().close();
});

test("a passkey that does not verify its user does not sign in", async ({ page }) => {
  const laptop = await addPasskeyAuthenticator(page);
  await onboard(page, inbox, uniqueStaff("uv"));
  await page.goto(at("/inbox/account"));
  await addPasskey(page, "With fingerprint");
  // The same credential on a security key without a PIN: the browser does not offer it…
  const credential = (await laptop.credentials())[0]!;
  const bareKey = await otherDevice(page.context(), credential, false);
  await signInWithPasskey(bareKey);
  await expect(bareKey.getByRole("alert")).toHaveText(/That passkey was not accepted/);
  // …and when a tampered page names it and asks for no verification, it answers, and the server
  // refuses the answer.
  await bareKey.route(at("/inbox/passkeys/sign-in"), async (route) => {
    if ((route.request().postDataJSON() as { step: string }).step !== "options") {
      return route.continue();
    }
    const options = await (await route.fetch()).json();
    const id = Buffer.from(credential.credentialId, "base64").toString("base64url");
    await route.fulfill({
      json: {
        ...options,
        userVerification: "discouraged",
        allowCredentials: [{ id, type: "public-key" }],
      },
    });
  });
  const verified = bareKey.waitForResponse(
    (response) =>
      response.url().endsWith("/inbox/passkeys/sign-in") &&
      (response.request().postDataJSON() as { step: string }).step === "verify",
  );
  await bareKey.getByRole("button", { name: "Sign in with a passkey" }).click();
  expect((await verified).status()).toBe(401);
  await expect(bareKey.getByRole("alert")).toHaveText(/That passkey was not accepted/);
  expect(await signedIn(bareKey)).toBe(false);
  await bareKey.context().close();
});
