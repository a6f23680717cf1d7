import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linksOf, modifiedAt, modulesUnder } from "./import-links.js";

/*
 * The layer rules (eslint.config.js) hold only if they fail what they forbid: planted files, in
 * folders made for this test (git ignores lint-planted-*), are linted with the project's own
 * configuration. They import only each other, so the tree's own shape never decides a test.
 */

const root = path.resolve(import.meta.dirname, "..");
const planted = `lint-planted-${process.pid}`;
/** Two planted wings of server/, found as wings because they are neither floors nor tools. */
const wingA = `${planted}-a`;
const wingB = `${planted}-b`;

const files: Record<string, string> = {
  // A dynamic import of server code from browser code.
  [`app/${planted}/loads-server.ts`]: `export const load = () => import("../../server/inbox/lead-desk");\n`,
  // A static one, which the rules caught before.
  [`app/${planted}/imports-server.ts`]: `import { createLeadDesk } from "../../server/inbox/lead-desk";\nexport const desk = createLeadDesk;\n`,
  // A circle whose one link back is \`import type\`.
  [`app/${planted}/circle-a.ts`]: `import type { B } from "./circle-b";\nexport const a = 1;\nexport type A = { b?: B };\n`,
  [`app/${planted}/circle-b.ts`]: `import { a } from "./circle-a";\nexport const b = a;\nexport type B = number;\n`,
  // A circle of values through a third file, and one closed by a dynamic import.
  [`app/${planted}/ring-a.ts`]: `import { b } from "./ring-b";\nexport const a = () => b;\n`,
  [`app/${planted}/ring-b.ts`]: `import { c } from "./ring-c";\nexport const b = () => c;\n`,
  [`app/${planted}/ring-c.ts`]: `export const c = () => import("./ring-a");\n`,
  // What browser code may do: name a server type, import a sibling that imports nothing back.
  [`app/${planted}/good.ts`]: `import type { LeadDesk } from "../../server/inbox/lead-desk";\nimport { b } from "./circle-b";\nexport type Desk = LeadDesk;\nexport const good = b;\n`,
  // A folder circle of four files and no file circle: left/x -> right/y, right/z -> left/w.
  [`app/${planted}/left/x.ts`]: `import { y } from "../right/y";\nexport const x = y;\n`,
  [`app/${planted}/right/y.ts`]: `export const y = 1;\n`,
  [`app/${planted}/right/z.ts`]: `import type { W } from "../left/w";\nexport const z: W = 2;\n`,
  [`app/${planted}/left/w.ts`]: `export type W = number;\n`,
  // The same circle where one link lands a level deeper: outer/p -> inner/store/s, inner/q -> outer/r.
  [`app/${planted}/outer/p.ts`]: `import { s } from "../inner/store/s";\nexport const p = s;\n`,
  [`app/${planted}/inner/store/s.ts`]: `export const s = 1;\n`,
  [`app/${planted}/inner/q.ts`]: `import { r } from "../outer/r";\nexport const q = r;\n`,
  [`app/${planted}/outer/r.ts`]: `export const r = 2;\n`,
  // One way only between two folders: no circle.
  [`app/${planted}/after/one-way.ts`]: `import { y } from "../right/y";\nexport const oneWay = y;\n`,
  // A wing's insides, its door, and another wing that reaches each.
  [`server/${wingA}/inside.ts`]: `export const inside = 1;\n`,
  [`server/${wingA}/${wingA}-wing.ts`]: `import { inside } from "./inside";\nexport const createPlantedWing = () => ({ inside });\n`,
  [`server/${wingB}/reaches-inside.ts`]: `import type { inside } from "../${wingA}/inside";\nexport type Reached = typeof inside;\n`,
  [`server/${wingB}/uses-door.ts`]: `import { createPlantedWing } from "../${wingA}/${wingA}-wing";\nexport const wing = createPlantedWing();\n`,
  // A test may set up several wings together.
  [`server/${wingB}/reaches-inside.test.ts`]: `import { inside } from "../${wingA}/inside";\nexport const reached = inside;\n`,
  // A shared floor that names a wing: even its door, even a type, even the wing's part in core/.
  [`server/inquiries/${planted}.ts`]: `import type { createPlantedWing } from "../${wingA}/${wingA}-wing";\nimport { rule } from "../../core/${planted}/rule";\nexport type Named = typeof createPlantedWing;\nexport const named = rule;\n`,
  [`core/${planted}/rule.ts`]: `export const rule = 1;\n`,
};

let results: Map<string, ESLint.LintResult>;

beforeAll(async () => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  // `ignore: false`: the project's configuration ignores planted folders (the tree's own lint).
  const eslint = new ESLint({ cwd: root, ignore: false });
  const linted = await eslint.lintFiles(Object.keys(files).map((name) => path.join(root, name)));
  results = new Map(linted.map((result) => [path.relative(root, result.filePath), result]));
}, 120_000);

afterAll(() => {
  const folders = [`app/${planted}`, `server/${wingA}`, `server/${wingB}`, `core/${planted}`];
  for (const folder of folders) rmSync(path.join(root, folder), { recursive: true, force: true });
  rmSync(path.join(root, `server/inquiries/${planted}.ts`), { force: true });
});

const messages = (name: string) => {
  const result = results.get(name);
  if (!result) throw new Error(`${name} was not linted`);
  return result.messages;
};
const rulesBroken = (name: string) => messages(name).map((message) => message.ruleId);

describe("the layer rules", () => {
  it("refuse a dynamic import of server code in browser code", () => {
    expect(rulesBroken(`app/${planted}/loads-server.ts`)).toContain("no-restricted-syntax");
  });

  it("refuse a static import of server code in browser code", () => {
    expect(rulesBroken(`app/${planted}/imports-server.ts`)).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
  });

  it("refuse an import circle closed by an import type link", () => {
    expect(rulesBroken(`app/${planted}/circle-a.ts`)).toContain("circles/no-file-circle");
    expect(rulesBroken(`app/${planted}/circle-b.ts`)).toContain("circles/no-file-circle");
  });

  it("refuse a circle of three files, closed by a dynamic import", () => {
    for (const file of ["ring-a", "ring-b", "ring-c"]) {
      expect(rulesBroken(`app/${planted}/${file}.ts`)).toContain("circles/no-file-circle");
    }
  });

  it("let through a server type and a one-way import", () => {
    expect(messages(`app/${planted}/good.ts`)).toEqual([]);
  });
});

describe("the tree the circle rules read", () => {
  // The tree changes while a lint runs (this file's plants come and go beside the project's own
  // lint in `npm test`): a module listed a moment ago may be gone when it is read.
  it("reads a module or folder that is gone as linking nowhere, instead of failing the lint", () => {
    const gone = path.join(root, "app", `${planted}-gone`);
    expect(modifiedAt(path.join(gone, "module.ts"))).toBeNull();
    expect(linksOf(path.join(gone, "module.ts"))).toEqual([]);
    expect(modulesUnder(gone)).toEqual([]);
  });
});

describe("the folder rule", () => {
  it("refuses a circle between two folders made of four files, a type-only link included", () => {
    expect(rulesBroken(`app/${planted}/left/x.ts`)).toEqual(["shape/no-folder-circle"]);
    expect(rulesBroken(`app/${planted}/right/z.ts`)).toEqual(["shape/no-folder-circle"]);
    expect(messages(`app/${planted}/left/x.ts`)[0]?.message).toContain(
      `Folder circle in app/${planted}/: left -> right here, and back: app/${planted}/right/z.ts imports app/${planted}/left/w.ts`,
    );
  });

  it("refuses it when one link lands in a folder's sub-folder", () => {
    expect(rulesBroken(`app/${planted}/outer/p.ts`)).toEqual(["shape/no-folder-circle"]);
    expect(rulesBroken(`app/${planted}/inner/q.ts`)).toEqual(["shape/no-folder-circle"]);
  });

  it("lets through folders that import one way", () => {
    expect(messages(`app/${planted}/after/one-way.ts`)).toEqual([]);
    expect(messages(`app/${planted}/right/y.ts`)).toEqual([]);
  });
});

describe("the wing rule", () => {
  it("refuses a wing that reaches into another wing's insides, even for a type", () => {
    expect(rulesBroken(`server/${wingB}/reaches-inside.ts`)).toEqual(["shape/wing-doors"]);
    expect(messages(`server/${wingB}/reaches-inside.ts`)[0]?.message).toContain(
      `may import only its door, server/${wingA}/${wingA}-wing.ts`,
    );
  });

  it("refuses a shared floor that imports a wing, its door or its rules in core/", () => {
    expect(rulesBroken(`server/inquiries/${planted}.ts`)).toEqual([
      "shape/wing-doors",
      "shape/wing-doors",
    ]);
    expect(messages(`server/inquiries/${planted}.ts`)[0]?.message).toContain(
      "server/inquiries is a shared floor and names no wing",
    );
  });

  it("lets a wing through another's door, and a test set up several wings", () => {
    expect(messages(`server/${wingB}/uses-door.ts`)).toEqual([]);
    expect(messages(`server/${wingB}/reaches-inside.test.ts`)).toEqual([]);
    expect(messages(`server/${wingA}/${wingA}-wing.ts`)).toEqual([]);
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
      ignore: false,
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
