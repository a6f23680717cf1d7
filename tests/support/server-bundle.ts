/**
 * The server's entry points (the production server, the inquiries CLI, the outbox child) bundled
 * with esbuild for the tests that start them as processes: a bundle starts in about half the time
 * of `node --import tsx`, which compiles every module on each start, and a run starts some sixty
 * of them. Built once per run (Vitest's global setup, Playwright's config), or on first use.
 *
 * The bundle behaves as its sources: each module keeps its own `import.meta.url`, `dirname` and
 * `filename` (the server finds the project's root and its worker thread's module from them), and
 * packages stay in node_modules, loaded as `npm start` loads them.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "build/test-server");
const ENTRIES = [
  "server/main.ts",
  "server/cli/inquiries.ts",
  "server/testing/outbox-child.ts",
  "server/production-by-default.ts",
];
/** Set once built, so that the processes of the same run (Vitest's workers) reuse it. */
const BUILT = "VOICEFRONT_SERVER_BUNDLE";
let building: Promise<void> | undefined;

export type BundledEntry = (typeof ENTRIES)[number];

/** The node arguments that run `entry` (a path from the project's root) from the bundle. */
export async function bundled(entry: BundledEntry): Promise<string[]> {
  if (process.env[BUILT] !== outDir) await (building ??= buildServerBundle());
  return [path.join(outDir, entry.replace(/\.ts$/, ".mjs"))];
}

/** Bundles every entry, each file written whole before it replaces the last run's. */
export async function buildServerBundle() {
  const result = await build({
    entryPoints: ENTRIES,
    outdir: outDir,
    outbase: root,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    logLevel: "error",
    plugins: [ownImportMeta, firstOfItsOwn],
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.tmp`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  process.env[BUILT] = outDir;
}

const ownImportMeta: Plugin = {
  name: "own-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, "utf8")
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      return { contents: source, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

/**
 * `server/production-by-default.ts` stays a module of its own, imported by the bundle as the
 * sources import it: first. Inlined, it would run after every package the bundle imports (an
 * import is evaluated before the code of the module that imports it), and React, loaded first,
 * would choose its development build: several times slower, and not what `npm start` runs.
 */
const firstOfItsOwn: Plugin = {
  name: "production-by-default-first",
  setup(build) {
    build.onResolve({ filter: /\/production-by-default$/ }, (args) =>
      args.kind === "entry-point" ? undefined : { path: `${args.path}.mjs`, external: true },
    );
  },
};

/** Vitest's global setup: built once, before the run's test files start their processes. */
export default async function setup() {
  await buildServerBundle();
}

if (process.argv[1] === import.meta.filename) await buildServerBundle();
