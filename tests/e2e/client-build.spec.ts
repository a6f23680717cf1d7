import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * What hydration runs through is compiled with the script, off the main thread; what loads later
 * is compiled as it runs (vite.config.ts, `compiledWithTheScript`).
 */

const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The start of the first two lines of a built file: the hint must precede the code. */
function head(name: string): string {
  const files = readdirSync(assets).filter(
    (file) => file.startsWith(`${name}-`) && file.endsWith(".js"),
  );
  expect(files, name).toHaveLength(1);
  const lines = readFileSync(path.join(assets, files[0]!), "utf8").split("\n", 2);
  return lines.map((line) => line.slice(0, 100)).join("\n");
}

test("React, React Router, the site's shared modules and each route are compiled with the script", () => {
  for (const name of [
    "framework",
    "site",
    "layout",
    "entry.client",
    "root",
    "home",
    "privacy-policy",
  ]) {
    expect(head(name), name).toContain(COMPILE_HINT);
  }
});

test("code loaded later (the voice SDK, the consent dialog) is not", () => {
  for (const name of ["vapi", "ConsentDialog", "call-controller-instance"]) {
    expect(head(name), name).not.toContain(COMPILE_HINT);
  }
});
