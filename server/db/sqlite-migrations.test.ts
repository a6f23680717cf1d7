import { sql, Migrator, type Kysely, type Migration } from "kysely";
import { afterEach, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test-databases";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
});

/**
 * A migration that fails half-way (a crash, a full disk) must leave the SQLite schema as it was,
 * so the next start can run it again: schema changes run inside a transaction.
 */
it("rolls a failed SQLite migration back whole, so the next start can migrate", async () => {
  database = await createTestDatabase("sqlite");
  const site = await database.open();
  const db = site.db as unknown as Kysely<unknown>;
  let failHalfWay = true;
  const halfWay: Migration = {
    async up(trx) {
      await trx.schema.createTable("added_first").addColumn("id", "text").execute();
      await trx.schema.alterTable("inquiries").addColumn("added_column", "text").execute();
      if (failHalfWay) throw new Error("power cut");
      await trx.schema.createTable("added_last").addColumn("id", "text").execute();
    },
  };
  const migrator = new Migrator({
    db,
    migrationTableName: "test_migrations",
    migrationLockTableName: "test_migration_lock",
    provider: { getMigrations: async () => ({ "100-half-way": halfWay }) },
  });
  const failed = await migrator.migrateToLatest();
  expect(failed.error).toBeDefined();
  const tables = async () =>
    (
      await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)
    ).rows.map((row) => row.name);
  expect(await tables()).not.toContain("added_first");
  const columns = await sql<{ name: string }>`PRAGMA table_info(inquiries)`.execute(db);
  expect(columns.rows.map((column) => column.name)).not.toContain("added_column");

  failHalfWay = false;
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await tables()).toEqual(expect.arrayContaining(["added_first", "added_last"]));
  await site.close();
});
