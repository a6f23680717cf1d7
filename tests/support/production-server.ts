/**
 * Starts the production server (`server/main.ts`, as `npm start` does) as a child process on
 * 127.0.0.1, for the benches and the integration tests that need the real thing: from the test
 * bundle (./server-bundle.ts), or through tsx when `cwd` serves another copy of the project.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { bundled } from "./server-bundle";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
}

/** How long a production server may take to answer /healthz: a busy machine's start is slow. */
export const START_WITHIN_MS = 90_000;
/** A hook that starts servers has this long (tests' own budgets are for their steps). */
export const START_HOOK_BUDGET_MS = START_WITHIN_MS + 30_000;

export async function startServer(
  options: { port?: number; env?: Record<string, string>; cwd?: string } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "voicefront-server-"));
  const entry = options.cwd
    ? ["--import", "tsx", "server/main.ts"]
    : await bundled("server/main.ts");
  const child = spawn(process.execPath, entry, {
    cwd: options.cwd ?? root,
    env: {
      ...process.env,
      // As deployed (Vitest's own NODE_ENV is "test"): React's production build, among others.
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      LOG_LEVEL: "warn",
      VOICE_PROVIDER: "simulated",
      ...options.env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const deadline = Date.now() + START_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `the server did not answer on ${origin} within ${START_WITHIN_MS / 1000} s:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
