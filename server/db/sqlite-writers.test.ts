import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { addStaff } from "../staff/staff-accounts";
import { SQLITE_FILE } from "./database";
import { createTestDatabase, type TestDatabase } from "./test-databases";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
});

/**
 * Another process (the CLI beside the server) writes to the same SQLite file while this one runs
 * transactions that read and then write. Each of them must wait its turn, never fail with
 * "database is locked".
 */
it("read-then-write transactions wait for another process's writes instead of failing", async () => {
  database = await createTestDatabase("sqlite");
  const site = await database.open();
  const file = path.join(database.options.dataDir, SQLITE_FILE);
  const writer = spawn(process.execPath, [
    "-e",
    `const db = new (require("better-sqlite3"))(${JSON.stringify(file)});
     db.pragma("busy_timeout = 5000");
     const put = db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('noise', ?)");
     process.stdout.write("ready\\n");
     const until = Date.now() + 4000;
     while (Date.now() < until) put.run(String(Date.now()));`,
  ]);
  const exited = new Promise<number | null>((resolve) => writer.on("exit", resolve));
  await new Promise((resolve) => writer.stdout.once("data", resolve));

  const failures: string[] = [];
  let runs = 0;
  for (; runs < 300 && writer.exitCode === null; runs++) {
    await addStaff(site.db, `person${runs}@agency.example`).catch((error: Error) =>
      failures.push(error.message),
    );
  }
  expect(await exited).toBe(0);
  await site.close();
  expect(failures).toEqual([]);
  expect(runs).toBeGreaterThan(20);
}, 20_000);
