/**
 * The server's entry points (the production server, the inquiries CLI, the outbox child) bundled
 * with esbuild for the tests that start them as processes: a bundle starts in about half the time
 * of `node --import tsx`, which compiles every module on each start, and a run starts some sixty
 * of them. Built once per run (Vitest's global setup, Playwright's config), or on first use.
 *
 * The bundle behaves as its sources: each module keeps its own `import.meta.url`, `dirname` and
 * `filename` (the server finds the project's root and its worker thread's module from them). Its
 * packages are bundled with it, all but the native ones and those the React Router build it serves
 * imports too (SHARED_WITH_THE_SITE): two copies of those (Temporal's polyfill, zod, React Router's
 * context) would not know each other's objects, so they stay in node_modules, loaded once. Loading
 * a package is a file, a format check and a compile per module: bundled, a command of the
 * inquiries CLI starts in half the processor time (0.25 instead of 0.5 CPU s; a run starts some
 * fifty), and a server opens 460 files instead of 690 (about 0.1 CPU s less of 1.45; a run starts
 * some sixty).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions, type Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");
const outDir = path.join(root, "build/test-server");
const SERVER_ENTRIES = [
  "server/main.ts",
  "server/testing/outbox-child.ts",
  "server/production-by-default.ts",
] as const;
const CLI_ENTRY = "server/cli/inquiries.ts";
/** Native packages (and PostgreSQL's client, whose native half is optional): loaded, not bundled. */
const NATIVE = ["better-sqlite3", "@node-rs/argon2", "lightningcss", "pg"];
/**
 * The packages the React Router build imports (build/server): the server hands that build its
 * requests, its context and its database, so both must load the same copy. A test holds this
 * list to the build's imports (server-bundle.test.ts).
 */
export const SHARED_WITH_THE_SITE = [
  "react",
  "react-dom",
  "react-router",
  "@react-router/node",
  "kysely",
  "zod",
  "temporal-polyfill",
  "eventsource-parser",
];
/** Set once built, so that the processes of the same run (Vitest's workers) reuse it. */
const BUILT = "VOICEFRONT_SERVER_BUNDLE";
let building: Promise<void> | undefined;

export type BundledEntry = (typeof SERVER_ENTRIES)[number] | typeof CLI_ENTRY;

/** The node arguments that run `entry` (a path from the project's root) from the bundle. */
export async function bundled(entry: BundledEntry): Promise<string[]> {
  if (process.env[BUILT] !== outDir) await (building ??= buildServerBundle());
  return [path.join(outDir, entry.replace(/\.ts$/, ".mjs"))];
}

/** Bundles every entry, each file written whole before it replaces the last run's. */
export async function buildServerBundle() {
  const options = {
    outdir: outDir,
    outbase: root,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "error",
    plugins: [ownImportMeta, firstOfItsOwn],
    // The bundled CommonJS packages' `require` of Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  } satisfies BuildOptions;
  const results = await Promise.all([
    build({
      ...options,
      entryPoints: [...SERVER_ENTRIES],
      external: [...NATIVE, ...SHARED_WITH_THE_SITE.flatMap((name) => [name, `${name}/*`])],
    }),
    build({ ...options, entryPoints: [CLI_ENTRY], external: NATIVE }),
  ]);
  for (const file of results.flatMap((result) => result.outputFiles)) {
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
