/** Starts the production server as a child process for a bench, on 127.0.0.1 and a port of its own. */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "voicefront-bench-")),
      VOICE_PROVIDER: "simulated",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`the server did not answer on ${origin} within 60 s`);
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
