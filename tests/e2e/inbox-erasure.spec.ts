/**
 * "Erase this person" in the inbox of the site's own production server, which delivered the
 * person's leads to a webhook receiver and sent them a reply through an SMTP receiver on 127.0.0.1
 * first.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { Database } from "../../server/db/schema";
import { eventually } from "../../server/testing/receivers";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import { agencyInstant, nextWeek, seedBooking } from "./booking-seeds";
import { deliveryStatus, seedLead, signedIn, uniqueStaff, withDatabase } from "./inbox-helpers";

const own = useSiteWithReceivers({
  smtp: true,
  env: { CONTACT_NOTIFY_TO: "owner@agency.example", CONTACT_FROM: "website@agency.example" },
});

const at = (path: string) => `${own.inbox.origin}${path}`;

/** On a lead's page: ticks the confirmation and erases the person, `inquiries` leads in all. */
async function eraseConfirmed(page: Page, inquiries: number) {
  await page
    .getByLabel("I understand that everything from this person is deleted for good")
    .check();
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Erased ${inquiries} inquiries and everything that belonged to them.`,
  );
}

test("“Erase this person” leaves no row of theirs in any table, nor a byte in the data folder", async ({
  page,
}) => {
  const email = "Erin.Erase@example.com";
  const first = await seedLead(
    own.inbox,
    { name: "Erin Erase", email, message: "First message" },
    { channels: ["webhook"] },
  );
  await seedLead(own.inbox, {
    name: "Erin Erase",
    email: email.toLowerCase(),
    message: "Second message",
  });
  const call = await seedLead(
    own.inbox,
    { name: "Erin by phone", email: email.toLowerCase() },
    { voice: { callId: "call-erin", summary: "Erin called" } },
  );
  const other = await seedLead(own.inbox, { name: "Otto Other", email: "otto@example.com" });
  await withDatabase(own.inbox, (site) =>
    site.db
      .insertInto("voice_receipts")
      .values({
        key: "tool-call:erin-1",
        call_id: "call-erin",
        inquiry_id: call.id,
        result: "Booked",
        received_at: new Date().toISOString(),
      })
      .execute(),
  );
  // A booking of theirs, with its log and its manage token.
  const booking = await seedBooking(
    own.inbox,
    agencyInstant(nextWeek(2), "10:00"),
    "Erin Erase",
    first.id,
  );
  await signedIn(page, own.inbox, uniqueStaff("erase"));
  await page.goto(at(`/inbox/leads/${first.id}`));
  await page.getByLabel("Add a note").fill("Erin prefers mornings");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await page.getByLabel("Message").fill("Hello Erin");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText(/Reply queued/);
  await eventually(
    async () => (await deliveryStatus(own.inbox, first.id, "webhook")) === "delivered",
  );

  // Refused without the confirmation…
  await page
    .getByRole("button", { name: "Erase this person" })
    .evaluate((button) => ((button as HTMLButtonElement).form!.noValidate = true));
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(page.getByText("Tick the box to confirm the erasure.")).toBeVisible();
  // …and done with it.
  await eraseConfirmed(page, 3);

  const tables: (keyof Database)[] = [
    "inquiries",
    "deliveries",
    "delivery_attempts",
    "settings",
    "voice_receipts",
    "replies",
    "notes",
    "lead_activity",
    "staff",
    "staff_sessions",
    "staff_tokens",
    "passkeys",
    "auth_challenges",
    "limit_hits",
    "form_token_uses",
    "bookings",
    "booking_events",
    "booking_manage_tokens",
  ];
  const everything = await withDatabase(own.inbox, async (site) => {
    const dump: Record<string, string> = {};
    for (const table of tables)
      dump[table] = JSON.stringify(await site.db.selectFrom(table).selectAll().execute());
    return dump;
  });
  for (const [table, rows] of Object.entries(everything)) {
    expect(rows.toLowerCase(), table).not.toContain("erin");
    expect(rows, table).not.toContain(first.id);
    expect(rows, table).not.toContain(call.id);
    expect(rows, table).not.toContain("call-erin");
    expect(rows, table).not.toContain(booking.id);
  }
  expect(everything.inquiries).toContain(other.id);
  expect(everything.lead_activity).toMatch(/"action":"erase".*"subject_hash":"[0-9a-f]{64}"/);
  // Nor anywhere in the data folder's files: not in the database's free space, not in its log.
  for (const file of readdirSync(own.inbox.dataDir)) {
    const bytes = readFileSync(path.join(own.inbox.dataDir, file));
    for (const trace of ["Erin", email.toLowerCase(), "prefers mornings"]) {
      expect(bytes.includes(trace), `${trace} in ${file}`).toBe(false);
    }
  }
});

test("a phone-only person is erased from their lead's page, by their number, with their booking", async ({
  page,
}) => {
  const caller = await seedLead(own.inbox, { name: "Phoebe Phone", phone: "+1 555 010 7788" });
  await seedLead(own.inbox, { name: "Phoebe Again", phone: "+15550107788" });
  const other = await seedLead(own.inbox, { name: "Otto Line", phone: "+1 555 010 9999" });
  const nextWeekAt11 = agencyInstant(nextWeek(3), "11:00");
  const booking = await seedBooking(own.inbox, nextWeekAt11, "Phoebe Phone", caller.id);
  await signedIn(page, own.inbox, uniqueStaff("erase-phone"));
  await page.goto(at(`/inbox/leads/${caller.id}`));
  await expect(page.getByText("every inquiry with the phone number +1 555 010 7788")).toBeVisible();
  await eraseConfirmed(page, 2);
  const left = await withDatabase(own.inbox, async (site) => ({
    leads: (await site.db.selectFrom("inquiries").select("id").execute()).map((row) => row.id),
    bookings: await site.db
      .selectFrom("bookings")
      .select("id")
      .where("id", "=", booking.id)
      .execute(),
  }));
  expect(left.leads).toContain(other.id);
  expect(left.leads).not.toContain(caller.id);
  expect(left.bookings).toEqual([]);
});
