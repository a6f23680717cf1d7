/**
 * A throwaway PostgreSQL cluster of a test's own on 127.0.0.1, which the test may stop, start and
 * restart (the shared TEST_DATABASE_URL server must not be). Uses the machine's PostgreSQL
 * binaries; as root it runs them as the `postgres` user, since initdb refuses root.
 */
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin directory, or null. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: every connection is cut, as in a restart or failover. */
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync("/tmp/voicefront-test-pg-");
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout), Number(gid));
  }
  const as = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const port = await freePort();
  const data = path.join(dir, "data");
  await as("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const ctl = (...args: string[]) =>
    as("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-h 127.0.0.1 -p ${port} -k ${dir}`,
      ...args,
    ]);
  await ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => void (await ctl("-m", "fast", "stop")),
    start: async () => void (await ctl("start")),
    restart: async () => void (await ctl("-m", "fast", "restart")),
    async destroy() {
      await ctl("-m", "immediate", "stop").catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
