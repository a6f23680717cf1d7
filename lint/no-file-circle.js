import path from "node:path";
import { linksOf, parsedLinks, root } from "./import-links.js";

/**
 * No module imports itself back through a circle of the project's own files, type-only links
 * (`import type`, `export type`) and dynamic `import()` included (docs/decisions/017-one-way-layers.md).
 * It reads the import graph lint/import-links.js keeps, which lint/no-folder-circle.js reads too;
 * import-x/no-cycle, which it replaces, left out type-only links and took half of the lint's time
 * resolving the same graph again.
 */

/** A way from `start` back to `target` (the files between), or null when there is none. */
function wayBack(start, target) {
  const seen = new Set([start]);
  const queue = [{ file: start, trail: [start] }];
  while (queue.length > 0) {
    const { file, trail } = queue.shift();
    for (const link of linksOf(file)) {
      if (link.to === target) return trail;
      if (seen.has(link.to)) continue;
      seen.add(link.to);
      queue.push({ file: link.to, trail: [...trail, link.to] });
    }
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "No import circle between the project's files" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return {
      "Program:exit"() {
        for (const link of parsedLinks(context)) {
          if (link.to === file) continue;
          const way = wayBack(link.to, file);
          if (!way) continue;
          const names = [file, ...way, file].map((each) => path.relative(root, each));
          context.report({ loc: link.loc, message: `Import circle: ${names.join(" -> ")}` });
        }
      },
    };
  },
};
