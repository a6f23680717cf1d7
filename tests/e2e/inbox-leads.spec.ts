import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { sitePages } from "../site-routes";
import {
  signedIn,
  seedLead,
  sharedServer,
  signIn,
  uniqueStaff,
  verifiedAgo,
} from "./inbox-helpers";

const server = sharedServer();
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A word no other test's leads contain, so searches find this test's leads only. */
const marker = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function seedMix(tag: string) {
  const form = await seedLead(server, {
    name: `Maria ${tag}`,
    email: `maria.${tag}@sunrise.example`,
    company: `Sunrise Dental ${tag}`,
    phone: "+1 555 0101",
    interest: "Booking Automation",
    message: `=HYPERLINK("http://evil.example") We miss calls after hours ${tag}.`,
  });
  const voice = await seedLead(
    server,
    { name: `Victor ${tag}`, phone: phoneFor(tag), interest: "Custom AI Voice Agents" },
    {
      voice: {
        callId: `call-${tag}`,
        summary: `Wants a reception line ${tag}`,
        preferredTime: "Tuesday 3 pm",
        endedReason: "customer-ended-call",
        transcript: `AI: Hello\nUser: Hi ${tag}`,
        incomplete: true,
        context: {
          consentVersion: 1,
          consentedAt: "2026-11-20T14:02:00.000Z",
          placement: "demo",
          pagePath: "/",
        },
      },
    },
  );
  return { form, voice };
}

/** A phone number as unique as the tag, for the search by phone. */
const phoneFor = (tag: string) =>
  `+1 ${[...tag]
    .map((c) => c.charCodeAt(0) % 10)
    .join("")
    .slice(-10)}`;

const rows = (page: Page) => page.getByRole("table").getByRole("row");

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("lists newest first, marks new leads and searches every field", async ({ page }) => {
    const tag = marker();
    await seedMix(tag);
    await signedIn(page, server, uniqueStaff("leads"));

    // Newest first, both sources, new ones marked.
    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(1)).toContainText(`Victor ${tag}`);
    await expect(rows(page).nth(1)).toContainText("Voice");
    await expect(rows(page).nth(1)).toContainText("Incomplete");
    await expect(rows(page).nth(2)).toContainText(`Sunrise Dental ${tag}`);
    await expect(rows(page).nth(2).getByRole("img", { name: "New lead" })).toBeVisible();

    // Search by company, phone, summary.
    const searches: [string, string][] = [
      [`Sunrise Dental ${tag}`, `Maria ${tag}`],
      [phoneFor(tag).slice(3), `Victor ${tag}`],
      [`reception line ${tag}`, `Victor ${tag}`],
    ];
    for (const [query, name] of searches) {
      await page.goto(`/inbox?q=${encodeURIComponent(query)}`);
      await expect(rows(page)).toHaveCount(2);
      await expect(rows(page).nth(1)).toContainText(name);
    }
  });

  test("filters by source, attention and interest, and keeps the filter in the URL", async ({
    page,
  }) => {
    const tag = marker();
    await seedMix(tag);
    await signedIn(page, server, uniqueStaff("filters"));

    // Filters: source, needs attention, interest; reload and back keep them.
    await page.goto(`/inbox?q=${tag}`);
    await page.getByLabel("Source").selectOption("voice");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/source=voice/);
    await expect(rows(page)).toHaveCount(2);
    await page.reload();
    await expect(page.getByLabel("Source")).toHaveValue("voice");
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel("Source").selectOption("");
    await page.getByLabel(/Needs attention/).check();
    await page.getByRole("button", { name: "Apply" }).click();
    // The voice-only list already shows these rows: wait for the new URL, or Back would leave while
    // the navigation is still under way and land one entry further back.
    await expect(page).toHaveURL(/attention=1/);
    await expect(rows(page).nth(1)).toContainText(`Victor ${tag}`);
    await expect(rows(page)).toHaveCount(2);
    await page.goBack();
    await expect(page.getByLabel("Source")).toHaveValue("voice");
    await page.goto(`/inbox?q=${tag}&interest=Booking+Automation`);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(1)).toContainText(`Maria ${tag}`);
  });

  test("a lead's page shows every field, sets a status and adds a note", async ({ page }) => {
    const tag = marker();
    const { form, voice } = await seedMix(tag);
    await signedIn(page, server, uniqueStaff("lead"));

    // The lead page: every field, the call's details, a status and a note.
    await page.goto(`/inbox?q=${tag}`);
    await page.getByRole("link", { name: `Victor ${tag}` }).click();
    await expect(page.getByRole("heading", { name: `Victor ${tag}`, level: 1 })).toBeVisible();
    await expect(page.getByText("Tuesday 3 pm")).toBeVisible();
    await expect(
      page.getByText("Agreed to disclosure version 1 at 2026-11-20T14:02:00.000Z"),
    ).toBeVisible();
    await expect(page.getByText("home page demo button, on /")).toBeVisible();
    await expect(page.getByText(`Wants a reception line ${tag}`)).toBeVisible();
    await expect(page.getByText(`User: Hi ${tag}`)).toBeHidden();
    await page.getByText("Show the transcript").click();
    await expect(page.getByText(`User: Hi ${tag}`)).toBeVisible();
    await page.getByLabel("Lead status").selectOption("qualified");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status")).toHaveText("Status saved.");
    await page.getByLabel("Add a note").fill("Asked for a quote for two sites.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    const notes = page.getByRole("region", { name: "Notes" });
    await expect(notes.getByText("Asked for a quote for two sites.")).toBeVisible();
    await expect(notes.getByText(/@agency\.example · \d+ \w+ 2026, \d\d:\d\d UTC/)).toBeVisible();
    const activity = page.getByRole("region", { name: "Activity" });
    await expect(activity).toContainText("changed the status (new → qualified)");
    await expect(activity).toContainText("added a note");
    // An empty note is refused with a message by the field.
    await page.getByLabel("Add a note").fill("   ");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByLabel("Add a note")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Write a note of 1 to 5000 characters.")).toBeVisible();

    // Status filter finds it; without SMTP the reply is a mailto: link.
    await page.goto(`/inbox?q=${tag}&status=qualified`);
    await expect(rows(page)).toHaveCount(2);
    await page.goto(`/inbox/leads/${form.id}`);
    const mailto = page.getByRole("link", { name: "Write a reply by e-mail" });
    await expect(mailto).toHaveAttribute(
      "href",
      `mailto:maria.${tag}@sunrise.example?subject=${encodeURIComponent(`Re: your inquiry, Maria ${tag}`)}`,
    );
    expect(voice.id).not.toBe(form.id);
  });

  test("pages with a keyset cursor", async ({ page }) => {
    const tag = marker();
    for (let i = 0; i < 52; i++) await seedLead(server, { name: `Paged ${i} ${tag}` });
    await signedIn(page, server, uniqueStaff("paging"));
    await page.goto(`/inbox?q=${tag}`);
    await expect(rows(page)).toHaveCount(51);
    await expect(rows(page).nth(1)).toContainText(`Paged 51 ${tag}`);
    await page.getByRole("link", { name: "Older leads" }).click();
    await expect(page).toHaveURL(/after=/);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(2)).toContainText(`Paged 0 ${tag}`);
    await page.goBack();
    await expect(rows(page)).toHaveCount(51);
  });

  test("exports the current filter as CSV, guarded against formulas", async ({ page }) => {
    const tag = marker();
    await seedMix(tag);
    await signedIn(page, server, uniqueStaff("export"));
    await page.goto(`/inbox?q=${tag}&source=form`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,received_at,name,email,company/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Maria ${tag}`);
    // A cell a spreadsheet would run as a formula starts with an apostrophe.
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"") We miss calls after hours ${tag}."`,
    );
    expect(lines[1]).toContain(`"'+1 555 0101"`);
    expect(csv).not.toContain(`Victor ${tag}`);
  });

  test("the list refreshes when the tab comes back into focus", async ({ page }) => {
    const tag = marker();
    await signedIn(page, server, uniqueStaff("focus"));
    await page.goto(`/inbox?q=${tag}`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    await seedLead(server, { name: `Arrived ${tag}` });
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("link", { name: `Arrived ${tag}` })).toBeVisible();
  });
});

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
    const check = async (what: string) => {
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`),
      ).toEqual([]);
    };
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
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) bodies.push(await response.text());
  });
  for (const path of sitePages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const html = await page.content();
    expect(html).not.toContain("inbox.css");
    expect(html).not.toContain("Sign in to the inbox");
  }
  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies) {
    expect(body).not.toContain("Resend all failed");
    expect(body).not.toContain("Erase this person");
  }
  // The same strings are in the inbox's own code, so their absence above means something.
  await page.goto("/inbox/sign-in");
  await page.waitForLoadState("networkidle");
  expect(bodies.some((body) => body.includes("Erase this person"))).toBe(true);
});
