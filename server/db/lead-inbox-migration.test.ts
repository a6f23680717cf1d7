import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { insertInquiry } from "./inquiry-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-databases";

const fields = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Navy",
  phone: "",
  interest: "",
  message: "Before the inbox.",
};

describe.each(testDatabaseKinds())("the lead inbox migration on %s", (kind) => {
  let testDb: TestDatabase;
  afterAll(() => testDb?.drop());

  it("keeps every delivery and attempt, and lets a lead have many replies", async () => {
    testDb = await createTestDatabase(kind, { empty: true });
    const before = await openDatabase({
      ...testDb.options,
      migrateTo: "002-voice-leads",
    });
    const inquiry = await insertInquiry(before.db, {
      fields,
      receivedAt: new Date("2026-01-01T00:00:00Z"),
      spamReason: null,
      channels: ["webhook", "email"],
    });
    const deliveries = await before.db.selectFrom("deliveries").select("id").execute();
    for (const [n, delivery] of deliveries.entries()) {
      await sql`INSERT INTO delivery_attempts VALUES (${`att_${n}`}, ${delivery.id},
        '2026-01-01T00:00:01Z', '2026-01-01T00:00:02Z', 'retry', 'HTTP 503')`.execute(before.db);
    }
    await before.close();

    const after = await testDb.open();
    try {
      expect(await after.db.selectFrom("deliveries").select("id").execute()).toHaveLength(2);
      expect(await after.db.selectFrom("delivery_attempts").select("id").execute()).toHaveLength(2);
      const lead = await after.db
        .selectFrom("inquiries")
        .select("status")
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe("new");

      // Still one notification delivery per channel…
      const again = after.db.insertInto("deliveries").values({
        id: "dlv_again",
        inquiry_id: inquiry.id,
        channel: "webhook",
        status: "pending",
        attempts: 0,
        next_attempt_at: "2026-01-02T00:00:00Z",
        claimed_until: null,
        claim_token: null,
        last_error: null,
        delivered_at: null,
      });
      await expect(again.execute()).rejects.toThrow();
      // …but any number of replies.
      for (const n of [1, 2]) {
        await after.db
          .insertInto("replies")
          .values({
            id: `rpl_${n}`,
            inquiry_id: inquiry.id,
            author_email: "staff@example.com",
            subject: "Re: your inquiry",
            body: "Hello",
            created_at: "2026-01-02T00:00:00Z",
          })
          .execute();
        await after.db
          .insertInto("deliveries")
          .values({
            id: `dlv_reply_${n}`,
            inquiry_id: inquiry.id,
            channel: "reply",
            status: "pending",
            attempts: 0,
            next_attempt_at: "2026-01-02T00:00:00Z",
            claimed_until: null,
            claim_token: null,
            last_error: null,
            delivered_at: null,
            reply_id: `rpl_${n}`,
          })
          .execute();
      }
      // The attempts still cascade with their delivery.
      await after.db.deleteFrom("inquiries").execute();
      expect(await after.db.selectFrom("delivery_attempts").select("id").execute()).toHaveLength(0);
    } finally {
      await after.close();
    }
  });
});
