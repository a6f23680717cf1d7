/**
 * The inbox for every staff member and browser: without JavaScript, by keyboard and with a screen
 * reader (axe), with a bot's long unbroken names at 390 px; and never in a public page's load.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { sitePages } from "../site-routes";
import {
  signedIn,
  seedLead,
  sharedServer,
  signIn,
  uniqueStaff,
  verifiedAgo,
} from "./inbox-helpers";
import { marker, seedMix } from "./inbox-seeds";

const server = sharedServer();

test("works without JavaScript: sign in, status and note", async ({ browser }) => {
  const email = uniqueStaff("nojs");
  const tag = marker();
  const lead = await seedLead(server, { name: `Plain ${tag}`, email: `plain.${tag}@example.com` });
  const setup = await browser.newPage();
  await signedIn(setup, server, email);
  await setup.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.goto(`/inbox/leads/${lead.id}`);
  await page.getByLabel("Lead status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await page.getByLabel("Add a note").fill("Written without scripts.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Written without scripts.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await context.close();
});

for (const width of [1280, 390]) {
  test(`the inbox has no axe violations at ${width} px and is usable by keyboard`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = marker();
    const { voice } = await seedMix(tag);
    await seedLead(
      server,
      { name: `Held ${tag}`, email: `held.${tag}@example.com` },
      { spam: "sent too fast" },
    );
    const check = (where: string) => expectNoAxeViolations(page, { where });
    await page.goto("/inbox/sign-in");
    await check("sign-in");
    const email = uniqueStaff(`axe${width}`);
    await signedIn(page, server, email);
    await page.goto(`/inbox?q=${tag}`);
    await check("list");
    await page.goto(`/inbox/leads/${voice.id}`);
    await check("lead");
    await page.goto("/inbox/spam");
    await check("spam");
    await page.goto("/inbox/account");
    await check("account");
    await verifiedAgo(server, email, 5);
    await page.goto("/inbox/account");
    await check("account, asking to confirm before a passkey");

    // By keyboard: from the search box, Tab reaches the lead's link, Enter opens it.
    await page.goto(`/inbox?q=${tag}`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.getByRole("searchbox", { name: "Search" }).focus();
    const link = page.getByRole("link", { name: `Victor ${tag}` });
    for (let i = 0; i < 30 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: `Victor ${tag}`, level: 1 })).toBeVisible();
  });
}

test("a bot's long unbroken name, e-mail and company never widen the inbox", async ({ page }) => {
  const tag = marker();
  // As a bot sent them: markup and a marker, without a space to break at.
  const fields = {
    name: `<img/src=x/onerror=alert(1)>${tag}${"W".repeat(80)}`,
    email: `${"w".repeat(60)}.${tag}@${"mail".repeat(12)}.example`,
    company: `${"Company".repeat(14)}${tag}`,
    message: `${tag}${"M".repeat(400)}`,
  };
  const lead = await seedLead(server, fields);
  await seedLead(server, fields, { spam: "sent too fast" });
  await signedIn(page, server, uniqueStaff("wide"));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [`/inbox?q=${tag}`, `/inbox/leads/${lead.id}`, "/inbox/spam"]) {
      await page.goto(path);
      await expect(page.getByText(fields.name).filter({ visible: true }).first()).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.goto(`/inbox?q=${tag}`);
    // The name is text, never markup.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  }
  // On a wide screen every column of the table stays in view.
  const table = page.getByRole("table");
  const fits = await table.evaluate(
    (element) => element.scrollWidth <= element.parentElement!.clientWidth,
  );
  expect(fits).toBe(true);
  await expect(page.getByRole("columnheader", { name: "Delivery" })).toBeInViewport();
});

test("no public page loads the inbox's code or styles", async ({ page }) => {
  // The files are noted as the pages ask for them and read afterwards (they are immutable, hashed
  // assets): a response's body can no longer be read once its page has been navigated away from,
  // as a late one (the particle field's worker) may be.
  const loaded = new Set<string>();
  page.on("response", (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) loaded.add(response.url());
  });
  const bodies = async () =>
    Promise.all([...loaded].map(async (url) => (await page.request.get(url)).text()));
  for (const path of sitePages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const html = await page.content();
    expect(html).not.toContain("inbox.css");
    expect(html).not.toContain("Sign in to the inbox");
  }
  const publicBodies = await bodies();
  expect(publicBodies.length).toBeGreaterThan(5);
  for (const body of publicBodies) {
    expect(body).not.toContain("Resend all failed");
    expect(body).not.toContain("Erase this person");
  }
  // The same strings are in the inbox's own code, so their absence above means something.
  await page.goto("/inbox/sign-in");
  await page.waitForLoadState("networkidle");
  expect((await bodies()).some((body) => body.includes("Erase this person"))).toBe(true);
});
