import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

export const SERVER_LOCK_FILE = "server.lock";

/** Thrown when another server process already works on the same SQLite database. */
export class ServerLockedError extends Error {}

/**
 * One server process per SQLite database: an exclusive lock on a file beside it, held by SQLite's
 * own file locking for as long as this process lives. The operating system drops it when the
 * process ends, however it ends, so a crash never leaves a stale lock. The CLI does not take it.
 */
export function holdServerLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, SERVER_LOCK_FILE);
  const lock = new SQLite(file, { timeout: 0 });
  try {
    lock.exec("BEGIN EXCLUSIVE");
  } catch {
    lock.close();
    throw new ServerLockedError(
      `Another server process is already running on the SQLite database in ${path.resolve(dataDir)}. ` +
        "Run one server per DATA_DIR (stop the other first), or use PostgreSQL (DATABASE_URL) for several.",
    );
  }
  return () => {
    lock.exec("ROLLBACK");
    lock.close();
  };
}
