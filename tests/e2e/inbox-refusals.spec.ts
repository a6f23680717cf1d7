import { expect, test, type APIResponse } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { addNote, setLeadStatus } from "../../server/db/lead-actions";
import { getLead } from "../../server/db/lead-detail";
import {
  addStaff,
  inquiriesCli,
  signedIn,
  seedLead,
  sharedServer,
  signIn,
  STAFF_PASSWORD,
  uniqueStaff,
  withDatabase,
} from "./inbox-helpers";

const server = sharedServer();
const PAGES = [
  "/inbox",
  "/inbox/spam",
  "/inbox/leads/inq_anything",
  "/inbox/account",
  "/inbox/export.csv?status=new",
];
const sameSite = { origin: baseURL, "sec-fetch-site": "same-origin" };

function expectPrivate(response: APIResponse) {
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
}

test.describe("without a session", () => {
  for (const path of PAGES) {
    test(`${path} redirects to sign-in and comes back after`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/inbox/sign-in?next=${encodeURIComponent(path)}`);
      expectPrivate(response);
    });
  }

  test("every inbox action answers 401, with or without .data", async ({ request }) => {
    const lead = await seedLead(server, { name: "Untouchable", email: "untouchable@example.com" });
    for (const path of [
      "/inbox",
      "/inbox.data",
      "/inbox/spam",
      "/inbox/spam.data",
      `/inbox/leads/${lead.id}`,
      `/inbox/leads/${lead.id}.data`,
      "/inbox/account",
      "/inbox/sign-out",
      "/inbox/passkeys/register",
    ]) {
      const response = await request.post(path, {
        headers: sameSite,
        form: { intent: "status", status: "won", id: lead.id },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(401);
      expectPrivate(response);
    }
    const status = await withDatabase(server, (site) =>
      site.db.selectFrom("inquiries").select("status").where("id", "=", lead.id).executeTakeFirst(),
    );
    expect(status?.status).toBe("new");
  });

  test("the inbox in other letter cases is behind the same gate", async ({ request }) => {
    const link = await addStaff(server, uniqueStaff("case"));
    const shouted = link.replace("/inbox/welcome/", "/INBOX/welcome/");
    const page = await request.get(shouted);
    expect(page.status()).toBe(200);
    expectPrivate(page);
    const forged = await request.post(shouted, {
      headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      form: { password: "an attacker's password", confirm: "an attacker's password" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expectPrivate(forged);
    expect((await request.get(link)).status()).toBe(200);
    const spam = await request.get("/Inbox/Spam", { maxRedirects: 0 });
    expect(spam.status()).toBe(302);
    expectPrivate(spam);
  });

  test("robots.txt disallows the inbox and the sitemap leaves it out", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/inbox$/m);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/inbox");
  });

  test("a used or replaced one-time link is refused", async ({ page }) => {
    const email = uniqueStaff("link");
    const replaced = await addStaff(server, email);
    const current = await addStaff(server, email);
    await page.goto(replaced);
    await expect(
      page.getByRole("heading", { name: "This link does not work any more" }),
    ).toBeVisible();
    await page.goto(current);
    await page.getByLabel("New password").fill(STAFF_PASSWORD);
    await page.getByLabel("The same password again").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
    const again = await page.goto(current);
    expect(again?.status()).toBe(410);
    expect(again?.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("signed in", () => {
  test("a cross-origin post is refused and changes nothing", async ({ page }) => {
    await signedIn(page, server, uniqueStaff("csrf"));
    const lead = await seedLead(server, { name: "Forgery Target" });
    const forged = await page.request.post(`/inbox/leads/${lead.id}`, {
      headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      form: { intent: "status", status: "lost" },
    });
    expect(forged.status()).toBe(403);
    expectPrivate(forged);
    const allowed = await page.request.post(`/inbox/leads/${lead.id}`, {
      headers: sameSite,
      form: { intent: "status", status: "won" },
    });
    expect(allowed.status()).toBe(200);
    const status = await withDatabase(server, (site) =>
      site.db.selectFrom("inquiries").select("status").where("id", "=", lead.id).executeTakeFirst(),
    );
    expect(status?.status).toBe("won");
  });

  test("Spam's Delete deletes only what is held as spam, also from a tab opened before a release", async ({
    page,
  }) => {
    await signedIn(page, server, uniqueStaff("spamdelete"));
    const tag = Date.now().toString(36);
    const lead = await seedLead(server, { name: `Qualified Quinn ${tag}` });
    await withDatabase(server, async (site) => {
      await setLeadStatus(site.db, lead.id, "qualified", "office@agency.example");
      await addNote(site.db, lead.id, "Quinn signs on Friday", "office@agency.example");
    });
    const forged = await page.request.post("/inbox/spam", {
      headers: sameSite,
      form: { intent: "delete", id: lead.id },
    });
    expect(forged.status()).toBe(409);
    expect(await withDatabase(server, (site) => getLead(site.db, lead.id))).toMatchObject({
      status: "qualified",
      notes: [{ body: "Quinn signs on Friday" }],
    });

    // Two tabs on the Spam view: one releases the lead, the other's Delete then changes nothing.
    const held = await seedLead(server, { name: `Held Hana ${tag}` }, { spam: "sent too fast" });
    const stale = await page.context().newPage();
    await page.goto("/inbox/spam");
    await stale.goto("/inbox/spam");
    await page.getByRole("button", { name: `Not spam: Held Hana ${tag}` }).click();
    await expect(page.getByRole("status")).toHaveText(/Released/);
    await stale.getByRole("button", { name: `Delete: Held Hana ${tag}` }).click();
    await expect(stale.getByRole("alert")).toHaveText(
      /Nothing was changed: that lead is no longer held as spam/,
    );
    expect(await withDatabase(server, (site) => getLead(site.db, held.id))).toMatchObject({
      spam_reason: null,
    });
    await stale.close();
  });

  test("pages, data and the export are private", async ({ page }) => {
    await signedIn(page, server, uniqueStaff("headers"));
    for (const path of [
      "/inbox",
      "/inbox.data",
      "/inbox/spam",
      "/inbox/export.csv",
      "/inbox/leads/inq_none",
    ]) {
      expectPrivate(await page.request.get(path));
    }
  });

  test("the same message for an unknown e-mail and a wrong password", async ({ page }) => {
    const email = uniqueStaff("wrong");
    await signedIn(page, server, email);
    await page.context().clearCookies();
    await signIn(page, email, "not the right password");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("That e-mail and password do not match an account.");
    await signIn(page, uniqueStaff("nobody"), "not the right password");
    await expect(alert).toHaveText("That e-mail and password do not match an account.");
  });

  test("signing in goes back to the page asked for", async ({ page }) => {
    const email = uniqueStaff("next");
    await signedIn(page, server, email);
    await page.context().clearCookies();
    await page.goto("/inbox/spam");
    await expect(page).toHaveURL(/\/inbox\/sign-in\?next=%2Finbox%2Fspam$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Spam", level: 1 })).toBeVisible();
  });

  test("sign out, sign out everywhere, a password change and removal end sessions", async ({
    browser,
  }) => {
    const email = uniqueStaff("revoke");
    const first = await browser.newPage({ baseURL });
    const second = await browser.newPage({ baseURL });
    await signedIn(first, server, email);
    const stillIn = async (page: typeof first) =>
      (await page.request.get("/inbox", { maxRedirects: 0 })).status() === 200;

    // Sign out ends this browser's session only.
    await signIn(second, email);
    await first.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(first.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    expect(await stillIn(first)).toBe(false);
    expect(await stillIn(second)).toBe(true);

    // Sign out everywhere ends the other browser's too.
    await signIn(first, email);
    await second.goto("/inbox/account");
    await second.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(second.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    expect(await stillIn(first)).toBe(false);

    // A password change keeps only the browser that made it.
    await signIn(first, email);
    await signIn(second, email);
    await first.goto("/inbox/account");
    await first.getByLabel("Current password").fill(STAFF_PASSWORD);
    await first.getByLabel("New password", { exact: true }).fill(`${STAFF_PASSWORD} changed`);
    await first.getByLabel("The new password again").fill(`${STAFF_PASSWORD} changed`);
    await first.getByRole("button", { name: "Change password" }).click();
    await expect(first.getByRole("status")).toHaveText(/Password changed/);
    expect(await stillIn(first)).toBe(true);
    expect(await stillIn(second)).toBe(false);

    // Removal ends every session.
    await inquiriesCli(server, "staff", "remove", email);
    expect(await stillIn(first)).toBe(false);
    await first.close();
    await second.close();
  });
});
