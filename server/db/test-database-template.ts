/**
 * Vitest's global setup: one PostgreSQL database migrated once for the whole run, that
 * createTestDatabase copies (CREATE DATABASE … TEMPLATE) instead of migrating each database
 * afresh. Nothing connects to it after this: PostgreSQL copies only a database no one is in.
 * Without TEST_DATABASE_URL there is nothing to do.
 */
import { openDatabase } from "./database";
import { createPostgresDatabase, MIGRATED_TEMPLATE_ENV } from "./test-databases";

export default async function migratedTemplate() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const template = await createPostgresDatabase(serverUrl, "test_template");
  const site = await openDatabase({ databaseUrl: template.url, dataDir: "" });
  await site.close();
  process.env[MIGRATED_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
  return async () => {
    delete process.env[MIGRATED_TEMPLATE_ENV];
    await template.drop();
  };
}
