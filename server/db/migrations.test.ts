import { afterEach, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./test-databases";

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.drop();
});

it.runIf(testDatabaseKinds().includes("postgres"))(
  "migrates a PostgreSQL schema while another schema of the same database is migrated already",
  async () => {
    for (let i = 0; i < 2; i++) opened.push(await createTestDatabase("postgres", { empty: true }));
    const [first, second] = opened;
    const firstSite = await first!.open();
    await firstSite.close();
    // Its migration tables are in the first schema only; the second must get tables of its own.
    const secondSite = await second!.open();
    try {
      await expect(secondSite.db.selectFrom("inquiries").select("id").execute()).resolves.toEqual(
        [],
      );
    } finally {
      await secondSite.close();
    }
  },
);
