import { defineConfig } from "vitest/config";
import { REPLACING_MODULES } from "./tests/support/replacing-modules.js";

/**
 * Files that only compute (no database, server, child process or real timer of their own): they
 * run in worker threads, which start cheaper than the processes the others get (about 13% less
 * CPU for these files, measured side by side). The rest stay in processes of their own: native
 * database drivers, servers, signals and `process.exit` do not belong in a shared process.
 */
const COMPUTING = [
  "app/**/*.test.{ts,tsx}",
  "core/**/*.test.ts",
  "scripts/**/*.test.ts",
  "bench/**/*.test.ts",
  "lint/**/*.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Most files wait (on child processes, servers, timers, the database) more than they compute:
    // on a 2-core machine Vitest's default (one worker per core less one) would run them in turn.
    // Each file has databases of its own (server/db/test-databases.ts), so they never meet. Three
    // at a time beside another busy process stretched real-time checks (a send timeout, a grace
    // period) past their margins; two do not.
    maxWorkers: 2,
    globalSetup: ["tests/support/server-bundle.ts", "server/db/test-database-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "computing", include: COMPUTING, pool: "threads" } },
      {
        extends: true,
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          exclude: REPLACING_MODULES,
          pool: "forks",
          // One process per worker runs its files in turn with the modules already loaded: a
          // process and a module graph per file cost about 0.6 CPU seconds each (measured on 25
          // files: 40.1 -> 24.8 CPU s). Safe because no server test changes process-wide state
          // (environment, timers, globals) or replaces a module: lint refuses vi.mock there.
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: REPLACING_MODULES, pool: "forks" } },
    ],
  },
});
