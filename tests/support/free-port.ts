import { closeSync, mkdirSync, openSync, statSync, utimesSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Ports handed out, one file each, shared by every test process on the machine: the kernel may
 * hand a port just probed and closed by one worker to another worker's probe, and both would then
 * start a server on it (one of them answering the other's requests). A claim older than this is
 * taken to be from a run that has ended.
 */
const CLAIMS = path.join(tmpdir(), "voicefront-port-claims");
const CLAIM_MS = 30 * 60 * 1000;

function claim(port: number): boolean {
  mkdirSync(CLAIMS, { recursive: true });
  const file = path.join(CLAIMS, String(port));
  try {
    closeSync(openSync(file, "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (Date.now() - statSync(file).mtimeMs < CLAIM_MS) return false;
    const now = new Date();
    utimesSync(file, now, now);
    return true;
  }
}

async function probePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A port nobody listens on right now, and no other test process has been given lately. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (claim(port)) return port;
  }
}
