import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signedIn, seedLead, sharedServer, uniqueStaff } from "./inbox-helpers";
import { marker, phoneFor, seedMix } from "./inbox-seeds";

const server = sharedServer();

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
