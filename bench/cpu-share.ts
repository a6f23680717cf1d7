/**
 * A Chromium that gets only part of one processor, the way a container's CPU limit gives it: the
 * browser and every process it starts join a cgroup whose quota is `share` of one CPU, throttled
 * in short periods so the slowdown is even rather than in bursts. Unlike Lighthouse's simulated
 * CPU slowdown, which scales the durations a fast machine observed, this makes the machine
 * itself slower: tasks really take longer, and every thread of the browser (a worker drawing a
 * canvas, the compositor, the raster threads) competes with the page's main thread for the share.
 * Needs root and the cgroup cpu controller (version 1 or 2).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The quota is granted per period of this length (µs). */
const PERIOD_US = 2000;
const GROUP_NAME = `voicefront-bench-${process.pid}`;

/** The cgroup directory, and the text to write to each of its files to set the quota, for the hierarchy this machine has. */
function cgroupFor(share: number): { dir: string; settings: Record<string, string> } {
  const quotaUs = Math.round(share * PERIOD_US);
  const v2Root = "/sys/fs/cgroup";
  if (readOptional(path.join(v2Root, "cgroup.controllers"))?.split(/\s+/).includes("cpu")) {
    writeFileSync(path.join(v2Root, "cgroup.subtree_control"), "+cpu");
    return {
      dir: path.join(v2Root, GROUP_NAME),
      settings: { "cpu.max": `${quotaUs} ${PERIOD_US}` },
    };
  }
  const v1Root = "/sys/fs/cgroup/cpu";
  if (existsSync(path.join(v1Root, "cpu.cfs_quota_us"))) {
    return {
      dir: path.join(v1Root, GROUP_NAME),
      settings: { "cpu.cfs_period_us": String(PERIOD_US), "cpu.cfs_quota_us": String(quotaUs) },
    };
  }
  throw new Error("--cpu-share needs the cgroup cpu controller (version 1 or 2), and root");
}

function readOptional(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

/**
 * A launcher script for `chromium` confined to `share` of one CPU, and a function that removes
 * the cgroup once the browser has exited.
 */
export function confineChromium(
  chromium: string,
  share: number,
): { executablePath: string; release: () => Promise<void> } {
  if (!(share > 0 && share <= 64))
    throw new Error(`--cpu-share ${share}: give a share of one CPU, such as 0.75`);
  const { dir, settings } = cgroupFor(share);
  mkdirSync(dir, { recursive: true });
  for (const [file, value] of Object.entries(settings)) writeFileSync(path.join(dir, file), value);
  const scriptDir = mkdtempSync(path.join(tmpdir(), "voicefront-cpu-share-"));
  const executablePath = path.join(scriptDir, "chromium");
  // The shell joins the cgroup, then becomes Chromium: every process it starts is in the group.
  writeFileSync(
    executablePath,
    `#!/bin/sh\necho $$ > '${path.join(dir, "cgroup.procs")}'\nexec '${chromium}' "$@"\n`,
    { mode: 0o755 },
  );
  return {
    executablePath,
    // The group can be removed once the browser's last process has exited: a few tries, apart.
    release: async () => {
      rmSync(scriptDir, { recursive: true, force: true });
      for (let attempt = 0; attempt < 20 && existsSync(dir); attempt++) {
        try {
          rmdirSync(dir);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
