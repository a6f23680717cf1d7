import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The layer rules (eslint.config.js) hold only if they fail what they forbid: planted files, in a
 * folder of app/ made for this test, are linted with the project's own configuration.
 */

const root = path.resolve(import.meta.dirname, "..");
const planted = path.join(root, "app", `lint-planted-${process.pid}`);

const files: Record<string, string> = {
  // A dynamic import of server code from browser code.
  "loads-server.ts": `export const load = () => import("../../server/inbox/lead-desk");\n`,
  // A static one, which the rules caught before.
  "imports-server.ts": `import { createLeadDesk } from "../../server/inbox/lead-desk";\nexport const desk = createLeadDesk;\n`,
  // A circle whose one link back is \`import type\`.
  "circle-a.ts": `import type { B } from "./circle-b";\nexport const a = 1;\nexport type A = { b?: B };\n`,
  "circle-b.ts": `import { a } from "./circle-a";\nexport const b = a;\nexport type B = number;\n`,
  // What browser code may do: name a server type, import a sibling that imports nothing back.
  "good.ts": `import type { LeadDesk } from "../../server/inbox/lead-desk";\nimport { b } from "./circle-b";\nexport type Desk = LeadDesk;\nexport const good = b;\n`,
};

let results: Map<string, ESLint.LintResult>;

beforeAll(async () => {
  mkdirSync(planted, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(planted, name), text);
  const eslint = new ESLint({ cwd: root });
  const linted = await eslint.lintFiles(Object.keys(files).map((name) => path.join(planted, name)));
  results = new Map(linted.map((result) => [path.basename(result.filePath), result]));
}, 120_000);

afterAll(() => rmSync(planted, { recursive: true, force: true }));

const rulesBroken = (name: string) => results.get(name)?.messages.map((message) => message.ruleId);

describe("the layer rules", () => {
  it("refuse a dynamic import of server code in browser code", () => {
    expect(rulesBroken("loads-server.ts")).toContain("no-restricted-syntax");
  });

  it("refuse a static import of server code in browser code", () => {
    expect(rulesBroken("imports-server.ts")).toContain("@typescript-eslint/no-restricted-imports");
  });

  it("refuse an import circle closed by an import type link", () => {
    expect(rulesBroken("circle-a.ts")).toContain("circles/no-type-circle");
    expect(rulesBroken("circle-b.ts")).toContain("circles/no-type-circle");
  });

  it("let through a server type and a one-way import", () => {
    expect(results.get("good.ts")?.messages).toEqual([]);
  });
});

/*
 * The colour rule (lint/no-raw-colour.js): paint planted in a component, a style object and a
 * stylesheet of app/ fails; roles of app/theme.css pass.
 */
describe("the colour rule", () => {
  const colourDir = path.join(root, "app", `lint-planted-colours-${process.pid}`);
  const colourFiles: Record<string, string> = {
    "palette.tsx": `export const Cta = () => <a className="bg-indigo-600 hover:text-slate-900/80">Go</a>;\n`,
    "literal.tsx": `export const Dot = () => <span className="bg-[#4f46e5]" style={{ color: "#fff", background: "oklch(60% 0.2 150)" }} />;\n`,
    "sheet.css": `.glow {\n  background: rgb(99 102 241 / 0.45);\n  color: var(--color-rose-50);\n}\n`,
    "roles.tsx": `export const Cta = () => <a href="#main" className="bg-brand-600 text-ink-900 from-tile-1-start bg-white/10">Booking #1234</a>;\n`,
  };
  let colourResults: Map<string, ESLint.LintResult>;

  beforeAll(async () => {
    mkdirSync(colourDir, { recursive: true });
    for (const [name, text] of Object.entries(colourFiles)) {
      writeFileSync(path.join(colourDir, name), text);
    }
    // The project's configuration, running this rule only: the others have their own plants.
    const eslint = new ESLint({
      cwd: root,
      ruleFilter: ({ ruleId }) => ruleId === "colours/no-raw-colour",
    });
    const linted = await eslint.lintFiles(
      Object.keys(colourFiles).map((name) => path.join(colourDir, name)),
    );
    colourResults = new Map(linted.map((result) => [path.basename(result.filePath), result]));
  }, 120_000);

  afterAll(() => rmSync(colourDir, { recursive: true, force: true }));

  const colourProblems = (name: string) =>
    colourResults
      .get(name)
      ?.messages.map((message) => `${message.line}: ${/"([^"]+)"/.exec(message.message)?.[1]}`);

  it("refuses a class of Tailwind's palette", () => {
    expect(colourProblems("palette.tsx")).toEqual(["1: bg-indigo-600", "1: text-slate-900/80"]);
  });

  it("refuses a colour written out in a class name or a style object", () => {
    expect(colourProblems("literal.tsx")).toEqual(["1: #4f46e5", "1: #fff", "1: oklch("]);
  });

  it("refuses paint in a stylesheet, on its line", () => {
    expect(colourProblems("sheet.css")).toEqual(["2: rgb(", "3: color-rose-50"]);
  });

  it("lets the theme's roles, a fragment link and a number in words through", () => {
    expect(colourResults.get("roles.tsx")?.messages).toEqual([]);
  });
});
