import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * import-x/no-cycle leaves out every `import type` link, so a circle closed by one passes it
 * (docs/decisions/017-one-way-layers.md). This rule reads those circles: it follows every import of
 * the project's own files, type-only ones too, and reports a circle that has a type-only link
 * (the others are import-x/no-cycle's).
 */

const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];
const root = path.resolve(import.meta.dirname, "..");
/** file -> { mtimeMs, links: [{ to, typeOnly }] } */
const linksCache = new Map();

function resolve(from, specifier) {
  const bare = specifier.split("?")[0];
  let base;
  if (bare.startsWith("~/")) base = path.join(root, "app", bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function linksOfSource(file, sourceFile) {
  const links = [];
  const visit = (node) => {
    let specifier = null;
    let typeOnly = false;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        specifier = node.moduleSpecifier.text;
        typeOnly = ts.isImportDeclaration(node)
          ? Boolean(
              node.importClause?.isTypeOnly ||
              (node.importClause &&
                !node.importClause.name &&
                node.importClause.namedBindings &&
                ts.isNamedImports(node.importClause.namedBindings) &&
                node.importClause.namedBindings.elements.length > 0 &&
                node.importClause.namedBindings.elements.every((element) => element.isTypeOnly)),
            )
          : node.isTypeOnly;
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifier = node.arguments[0].text;
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

function linksOf(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = linksCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.links;
  const text = fs.readFileSync(file, "utf8");
  const links = linksOfSource(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest));
  linksCache.set(file, { mtimeMs, links });
  return links;
}

/**
 * A way from `start` back to `target` (the files between), when one has a type-only link or
 * `typed` says the link into `start` was one; null when there is none.
 */
function wayBack(start, target, typed) {
  const seen = new Set([`${start}:${typed}`]);
  const queue = [{ file: start, trail: [start], typed }];
  while (queue.length > 0) {
    const { file, trail, typed: typedSoFar } = queue.shift();
    for (const link of linksOf(file)) {
      const typedNow = typedSoFar || link.typeOnly;
      if (link.to === target) {
        if (typedNow) return trail;
        continue;
      }
      const key = `${link.to}:${typedNow}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ file: link.to, trail: [...trail, link.to], typed: typedNow });
    }
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "No import circle that a type-only link closes" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return {
      "Program:exit"() {
        const source = ts.createSourceFile(
          file,
          context.sourceCode.getText(),
          ts.ScriptTarget.Latest,
          true,
        );
        for (const link of linksOfSource(file, source)) {
          if (link.to === file) continue;
          const way = wayBack(link.to, file, link.typeOnly);
          if (!way) continue;
          const names = [file, ...way, file].map((each) => path.relative(root, each));
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(link.node.getStart(source)),
              end: context.sourceCode.getLocFromIndex(link.node.getEnd()),
            },
            message: `Import circle with a type-only link: ${names.join(" -> ")}`,
          });
        }
      },
    };
  },
};
