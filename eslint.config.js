import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import noFolderCircle from "./lint/no-folder-circle.js";
import noFileCircle from "./lint/no-file-circle.js";
import rawColour from "./lint/no-raw-colour.js";
import wingDoors from "./lint/wing-doors.js";
import { REPLACING_MODULES } from "./tests/support/replacing-modules.js";

export default tseslint.config(
  {
    ignores: [
      "**/build/",
      "**/.react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      ".generated/",
      ".tmp/",
      // Planted by lint/lint-rules.test.ts, which lints them itself, while \`npm test\` lints the
      // tree beside it.
      "**/lint-planted-*/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's rules where React runs: elsewhere a `use…` function is a test's set-up, not a hook.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, circles: { rules: { "no-file-circle": noFileCircle } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver()],
    },
    rules: {
      // A circle between files, type-only links included (import-x/no-cycle skipped those).
      "circles/no-file-circle": "error",
      // Imports run one way (docs/decisions/017-one-way-layers.md).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./server",
              from: "./app",
              message: "The server never imports app/: what both sides use belongs in core/.",
            },
            {
              target: "./core",
              from: ["./app", "./server"],
              message: "core/ is what both sides obey: it imports neither app/ nor server/.",
            },
            {
              target: "./app",
              from: "./server",
              except: ["./inbox"],
              message: "app/ reaches the server only through a wing's door (server/inbox/).",
            },
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  // Colours are the roles of app/theme.css: no palette class, no colour written out, in the site,
  // its stylesheets, the HTML e-mails and the brand assets (docs/decisions/026-colour-roles.md).
  {
    files: ["app/**/*.css"],
    ignores: ["app/theme.css"],
    plugins: { colours: rawColour },
    processor: "colours/css",
  },
  {
    files: [
      "app/**/*.{ts,tsx}",
      "app/**/*.css/*.js",
      "server/**/*email-html.tsx",
      "scripts/brand-assets.ts",
    ],
    plugins: { colours: rawColour },
    rules: { "colours/no-raw-colour": "error" },
  },
  {
    // The house's shape (README "Layout"): no circle between folders, and wings that meet the
    // floors and each other only where the wiring joins them.
    files: ["{app,server,core}/**/*.{ts,tsx}"],
    plugins: { shape: { rules: { "no-folder-circle": noFolderCircle, "wing-doors": wingDoors } } },
    rules: {
      "shape/no-folder-circle": "error",
      "shape/wing-doors": [
        "error",
        {
          floors: ["server/inquiries", "server/db", "server/http", "server/limits"],
          // The owner's commands and the whole-site test set-ups use wings as the wiring does.
          notWings: ["server/cli", "server/testing"],
          // The inquiry's record and fields, the lead's rules and the shared words: the floors'
          // own nouns, not a wing's.
          sharedCore: ["core/contact", "core/inbox", "core/content"],
        },
      ],
    },
  },
  {
    // Browser code may name the server's types, never import its code: only server modules
    // (*.server.ts) run what the server exports.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts"],
    rules: {
      // import() is code, never a type: browser code loads nothing from server/.
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^|\\/)server\\//]",
          message: "Browser code never loads server/ code, not even with import().",
        },
      ],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**"],
              allowTypeImports: true,
              message:
                "Browser code imports only types from server/; its code stays on the server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server test files share their worker's process and modules (vitest.config.ts): one may not
    // replace a module or change what the next file finds. A file that must is listed in
    // REPLACING_MODULES, which gives it a process of its own.
    files: ["server/**/*.test.ts"],
    ignores: REPLACING_MODULES,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubEnv|stubGlobal|useFakeTimers)$/]",
          message:
            "Server tests share a process: list the file in REPLACING_MODULES (tests/support/replacing-modules.js) to replace modules, timers, globals or the environment.",
        },
        {
          selector:
            "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
          message:
            "Server tests share a process: pass a server its environment (startServer's env) instead of changing this one's.",
        },
      ],
    },
  },
);
