import path from "node:path";
import {
  isTestCode,
  linksOf,
  modifiedAt,
  modulesUnder,
  onImports,
  relative,
  root,
} from "./import-links.js";

/**
 * A folder is a room with one door: when two folders import each other, through any number of
 * files and type-only links included, one is really two rooms or a third is missing. File-level
 * rules cannot see this: `a/x.ts -> b/y.ts` and `b/z.ts -> a/w.ts` make no file circle.
 *
 * The rooms are the sub-folders of app/, server/ and core/, at every depth: a link between
 * two files counts between the two sibling folders that hold them under their nearest common
 * folder (server/calendar/x.ts -> server/booking/store/y.ts is calendar -> booking, in server/).
 * The files directly inside a folder (server/main.ts, server/config.ts) are its hallway, not a
 * room, and tests are left out (see isTestCode).
 */

const ROOTS = ["app", "server", "core"];

/** The two rooms a link joins, as the folder that holds both and their names in it; or null. */
function roomsOf(from, to) {
  const fromFolders = path.dirname(relative(from)).split("/");
  const toFolders = path.dirname(relative(to)).split("/");
  let shared = 0;
  while (fromFolders[shared] !== undefined && fromFolders[shared] === toFolders[shared]) shared++;
  if (shared === 0 || shared === fromFolders.length || shared === toFolders.length) return null;
  return {
    level: fromFolders.slice(0, shared).join("/"),
    from: fromFolders[shared],
    to: toFolders[shared],
  };
}

/**
 * The tree is looked at again at most this often: a look (every module listed and its time
 * read) costs a few milliseconds, and ESLint asks for each of several hundred files in a run.
 */
const LOOK_AGAIN_MS = 1000;
let graph = { key: null, levels: new Map(), lookedAt: 0 };

/**
 * Links between rooms, by the folder that holds them: level -> room -> room -> one link that
 * makes it ({ from, to }). Built again when a module was added, removed or changed.
 */
function roomLinks() {
  if (Date.now() - graph.lookedAt < LOOK_AGAIN_MS) return graph.levels;
  const modules = ROOTS.flatMap((name) => modulesUnder(path.join(root, name)))
    .filter((file) => !isTestCode(file))
    .map((file) => ({ file, at: modifiedAt(file) }))
    .filter(({ at }) => at !== null);
  const key = modules.map(({ file, at }) => `${file}:${at}`).join("\n");
  if (key !== graph.key) {
    const levels = new Map();
    for (const { file: from } of modules) {
      for (const { to } of linksOf(from)) {
        const rooms = isTestCode(to) ? null : roomsOf(from, to);
        if (!rooms) continue;
        if (!levels.has(rooms.level)) levels.set(rooms.level, new Map());
        const level = levels.get(rooms.level);
        if (!level.has(rooms.from)) level.set(rooms.from, new Map());
        if (!level.get(rooms.from).has(rooms.to)) level.get(rooms.from).set(rooms.to, { from, to });
      }
    }
    graph = { key, levels };
  }
  graph.lookedAt = Date.now();
  return graph.levels;
}

/** The links from room `start` back to room `target` in one level, shortest first; or null. */
function wayBack(level, start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const room = queue.shift();
    for (const [next, link] of level.get(room) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, { room, link });
      if (next === target) {
        const way = [];
        for (let step = cameFrom.get(target); step; step = cameFrom.get(step.room)) {
          way.unshift(step.link);
        }
        return way;
      }
      queue.push(next);
    }
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "No circle between folders of app/, server/ or core/" },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const inRoots = ROOTS.some((name) => relative(file).startsWith(`${name}/`));
    if (!inRoots || isTestCode(file)) return {};
    return onImports(file, (node, to) => {
      const rooms = isTestCode(to) ? null : roomsOf(file, to);
      const level = rooms && roomLinks().get(rooms.level);
      const way = level && wayBack(level, rooms.to, rooms.from);
      if (!way) return;
      const back = way.map((link) => `${relative(link.from)} imports ${relative(link.to)}`);
      context.report({
        node,
        message:
          `Folder circle in ${rooms.level}/: ${rooms.from} -> ${rooms.to} here, and back: ` +
          `${back.join(", ")}. A folder is a room with one door: move what both use into a room ` +
          `of its own, or let the wiring hand it over.`,
      });
    });
  },
};
