import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { insertInquiry } from "./inquiry-store";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-databases";
import { fields } from "./testing/stored-leads";

describe.each(testDatabaseKinds())("the lead language migration on %s", (kind) => {
  let testDb: TestDatabase;
  afterAll(() => testDb?.drop());

  it("reads every lead stored before it as English, and keeps a new lead's own", async () => {
    testDb = await createTestDatabase(kind, { empty: true });
    const before = await openDatabase({ ...testDb.options, migrateTo: "015-delivery-subject" });
    await insertInquiry(before.db, {
      fields: fields(),
      receivedAt: new Date("2026-01-01T00:00:00Z"),
      spamReason: null,
      channels: [],
    });
    await before.close();

    const after = await testDb.open();
    try {
      await insertInquiry(after.db, {
        fields: fields({ email: "lucia@example.com" }),
        receivedAt: new Date("2026-01-02T00:00:00Z"),
        spamReason: null,
        channels: [],
        origin: { source: "form", language: "es" },
      });
      const rows = await after.db
        .selectFrom("inquiries")
        .select(["email", "language"])
        .orderBy("received_at")
        .execute();
      expect(rows).toEqual([
        { email: "ada@example.com", language: "en" },
        { email: "lucia@example.com", language: "es" },
      ]);
    } finally {
      await after.close();
    }
  });
});
