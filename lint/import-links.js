import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The project's own import graph, as the lint rules in this folder read it: every link from a
 * module to another of the project's files, type-only ones too (`import type`, `export type`,
 * `typeof import("…")`), which import-x's rules leave out.
 */

const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];
export const root = path.resolve(import.meta.dirname, "..");
/** file -> { mtimeMs, links: [{ to, typeOnly }] } */
const linksCache = new Map();

export function resolve(from, specifier) {
  const bare = specifier.split("?")[0];
  let base;
  if (bare.startsWith("~/")) base = path.join(root, "app", bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

function typeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return Boolean(
    !clause.name &&
    named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly),
  );
}

/** The links of a parsed module, each with the node that makes it (for a rule's report). */
export function linksOfSource(file, sourceFile) {
  const links = [];
  const visit = (node) => {
    let specifier = null;
    let typeOnly = false;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        specifier = node.moduleSpecifier.text;
        typeOnly = ts.isImportDeclaration(node) ? typeOnlyImport(node) : node.isTypeOnly;
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifier = node.arguments[0].text;
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifier = node.argument.literal.text;
      typeOnly = true;
    }
    if (specifier) {
      const to = resolve(file, specifier);
      if (to) links.push({ to, typeOnly, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return links;
}

/**
 * When the file was last changed, or null once it is gone: the tree changes while a lint runs (a
 * test's planted files come and go, an editor saves), and a module that is gone links nowhere.
 */
export function modifiedAt(file) {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;
}

/** What `read` returns, or `gone` when the file or folder it reads is no longer there. */
function unlessGone(read, gone) {
  try {
    return read();
  } catch (error) {
    if (error.code === "ENOENT") return gone;
    throw error;
  }
}

/** The links of a module on disk, read again only when the file changed; none once it is gone. */
export function linksOf(file) {
  const mtimeMs = modifiedAt(file);
  if (mtimeMs === null) return [];
  const cached = linksCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.links;
  const text = unlessGone(() => fs.readFileSync(file, "utf8"), null);
  if (text === null) return [];
  const links = linksOfSource(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest));
  linksCache.set(file, { mtimeMs, links });
  return links;
}

/** The module being linted, parsed with positions so a link's node can be reported. */
export function parsedLinks(context) {
  const file = context.filename;
  const source = ts.createSourceFile(
    file,
    context.sourceCode.getText(),
    ts.ScriptTarget.Latest,
    true,
  );
  return linksOfSource(file, source).map((link) => ({
    ...link,
    loc: {
      start: context.sourceCode.getLocFromIndex(link.node.getStart(source)),
      end: context.sourceCode.getLocFromIndex(link.node.getEnd()),
    },
  }));
}

/**
 * ESLint visitors that hand `use` each import of the linted module that resolves to one of the
 * project's files, with its node: ESLint's own tree, so the module is not parsed again.
 */
export function onImports(file, use) {
  const link = (node, specifier) => {
    const to = typeof specifier === "string" ? resolve(file, specifier) : null;
    if (to) use(node, to);
  };
  return {
    ImportDeclaration: (node) => link(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && link(node, node.source.value),
    ExportAllDeclaration: (node) => link(node, node.source.value),
    ImportExpression: (node) => link(node, node.source.value),
    TSImportType: (node) => link(node, node.argument?.literal?.value),
  };
}

/**
 * Tests and what only they use (`*.test.ts`, `*.test-support.ts`, `testing/` folders): nothing
 * in production imports them, and a test may set up several wings together.
 */
export function isTestCode(file) {
  return /\.test(-support)?\.tsx?$/.test(file) || relative(file).split("/").includes("testing");
}

/** Every TypeScript module under `folder` (none once it is gone). */
export function modulesUnder(folder) {
  const entries = unlessGone(() => fs.readdirSync(folder, { withFileTypes: true }), []);
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

export const relative = (file) => path.relative(root, file).split(path.sep).join("/");
