/**
 * The inbox with real outside parties: its own production server, an SMTP receiver and a webhook
 * receiver on 127.0.0.1.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Database } from "../../server/db/schema";
import {
  eventually,
  startSmtpReceiver,
  startWebhookReceiver,
} from "../../server/inquiries/testing/receivers";
import { freePort, startServer, type RunningServer } from "../support/production-server";
import {
  type InboxServer,
  signedIn,
  seedLead,
  STAFF_PASSWORD,
  uniqueStaff,
  withDatabase,
} from "./inbox-helpers";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let inbox: InboxServer;
let webhookDown = false;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

test.beforeAll(async () => {
  webhook = await startWebhookReceiver(SECRET, () => (webhookDown ? "error" : "ok"));
  smtp = await startSmtpReceiver();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  server = await startServer({
    port,
    env: {
      SITE_URL: origin,
      CONTACT_WEBHOOK_URL: webhook.url,
      CONTACT_WEBHOOK_SECRET: SECRET,
      SMTP_URL: smtp.url,
      CONTACT_NOTIFY_TO: "owner@agency.example",
      CONTACT_FROM: "Agency <website@agency.example>",
      // Sign-in failures in the throttle test come from addresses of their own.
      TRUST_PROXY: "true",
    },
  });
  inbox = { dataDir: server.dataDir, origin };
});
test.afterAll(async () => {
  await server?.stop();
  await webhook?.close();
  await smtp?.close();
});

const at = (path: string) => `${inbox.origin}${path}`;

async function deliveryStatus(inquiryId: string, channel: "webhook" | "email" | "reply") {
  return withDatabase(
    inbox,
    async (site) =>
      (
        await site.db
          .selectFrom("deliveries")
          .select("status")
          .where("inquiry_id", "=", inquiryId)
          .where("channel", "=", channel)
          .executeTakeFirst()
      )?.status,
  );
}

test("a reply from the lead page reaches the lead by e-mail, from the site, Reply-To the author", async ({
  page,
}) => {
  const staff = uniqueStaff("reply");
  const lead = await seedLead(inbox, { name: "Rita Reply", email: "rita@example.com" });
  await signedIn(page, inbox, staff);
  await page.goto(at(`/inbox/leads/${lead.id}`));
  await expect(page.getByLabel("Subject")).toHaveValue("Re: your inquiry, Rita Reply");
  await page.getByLabel("Message").fill("Hello Rita, happy to show you a demo on Tuesday.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText(/Reply queued/);
  await eventually(() =>
    [...smtp.messages.values()].some((raw) => raw.includes("happy to show you a demo")),
  );
  const raw = [...smtp.messages.values()].find((m) => m.includes("happy to show you a demo"))!;
  expect(raw).toMatch(/^From: Agency <website@agency\.example>$/m);
  expect(raw).toMatch(/^To: Rita Reply <rita@example\.com>$/m);
  expect(raw).toMatch(new RegExp(`^Reply-To: ${staff.replace(/[.]/g, "\\.")}$`, "m"));
  expect(raw).toMatch(new RegExp(`^In-Reply-To: <${lead.id}@localhost>$`, "m"));
  await page.reload();
  const reply = page.getByRole("region", { name: "Reply" });
  await expect(reply.getByText("Hello Rita, happy to show you a demo on Tuesday.")).toBeVisible();
  await expect(
    reply.getByRole("list", { name: "Attempts: Reply" }).getByText("Delivered"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Activity" })).toContainText("sent a reply");
});

test("“Not spam” releases a held lead into a signed webhook delivery; Delete removes one", async ({
  page,
}) => {
  const held = await seedLead(
    inbox,
    { name: "Held Harry", email: "harry@example.com" },
    { spam: "sent 0.4 s after the form was shown" },
  );
  const junk = await seedLead(
    inbox,
    { name: "Junk Jim", email: "jim@spam.example" },
    { spam: "a link in the name" },
  );
  await signedIn(page, inbox, uniqueStaff("spam"));
  await page.goto(at("/inbox/spam"));
  await expect(page.getByText("sent 0.4 s after the form was shown")).toBeVisible();
  await page.getByRole("button", { name: "Not spam: Held Harry" }).click();
  await expect(page.getByRole("status")).toHaveText(/Released/);
  await eventually(() => webhook.delivered.has(`msg_${held.id}`));
  expect(webhook.delivered.get(`msg_${held.id}`)).toMatchObject({
    signatureValid: true,
    body: { name: "Held Harry", email: "harry@example.com" },
  });
  await page.getByRole("button", { name: "Delete: Junk Jim" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted.");
  await expect(page.getByText("Junk Jim")).toHaveCount(0);
  expect(
    await withDatabase(inbox, (site) =>
      site.db.selectFrom("inquiries").select("id").where("id", "=", junk.id).execute(),
    ),
  ).toEqual([]);
});

test("after a receiver outage, Resend and “Resend all failed” deliver", async ({ page }) => {
  webhookDown = true;
  const first = await seedLead(
    inbox,
    { name: "Outage One", email: "one@example.com" },
    { channels: ["webhook"] },
  );
  const second = await seedLead(
    inbox,
    { name: "Outage Two", email: "two@example.com" },
    { channels: ["webhook"] },
  );
  await signedIn(page, inbox, uniqueStaff("outage"));
  // The first attempt fails while the receiver is down; the delivery then waits for its retry.
  await eventually(async () =>
    withDatabase(inbox, async (site) => {
      const attempts = await site.db
        .selectFrom("delivery_attempts")
        .innerJoin("deliveries", "deliveries.id", "delivery_attempts.delivery_id")
        .select("deliveries.inquiry_id")
        .where("deliveries.inquiry_id", "in", [first.id, second.id])
        .execute();
      return new Set(attempts.map((a) => a.inquiry_id)).size === 2;
    }),
  );
  await page.goto(at(`/inbox/leads/${first.id}`));
  // On a busy machine the retry may have failed too by now: one failed attempt shown or more.
  const deliveries = page.getByRole("region", { name: "Deliveries" });
  await expect(deliveries.getByText("Failed, will retry").first()).toBeVisible();
  await expect(deliveries.getByText("HTTP 500").first()).toBeVisible();
  // Hours of retries later they have failed for good (the schedule runs for about a day; the
  // test moves the outcome forward instead of waiting).
  await withDatabase(inbox, (site) =>
    site.db
      .updateTable("deliveries")
      .set({ status: "failed" })
      .where("inquiry_id", "in", [first.id, second.id])
      .execute(),
  );
  webhookDown = false;
  await page.reload();
  await page.getByRole("button", { name: "Resend: Webhook" }).click();
  await expect(page.getByRole("status")).toHaveText(/Queued again/);
  await eventually(() => webhook.delivered.has(`msg_${first.id}`));
  await page.goto(at(`/inbox?q=${encodeURIComponent("Outage Two")}&attention=1`));
  await expect(page.getByRole("link", { name: "Outage Two" })).toBeVisible();
  await page.getByRole("button", { name: /Resend all failed/ }).click();
  await expect(page.getByRole("status")).toHaveText(/queued again/);
  await eventually(() => webhook.delivered.has(`msg_${second.id}`));
  await eventually(async () => (await deliveryStatus(second.id, "webhook")) === "delivered");
});

test("“Erase this person” leaves no row of theirs in any table, nor a byte in the data folder", async ({
  page,
}) => {
  const email = "Erin.Erase@example.com";
  const first = await seedLead(
    inbox,
    { name: "Erin Erase", email, message: "First message" },
    { channels: ["webhook"] },
  );
  await seedLead(inbox, {
    name: "Erin Erase",
    email: email.toLowerCase(),
    message: "Second message",
  });
  const call = await seedLead(
    inbox,
    { name: "Erin by phone", email: email.toLowerCase() },
    { voice: { callId: "call-erin", summary: "Erin called" } },
  );
  const other = await seedLead(inbox, { name: "Otto Other", email: "otto@example.com" });
  await withDatabase(inbox, (site) =>
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
  await signedIn(page, inbox, uniqueStaff("erase"));
  await page.goto(at(`/inbox/leads/${first.id}`));
  await page.getByLabel("Add a note").fill("Erin prefers mornings");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await page.getByLabel("Message").fill("Hello Erin");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText(/Reply queued/);
  await eventually(async () => (await deliveryStatus(first.id, "webhook")) === "delivered");

  // Refused without the confirmation…
  await page
    .getByRole("button", { name: "Erase this person" })
    .evaluate((button) => ((button as HTMLButtonElement).form!.noValidate = true));
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(page.getByText("Tick the box to confirm the erasure.")).toBeVisible();
  // …and done with it.
  await page
    .getByLabel("I understand that everything from this person is deleted for good")
    .check();
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Erased 3 inquiries and everything that belonged to them.",
  );

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
  ];
  const everything = await withDatabase(inbox, async (site) => {
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
  }
  expect(everything.inquiries).toContain(other.id);
  expect(everything.lead_activity).toMatch(/"action":"erase".*"subject_hash":"[0-9a-f]{64}"/);
  // Nor anywhere in the data folder's files: not in the database's free space, not in its log.
  for (const file of readdirSync(inbox.dataDir)) {
    const bytes = readFileSync(path.join(inbox.dataDir, file));
    for (const trace of ["Erin", email.toLowerCase(), "prefers mornings"]) {
      expect(bytes.includes(trace), `${trace} in ${file}`).toBe(false);
    }
  }
});

test("failed sign-ins are throttled per account and per address, 10 in 15 minutes", async ({
  page,
}) => {
  const locked = uniqueStaff("locked");
  const free = uniqueStaff("free");
  await signedIn(page, inbox, locked);
  await signedIn(page, inbox, free);
  await page.context().clearCookies();
  const attempt = (email: string, password: string, ip: string) =>
    page.request.post(at("/inbox/sign-in"), {
      headers: { origin: inbox.origin, "x-forwarded-for": ip },
      form: { email, password },
      maxRedirects: 0,
    });
  // Ten wrong passwords for one account, from ten addresses: the eleventh try is refused even
  // with the right password, while another account on the same address signs in.
  for (let i = 1; i <= 10; i++)
    expect((await attempt(locked, "wrong password", `10.0.0.${i}`)).status()).toBe(401);
  const refused = await attempt(locked, STAFF_PASSWORD, "10.0.0.99");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await refused.text()).toContain("Too many failed sign-ins. Try again in 15 minutes.");
  expect((await attempt(free, STAFF_PASSWORD, "10.0.0.99")).status()).toBe(302);
  await page.context().clearCookies();
  // Ten failures from one address over different accounts: that address is refused.
  for (let i = 1; i <= 10; i++)
    await attempt(uniqueStaff(`guess${i}`), "wrong password", "10.0.1.1");
  expect((await attempt(free, STAFF_PASSWORD, "10.0.1.1")).status()).toBe(429);
  expect((await attempt(free, STAFF_PASSWORD, "10.0.1.2")).status()).toBe(302);
});
