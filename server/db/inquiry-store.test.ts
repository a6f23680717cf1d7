import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDatabase } from "./database";
import { insertInquiry, listInquiries, retryInquiry, settingOrCreate } from "./inquiry-store";
import { getLead } from "./lead-detail";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-databases";
import { fields as leadFields } from "./testing/stored-leads";

const fields = leadFields();

describe.each(testDatabaseKinds())("inquiry store on %s", (kind) => {
  let testDb: TestDatabase;
  let site: SiteDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    site = await testDb.open();
  });
  afterAll(async () => {
    await site?.close();
    await testDb?.drop();
  });

  it("stores each inquiry once, with one pending delivery per channel", async () => {
    const stored = await insertInquiry(site.db, {
      fields,
      receivedAt: new Date("2026-03-01T10:00:00.000Z"),
      spamReason: null,
      channels: ["webhook", "email"],
    });
    const detail = await getLead(site.db, stored.id);
    expect(detail).toMatchObject({
      ...fields,
      id: stored.id,
      received_at: "2026-03-01T10:00:00.000Z",
    });
    expect(detail!.deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    const all = await listInquiries(site.db);
    expect(all.filter((inquiry) => inquiry.id === stored.id)).toHaveLength(1);
  });

  it("stores NUL and other control characters nowhere, on PostgreSQL too (it refuses NUL)", async () => {
    const stored = await insertInquiry(site.db, {
      fields: {
        ...fields,
        name: "Nul\u0000 Byte\u0007",
        message: "first line\r\nsecond\u0000 line\tend\u001b[2J\u009b",
      },
      receivedAt: new Date("2026-03-01T10:05:00.000Z"),
      spamReason: null,
      channels: [],
      origin: {
        source: "voice",
        callId: "call-nul",
        summary: "said\u0000 this",
        transcript: "AI: hi\r\nUser: \u0001yo",
      },
    });
    expect(await getLead(site.db, stored.id)).toMatchObject({
      name: "Nul Byte",
      message: "first line\nsecond line\tend[2J",
      summary: "said this",
      transcript: "AI: hi\nUser: yo",
    });
  });

  it("commits the inquiry and its deliveries together or not at all", async () => {
    const before = (await listInquiries(site.db)).length;
    // A duplicate channel breaks the deliveries' unique constraint inside the transaction.
    await expect(
      insertInquiry(site.db, {
        fields: { ...fields, name: "Rolled Back" },
        receivedAt: new Date(),
        spamReason: null,
        channels: ["webhook", "webhook"],
      }),
    ).rejects.toThrow();
    const after = await listInquiries(site.db);
    expect(after).toHaveLength(before);
    expect(after.some((inquiry) => inquiry.name === "Rolled Back")).toBe(false);
  });

  it("keeps held inquiries apart, without deliveries, until released by retry", async () => {
    const held = await insertInquiry(site.db, {
      fields: { ...fields, name: "Too Fast" },
      receivedAt: new Date(),
      spamReason: "sent 120 ms after the form was rendered",
      channels: ["webhook"],
    });
    expect((await listInquiries(site.db)).some((inquiry) => inquiry.id === held.id)).toBe(false);
    const spam = await listInquiries(site.db, { spam: true });
    expect(spam.map((inquiry) => inquiry.id)).toContain(held.id);
    expect((await getLead(site.db, held.id))!.deliveries).toEqual([]);

    expect(await retryInquiry(site.db, held.id, ["webhook"])).toEqual({
      kind: "requeued",
      channels: ["webhook"],
      released: true,
    });
    const released = await getLead(site.db, held.id);
    expect(released!.spam_reason).toBeNull();
    expect(released!.deliveries.map((d) => d.status)).toEqual(["pending"]);
  });

  it("re-queues failed deliveries and adds channels configured later", async () => {
    const stored = await insertInquiry(site.db, {
      fields,
      receivedAt: new Date(),
      spamReason: null,
      channels: ["webhook"],
    });
    expect(await retryInquiry(site.db, stored.id, ["webhook"])).toEqual({
      kind: "nothing-to-retry",
    });
    await site.db
      .updateTable("deliveries")
      .set({ status: "failed", attempts: 8, last_error: "HTTP 500" })
      .where("inquiry_id", "=", stored.id)
      .execute();
    const result = await retryInquiry(site.db, stored.id, ["webhook", "email"]);
    expect(result.kind === "requeued" && [...result.channels].sort()).toEqual(["email", "webhook"]);
    const detail = await getLead(site.db, stored.id);
    expect(detail!.deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    expect(await retryInquiry(site.db, "inq_missing", ["webhook"])).toEqual({ kind: "not-found" });
  });

  it("lists newest first", async () => {
    const older = await insertInquiry(site.db, {
      fields: { ...fields, name: "Older" },
      receivedAt: new Date("2030-01-01T00:00:00.000Z"),
      spamReason: null,
      channels: [],
    });
    const newer = await insertInquiry(site.db, {
      fields: { ...fields, name: "Newer" },
      receivedAt: new Date("2030-01-02T00:00:00.000Z"),
      spamReason: null,
      channels: [],
    });
    const ids = (await listInquiries(site.db, { limit: 2 })).map((inquiry) => inquiry.id);
    expect(ids).toEqual([newer.id, older.id]);
  });

  it("creates a shared setting once: every connection sees the first value", async () => {
    const other = await testDb.open();
    try {
      const values = await Promise.all([
        settingOrCreate(site.db, "shared-secret", () => "first"),
        settingOrCreate(other.db, "shared-secret", () => "second"),
      ]);
      expect(values[0]).toBe(values[1]);
      expect(await settingOrCreate(other.db, "shared-secret", () => "third")).toBe(values[0]);
    } finally {
      await other.close();
    }
  });
});
