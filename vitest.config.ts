import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "lint/**/*.test.ts",
    ],
    // Most files wait (on child processes, servers, timers, the database) more than they compute:
    // on a 2-core machine Vitest's default (one worker per core less one) would run them in turn.
    // Each file has databases of its own (server/db/test-databases.ts), so they never meet. Three
    // at a time beside another busy process stretched real-time checks (a send timeout, a grace
    // period) past their margins; two do not.
    maxWorkers: 2,
    globalSetup: ["tests/support/server-bundle.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
