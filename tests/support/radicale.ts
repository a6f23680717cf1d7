/**
 * Radicale, the machine's CalDAV server (Debian: `apt-get install radicale`), started for a test
 * on 127.0.0.1 with a folder and configuration of its own: never the machine's /etc/radicale, its
 * users or its collections.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export interface RadicaleServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** The user the server knows (any name and password with `auth: "none"`). */
  username: string;
  password: string;
  output(): string;
  stop(): Promise<void>;
}

export interface RadicaleOptions {
  /**
   * `htpasswd` (the default): one user with a plain-text password, as a provider's app password
   * works; `none`: anyone may sign in under any name.
   */
  auth?: "htpasswd" | "none";
  /** A port chosen before (a test that writes to the address while nothing listens there yet). */
  port?: number;
}

const USERNAME = "agency";
const PASSWORD = "app-password-for-tests";

function configuration(folder: string, port: number, auth: RadicaleOptions["auth"]) {
  const users = path.join(folder, "users");
  writeFileSync(users, `${USERNAME}:${PASSWORD}\n`);
  return [
    "[server]",
    `hosts = 127.0.0.1:${port}`,
    "[auth]",
    auth === "none" ? "type = none" : "type = htpasswd",
    `htpasswd_filename = ${users}`,
    "htpasswd_encryption = plain",
    // No pause after a wrong password: the tests that give one would wait for nothing.
    "delay = 0",
    "[rights]",
    "type = owner_only",
    "[storage]",
    `filesystem_folder = ${path.join(folder, "collections")}`,
    "[web]",
    "type = none",
    "[logging]",
    "level = warning",
    "mask_passwords = True",
  ].join("\n");
}

export async function startRadicale({ auth = "htpasswd", port: chosen }: RadicaleOptions = {}) {
  const port = chosen ?? (await freePort());
  const folder = mkdtempSync(path.join(tmpdir(), "voicefront-radicale-"));
  const config = path.join(folder, "config");
  writeFileSync(config, configuration(folder, port, auth));
  const child = spawn("radicale", ["--config", config], {
    env: { PATH: process.env.PATH, HOME: folder },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const missing = new Promise<never>((_, reject) =>
    child.once("error", () =>
      reject(
        new Error("radicale is not installed: the CalDAV tests need it (apt-get install radicale)"),
      ),
    ),
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}/`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`radicale exited with ${child.exitCode}:\n${output}`);
    }
    // Any answer (401 for a server that wants a password) says it is listening.
    const answered = await Promise.race([
      missing,
      fetch(url, { method: "OPTIONS" }).then(
        () => true,
        () => false,
      ),
    ]);
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`radicale did not answer on ${port} within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    username: USERNAME,
    password: PASSWORD,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  } satisfies RadicaleServer;
}
