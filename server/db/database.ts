import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type SqliteDialectConfig,
  sql,
} from "kysely";
import { assertMigrated, migrateToLatest, NotMigratedError } from "./migrations";
import type { Database } from "./schema";
import { TransactionBatcher } from "./transaction-batcher";

export type DatabaseKind = "sqlite" | "postgres";

export interface SiteDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Every write this process makes goes through here: inquiries from the form and from calls,
   * and the outbox worker's claims and outcomes share commits (one disk flush on SQLite).
   */
  transactions: TransactionBatcher;
  /** Where it lives, without credentials: for logs. */
  location: string;
  /**
   * After an erasure: takes what was deleted from these tables out of the database's files, as far
   * as the database can. SQLite has zeroed it in the pages (secure_delete); this copies them into
   * the file and empties the write-ahead log, which still held the old pages. PostgreSQL keeps
   * deleted rows as dead row versions until VACUUM; this vacuums the tables (their bytes stay in
   * free space until it is reused, and in WAL segments and backups: see the README).
   */
  purgeDeleted(tables: readonly (keyof Database)[]): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...` selects PostgreSQL; empty selects SQLite in `dataDir`. */
  databaseUrl: string;
  dataDir: string;
  /** Migrate only up to this migration: tests of a later migration start from there. */
  migrateTo?: string;
  /**
   * False for the CLI: it never changes the schema (nor creates a SQLite file), it only checks
   * that the server has migrated the database, and otherwise says so (NotMigratedError).
   */
  migrate?: boolean;
  /**
   * PostgreSQL: an idle connection was lost (the server restarted, failed over or dropped it).
   * The pool opens a new one for the next query; without a listener the process would exit.
   */
  onConnectionLost?: (error: Error) => void;
}

export const SQLITE_FILE = "site.db";

/** Opens the site's database and brings its schema up to date (or, without `migrate`, checks it). */
export async function openDatabase(options: DatabaseOptions): Promise<SiteDatabase> {
  const migrate = options.migrate ?? true;
  const site = options.databaseUrl
    ? await openPostgres(options)
    : openSqlite(options.dataDir, migrate);
  try {
    const schema = site.kind === "postgres" ? await currentSchema(site.db) : undefined;
    if (migrate) {
      await migrateToLatest(site.db as Kysely<unknown>, { target: options.migrateTo, schema });
    } else {
      await assertMigrated(site.db as Kysely<unknown>, site.location, schema);
    }
  } catch (error) {
    await site.close();
    throw error;
  }
  return site;
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]!.schema;
}

function openSqlite(dataDir: string, create: boolean): SiteDatabase {
  const file = path.resolve(dataDir, SQLITE_FILE);
  if (create) mkdirSync(dataDir, { recursive: true });
  else if (!existsSync(file)) {
    throw new NotMigratedError(
      `There is no database at ${file} yet. Start the server once (npm start) with the same ` +
        "DATA_DIR: it creates it. The CLI never creates one.",
    );
  }
  const sqlite = new SQLite(file);
  // WAL lets the CLI read while the server writes; FULL sync makes a committed inquiry survive a
  // power cut, not just a crash; the busy timeout lets the CLI and the server take turns writing.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not just marked free: an erased person's details
  // must not stay readable in the file's free space.
  sqlite.pragma("secure_delete = ON");
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: "sqlite",
    transactions: new TransactionBatcher(db),
    location: file,
    async purgeDeleted() {
      // TRUNCATE waits out readers and writers (busy_timeout), copies every page into the file
      // and cuts the log to nothing; `busy` says another connection kept it from finishing.
      const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      if (rows[0]?.busy) {
        throw new Error(
          "the erasure is done, but another connection kept the write-ahead log from being emptied",
        );
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * SQLite transactions that take the write lock when they begin. A deferred one (SQLite's default)
 * that reads and then writes fails at once with "database is locked" when another process wrote
 * in between, without waiting out the busy timeout; an immediate one waits its turn.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * SQLite's schema changes are transactional, though Kysely's adapter says otherwise: with this,
 * the migrator runs pending migrations inside a transaction, so a crash half-way leaves the schema
 * as it was and the next start migrates it again.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

async function openPostgres({
  databaseUrl,
  onConnectionLost = () => undefined,
}: DatabaseOptions): Promise<SiteDatabase> {
  // Loaded only here: a SQLite site never needs PostgreSQL's client.
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Idle connections report to the pool; one in use (between a transaction's queries, say)
  // reports to its own client: both must be heard, or the process exits on an 'error' event.
  pool.on("error", onConnectionLost);
  pool.on("connect", (client) => client.on("error", onConnectionLost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return {
    db,
    kind: "postgres",
    transactions: new TransactionBatcher(db),
    location: `${url.protocol}//${url.host}${url.pathname}`,
    async purgeDeleted(tables) {
      // A plain VACUUM: it takes no lock that stops the site's reads and writes (VACUUM FULL,
      // which rewrites the files, would, for a second or more at 100,000 inquiries).
      await sql`VACUUM ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
    },
    close: () => db.destroy(),
  };
}
