import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Not the folders lint/lint-rules.test.ts plants its modules in (git ignores them): that test may
 * be removing one as the copy is made, beside it in the same run.
 */
const notPlanted = (source: string) => !path.basename(source).startsWith("lint-planted-");

/**
 * The site built in a copy of the project, as a fork builds it: `change` edits the copy first
 * (a theme of its own), `env` is the build's environment (SITE_LANGUAGES, or secrets it must not leak). Only React Router's
 * build runs: the fonts cut by this tree's `npm run build` (which the e2e suite needs first) and
 * its packages are linked in. Returns the copy's directory, for `startServer({ cwd })`.
 */
export function builtCopy({
  prefix,
  change = () => undefined,
  env = {},
}: {
  prefix: string;
  change?: (copy: string) => void;
  env?: Record<string, string>;
}): string {
  const copy = mkdtempSync(path.join(tmpdir(), `voicefront-${prefix}-`));
  for (const entry of ["app", "core", "server", "public", "package.json", "tsconfig.json"]) {
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true, filter: notPlanted });
  }
  for (const entry of ["react-router.config.ts", "vite.config.ts"]) {
    cpSync(path.join(root, entry), path.join(copy, entry));
  }
  for (const entry of ["node_modules", ".generated"]) {
    symlinkSync(path.join(root, entry), path.join(copy, entry));
  }
  change(copy);
  execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: copy,
    stdio: "ignore",
    env: { ...process.env, ...env },
  });
  return copy;
}
