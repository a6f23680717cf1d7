/** What bench/abuse.ts reads of the server beside its answers: its process and its database. */
import { readFileSync } from "node:fs";
import { sql, type Kysely } from "kysely";
import type { DatabaseKind } from "../server/db/database";

/** User and system CPU time of a process so far, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
export const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

export const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** Every row of every table of the site's database. */
export async function allRows(db: Kysely<unknown>, kind: DatabaseKind): Promise<number> {
  const tables =
    kind === "sqlite"
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          db,
        )
      : await sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  let rows = 0;
  for (const { name } of tables.rows) {
    const counted = await sql<{
      n: string | number;
    }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    rows += Number(counted.rows[0]!.n);
  }
  return rows;
}
