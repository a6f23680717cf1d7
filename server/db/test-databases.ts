import { afterAll, beforeAll } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import {
  openDatabase,
  type DatabaseKind,
  type DatabaseOptions,
  type SiteDatabase,
} from "./database";

/**
 * The databases the store's tests run on: SQLite always; PostgreSQL when TEST_DATABASE_URL is set,
 * and required (a failure, never a skip) when REQUIRE_POSTGRES_TESTS=1. Each test database is a
 * fresh SQLite file or a fresh PostgreSQL database, so test files running in parallel never meet:
 * not in a table, nor in an advisory lock or a VACUUM, which are per database.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  const withPostgres =
    Boolean(process.env.TEST_DATABASE_URL) || process.env.REQUIRE_POSTGRES_TESTS === "1";
  return withPostgres ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestDatabase {
  options: DatabaseOptions;
  /** Opens a connection of its own (as a second server instance would). */
  open(): Promise<SiteDatabase>;
  drop(): Promise<void>;
}

/**
 * Where the run's migrated PostgreSQL template is named (server/db/test-database-template.ts,
 * Vitest's global setup): set before the workers start, inherited by them.
 */
export const MIGRATED_TEMPLATE_ENV = "VOICEFRONT_TEST_TEMPLATE_DATABASE";

/**
 * A fresh database of this kind. On PostgreSQL it is a copy of the run's migrated template where
 * there is one: its first `open()` finds nothing to migrate, instead of nineteen migrations at
 * about a third of a second of the server's processor each time. `empty`: no tables at all, for
 * the tests of the migrations themselves (a SQLite file always starts empty).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "voicefront-db-"));
    const options = { databaseUrl: "", dataDir };
    return {
      options,
      open: () => openDatabase(options),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("REQUIRE_POSTGRES_TESTS=1 but TEST_DATABASE_URL is not set");
  await assertReachable(url);
  const template = empty ? undefined : process.env[MIGRATED_TEMPLATE_ENV];
  const database = await createPostgresDatabase(url, "test", template);
  const options = { databaseUrl: database.url, dataDir: "" };
  return { options, open: () => openDatabase(options), drop: database.drop };
}

async function assertReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${String(error)}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Inside a `describe`: a fresh database of this kind for the whole block, handed to `opened`
 * before its tests, closed and dropped after them.
 */
export function useTestDatabase(kind: DatabaseKind, opened: (site: SiteDatabase) => void) {
  useConnections(kind, 1, ([site]) => opened(site!));
}

/** As useTestDatabase, with a second connection of its own: what a second instance would have. */
export function useTwoConnections(
  kind: DatabaseKind,
  opened: (site: SiteDatabase, other: SiteDatabase) => void,
) {
  useConnections(kind, 2, ([site, other]) => opened(site!, other!));
}

function useConnections(
  kind: DatabaseKind,
  connections: number,
  opened: (sites: SiteDatabase[]) => void,
) {
  let testDb: TestDatabase | undefined;
  const sites: SiteDatabase[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    for (let n = 0; n < connections; n++) sites.push(await testDb.open());
    opened(sites);
  });
  afterAll(async () => {
    for (const site of sites.splice(0)) await site.close();
    await testDb?.drop();
  });
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, for a test or a whole server
 * process: its URL, and a drop that forces out what still holds it. Empty, or a copy of
 * `template`. A server started on an empty one migrates it as a deployment's first start does.
 */
export async function createPostgresDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await asAdmin(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One statement on a connection of its own, closed after it. */
async function asAdmin(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
