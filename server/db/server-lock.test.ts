import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../tests/support/production-server";

const dataDir = mkdtempSync(path.join(tmpdir(), "voicefront-lock-"));
const started: RunningServer[] = [];
afterAll(async () => {
  for (const server of started) await server.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

it(
  "refuses a second server on the same SQLite database, and a crashed one leaves no lock behind",
  { timeout: 180_000 },
  async () => {
    const first = await startServer({ env: { DATA_DIR: dataDir } });
    started.push(first);
    await expect(startServer({ env: { DATA_DIR: dataDir } })).rejects.toThrow(
      /exited with 1:[\s\S]*Another server process is already running on the SQLite database/,
    );
    // The first one is still serving.
    expect((await fetch(`${first.origin}/healthz`)).status).toBe(200);

    first.child.kill("SIGKILL");
    await first.exited;
    const next = await startServer({ env: { DATA_DIR: dataDir } });
    started.push(next);
    expect((await fetch(`${next.origin}/healthz`)).status).toBe(200);
  },
);
