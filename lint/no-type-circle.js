import path from "node:path";
import { linksOf, parsedLinks, root } from "./import-links.js";

/**
 * import-x/no-cycle leaves out every `import type` link, so a circle closed by one passes it
 * (docs/decisions/017-one-way-layers.md). This rule reads those circles: it follows every import of
 * the project's own files, type-only ones too, and reports a circle that has a type-only link
 * (the others are import-x/no-cycle's).
 */

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
        for (const link of parsedLinks(context)) {
          if (link.to === file) continue;
          const way = wayBack(link.to, file, link.typeOnly);
          if (!way) continue;
          const names = [file, ...way, file].map((each) => path.relative(root, each));
          context.report({
            loc: link.loc,
            message: `Import circle with a type-only link: ${names.join(" -> ")}`,
          });
        }
      },
    };
  },
};
