/**
 * The inbox with real outside parties: its own production server, an SMTP receiver and a webhook
 * receiver on 127.0.0.1.
 */
import { expect, test } from "@playwright/test";
import { eventually } from "../../server/testing/receivers";
import { useSiteWithReceivers } from "../support/site-with-receivers";
import {
  deliveryStatus,
  signedIn,
  seedLead,
  STAFF_PASSWORD,
  uniqueStaff,
  withDatabase,
} from "./inbox-helpers";

test.describe.configure({ mode: "serial" });

let webhookDown = false;
const own = useSiteWithReceivers({
  smtp: true,
  webhookAnswer: () => (webhookDown ? "error" : "ok"),
  env: {
    CONTACT_NOTIFY_TO: "owner@agency.example",
    CONTACT_FROM: "Agency <website@agency.example>",
    // Sign-in failures in the throttle test come from addresses of their own.
    TRUST_PROXY: "true",
  },
});

const at = (path: string) => `${own.inbox.origin}${path}`;

test("a reply from the lead page reaches the lead by e-mail, from the site, Reply-To the author", async ({
  page,
}) => {
  const staff = uniqueStaff("reply");
  const lead = await seedLead(own.inbox, { name: "Rita Reply", email: "rita@example.com" });
  await signedIn(page, own.inbox, staff);
  await page.goto(at(`/inbox/leads/${lead.id}`));
  await expect(page.getByLabel("Subject")).toHaveValue("Re: your inquiry, Rita Reply");
  await page.getByLabel("Message").fill("Hello Rita, happy to show you a demo on Tuesday.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText(/Reply queued/);
  await eventually(() =>
    [...own.smtp.messages.values()].some((raw) => raw.includes("happy to show you a demo")),
  );
  const raw = [...own.smtp.messages.values()].find((m) => m.includes("happy to show you a demo"))!;
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
    own.inbox,
    { name: "Held Harry", email: "harry@example.com" },
    { spam: "sent 0.4 s after the form was shown" },
  );
  const junk = await seedLead(
    own.inbox,
    { name: "Junk Jim", email: "jim@spam.example" },
    { spam: "a link in the name" },
  );
  await signedIn(page, own.inbox, uniqueStaff("spam"));
  await page.goto(at("/inbox/spam"));
  await expect(page.getByText("sent 0.4 s after the form was shown")).toBeVisible();
  await page.getByRole("button", { name: "Not spam: Held Harry" }).click();
  await expect(page.getByRole("status")).toHaveText(/Released/);
  await eventually(() => own.webhook.delivered.has(`msg_${held.id}`));
  expect(own.webhook.delivered.get(`msg_${held.id}`)).toMatchObject({
    signatureValid: true,
    body: { name: "Held Harry", email: "harry@example.com" },
  });
  await page.getByRole("button", { name: "Delete: Junk Jim" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted.");
  await expect(page.getByText("Junk Jim")).toHaveCount(0);
  expect(
    await withDatabase(own.inbox, (site) =>
      site.db.selectFrom("inquiries").select("id").where("id", "=", junk.id).execute(),
    ),
  ).toEqual([]);
});

test("after a receiver outage, Resend and “Resend all failed” deliver", async ({ page }) => {
  webhookDown = true;
  const first = await seedLead(
    own.inbox,
    { name: "Outage One", email: "one@example.com" },
    { channels: ["webhook"] },
  );
  const second = await seedLead(
    own.inbox,
    { name: "Outage Two", email: "two@example.com" },
    { channels: ["webhook"] },
  );
  await signedIn(page, own.inbox, uniqueStaff("outage"));
  // The first attempt fails while the receiver is down; the delivery then waits for its retry.
  await eventually(async () =>
    withDatabase(own.inbox, async (site) => {
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
  await withDatabase(own.inbox, (site) =>
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
  await eventually(() => own.webhook.delivered.has(`msg_${first.id}`));
  await page.goto(at(`/inbox?q=${encodeURIComponent("Outage Two")}&attention=1`));
  await expect(page.getByRole("link", { name: "Outage Two" })).toBeVisible();
  await page.getByRole("button", { name: /Resend all failed/ }).click();
  await expect(page.getByRole("status")).toHaveText(/queued again/);
  await eventually(() => own.webhook.delivered.has(`msg_${second.id}`));
  await eventually(
    async () => (await deliveryStatus(own.inbox, second.id, "webhook")) === "delivered",
  );
});

test("failed sign-ins are throttled per account and per address, 10 in 15 minutes", async ({
  page,
}) => {
  const locked = uniqueStaff("locked");
  const free = uniqueStaff("free");
  await signedIn(page, own.inbox, locked);
  await signedIn(page, own.inbox, free);
  await page.context().clearCookies();
  const attempt = (email: string, password: string, ip: string) =>
    page.request.post(at("/inbox/sign-in"), {
      headers: { origin: own.inbox.origin, "x-forwarded-for": ip },
      form: { email, password },
      maxRedirects: 0,
    });
  // Ten wrong passwords for one account, from ten addresses: the account is locked, so one of them
  // is refused even with the right password, while another account on the same address signs in.
  for (let i = 1; i <= 10; i++)
    expect((await attempt(locked, "wrong password", `10.0.0.${i}`)).status()).toBe(401);
  const refused = await attempt(locked, STAFF_PASSWORD, "10.0.0.5");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await refused.text()).toContain("Too many failed sign-ins. Try again in 15 minutes.");
  expect((await attempt(free, STAFF_PASSWORD, "10.0.0.5")).status()).toBe(302);
  await page.context().clearCookies();
  // Its owner, from an address that has not failed, still gets in.
  expect((await attempt(locked, STAFF_PASSWORD, "10.0.0.99")).status()).toBe(302);
  await page.context().clearCookies();
  // Ten failures from one address over different accounts: that address is refused.
  for (let i = 1; i <= 10; i++)
    await attempt(uniqueStaff(`guess${i}`), "wrong password", "10.0.1.1");
  expect((await attempt(free, STAFF_PASSWORD, "10.0.1.1")).status()).toBe(429);
  expect((await attempt(free, STAFF_PASSWORD, "10.0.1.2")).status()).toBe(302);
});
