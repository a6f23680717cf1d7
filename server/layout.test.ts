import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/** The README's "Layout" names every folder a reader meets first; this keeps it so. */

const root = path.resolve(import.meta.dirname, "..");

function folders(dir: string): string[] {
  const names = readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== ".git")
    .map((entry) => path.join(dir, entry.name));
  // What git ignores (build output, dependencies, generated types) is no part of the layout.
  let ignored: string[] = [];
  try {
    ignored = execFileSync("git", ["check-ignore", ...names], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    // Exit status 1: none of them is ignored.
  }
  return names.filter((name) => !ignored.includes(name));
}

const readme = readFileSync(path.join(root, "README.md"), "utf8");
const layout = readme.slice(readme.indexOf("## Layout"));
const listed = (folder: string) => new RegExp(`^\\s*${folder.replace(".", "\\.")}/`, "m");

it("names every top-level folder in the README's Layout", () => {
  const missing = folders(".").filter((folder) => !listed(folder).test(layout));
  expect(missing).toEqual([]);
});

it("names every folder of server/ in the README's Layout", () => {
  const missing = folders("server").filter((folder) => !listed(folder).test(layout));
  expect(missing).toEqual([]);
});
