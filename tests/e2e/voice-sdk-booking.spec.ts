/**
 * The provider's tool calls book: a call started by the real SDK in a browser in Kolkata reaches
 * the fake provider with the browser's zone in its metadata; the provider then calls the site's
 * server URL with check_availability, book_appointment and confirm_appointment as its model would:
 * the times come in the caller's zone, the time is held once whatever the retries, and booked
 * once the caller reads back the code e-mailed to them.
 */
import { expect, test } from "@playwright/test";
import { useVapiSite } from "../support/vapi-site";
import { VOICE_EVENTS_PATH } from "../../server/voice-events/voice-events-route";
import { codeMailedTo } from "../../server/booking/testing/received-mail";
import { withDatabase } from "./inbox-helpers";
import { giveConsent, pressFirst, webCalls } from "./voice-helpers";

const SECRET = "e2e-voice-booking-secret-0123456789";
/** Chromium names the zone by its older alias, Asia/Calcutta: either is the same IANA zone. */
const KOLKATA = /^Asia\/(Kolkata|Calcutta)$/;

test.describe.configure({ timeout: 60_000 });
test.use({ timezoneId: "Asia/Kolkata" });

const vapi = useVapiSite(
  { VAPI_PUBLIC_KEY: "test-key", VAPI_ASSISTANT_ID: "asst-booking", VAPI_SERVER_SECRET: SECRET },
  { smtp: true },
);

test("the provider's check_availability, book_appointment and confirm_appointment, with the call's own metadata, book a slot in the caller's zone", async ({
  page,
}) => {
  vapi.api.answerWith({ kind: "unauthorized" });
  await giveConsent(page);
  await pressFirst(page, "hero", vapi.site.origin);
  await expect.poll(() => webCalls(vapi.api).length).toBe(1);
  const { assistantOverrides } = webCalls(vapi.api)[0]!.body as { assistantOverrides: unknown };
  expect(assistantOverrides).toMatchObject({
    metadata: { timeZone: expect.stringMatching(KOLKATA) },
  });

  const serverUrl = `${vapi.site.origin}${VOICE_EVENTS_PATH}`;
  const call = { id: "call-e2e-booking", assistantOverrides };
  const [check] = await vapi.api.callTools(serverUrl, SECRET, call, [
    { id: "tc-check", name: "check_availability", arguments: {} },
  ]);
  expect(check!.result).toMatch(/^Free times \(Asia\/(Kolkata|Calcutta)\): /);
  const start = /\[start=([^\]]+)\]/.exec(check!.result!)![1]!;
  expect(start).toMatch(/\+05:30$/);

  const book = {
    id: "tc-book",
    name: "book_appointment",
    arguments: { start, name: "Asha Rao", email: "asha.e2e@example.com" },
  };
  const [held] = await vapi.api.callTools(serverUrl, SECRET, call, [book]);
  expect(held!.result).toMatch(/^Held, not booked yet: /);
  const reference = /reference ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(held!.result!)![1]!;
  // The provider retries a tool call it did not hear back from: the same hold.
  const [retried] = await vapi.api.callTools(serverUrl, SECRET, call, [book]);
  expect(retried!.result).toBe(held!.result);
  const code = await codeMailedTo(vapi.smtp.messages, "asha.e2e@example.com");
  const [booked] = await vapi.api.callTools(serverUrl, SECRET, call, [
    {
      id: "tc-confirm",
      name: "confirm_appointment",
      arguments: { reference, email: "asha.e2e@example.com", code },
    },
  ]);
  expect(booked!.result).toMatch(/^Booked: .*booking reference is/);

  const rows = await withDatabase(
    { dataDir: vapi.site.dataDir, origin: vapi.site.origin },
    (site) =>
      site.db
        .selectFrom("bookings")
        .select(["reference", "source", "visitor_time_zone", "starts_at"])
        .where("visitor_email", "=", "asha.e2e@example.com")
        .execute(),
  );
  expect(rows).toEqual([
    {
      reference,
      source: "voice",
      visitor_time_zone: expect.stringMatching(KOLKATA),
      starts_at: expect.any(String),
    },
  ]);
  expect(new Date(rows[0]!.starts_at).getTime()).toBe(new Date(start).getTime());
});
