import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-databases";

describe.each(testDatabaseKinds())("the shared limits migration on %s", (kind) => {
  let testDb: TestDatabase;
  afterAll(() => testDb?.drop());

  it("carries the sign-in failures over and indexes the passkey challenges", async () => {
    testDb = await createTestDatabase(kind, { empty: true });
    const before = await openDatabase({ ...testDb.options, migrateTo: "005-call-context" });
    await sql`INSERT INTO sign_in_failures (id, key, failed_at)
      VALUES ('fail_1', 'account:ada@example.com', '2026-11-01T09:00:00.000Z')`.execute(before.db);
    await before.close();

    const after = await testDb.open();
    try {
      expect(await after.db.selectFrom("limit_hits").selectAll().execute()).toEqual([
        {
          id: "fail_1",
          key: "sign-in:account:ada@example.com",
          expires_at: "2026-11-01T09:15:00.000Z",
        },
      ]);
      const { rows } =
        kind === "sqlite"
          ? await sql<{ name: string }>`SELECT name FROM sqlite_master
              WHERE type = 'index' AND tbl_name = 'auth_challenges'`.execute(after.db)
          : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
              WHERE tablename = 'auth_challenges' AND schemaname = current_schema()`.execute(
              after.db,
            );
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(["auth_challenges_by_challenge", "auth_challenges_by_expiry"]),
      );
    } finally {
      await after.close();
    }
  });
});
