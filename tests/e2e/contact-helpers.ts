import { expect, type Page } from "@playwright/test";
import { openDatabase } from "../../server/db/database";
import { listInquiries } from "../../server/db/inquiry-store";

/** What the e2e server stored (its SQLite database in E2E_DATA_DIR, see playwright.config.ts). */
export async function storedWithEmail(email: string) {
  const database = await openDatabase({ databaseUrl: "", dataDir: process.env.E2E_DATA_DIR! });
  try {
    const all = [
      ...(await listInquiries(database.db)),
      ...(await listInquiries(database.db, { spam: true })),
    ];
    return all.filter((inquiry) => inquiry.email === email);
  } finally {
    await database.close();
  }
}

/** A field of the contact form, by its accessible name. */
export function formField(page: Page, label: string) {
  const role = label === "I'm interested in" ? "combobox" : "textbox";
  return page
    .getByRole("form", { name: "Send Us a Message" })
    .getByRole(role, { name: label, exact: true });
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const MIN_FILL_MS = 3000;

export async function fillInquiry(
  page: Page,
  values: { name: string; email: string; company?: string; message: string; interest?: string },
) {
  await formField(page, "Name").fill(values.name);
  await formField(page, "Email").fill(values.email);
  if (values.company) await formField(page, "Company").fill(values.company);
  if (values.interest) await formField(page, "I'm interested in").selectOption(values.interest);
  await formField(page, "Message").fill(values.message);
}

/** A person takes longer than the minimum fill time; so does this test, on purpose. */
export async function waitLikeAPerson(page: Page, renderedAt: number) {
  const left = MIN_FILL_MS + 200 - (Date.now() - renderedAt);
  if (left > 0) await page.waitForTimeout(left);
}

export async function expectFormValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(formField(page, label)).toHaveValue(value);
  }
}
