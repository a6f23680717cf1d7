import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_WITH_THE_SITE } from "../tests/support/server-bundle";
import { buildSiteIfMissing, SITE_SERVER_BUILD } from "./site-build";

/** `from "x"`, `import "x"` and `import("x")`, where x names a package (or a file in one). */
const PACKAGE_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*)"((?:@[\w.-]+\/)?[\w][\w.-]*(?:\/[\w./-]+)?)"/g;

/** The package each bare import of the React Router build names ("react-dom/server": react-dom). */
function packagesTheSiteBuildImports(): Set<string> {
  buildSiteIfMissing({ quiet: true });
  const packages = new Set<string>();
  for (const file of readdirSync(SITE_SERVER_BUILD, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".js")) continue;
    const source = readFileSync(path.join(SITE_SERVER_BUILD, file), "utf8");
    for (const [, specifier] of source.matchAll(PACKAGE_IMPORT)) {
      if (specifier!.startsWith("node:") || builtinModules.includes(specifier!)) continue;
      const parts = specifier!.split("/");
      packages.add(specifier!.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
    }
  }
  return packages;
}

describe("the test servers' bundle", () => {
  it("loads every package the site's build imports from node_modules, as the build does", () => {
    const imported = packagesTheSiteBuildImports();
    // Loaded by the browser only (the call's SDK, the passkey prompt): never on the server.
    for (const browserOnly of ["@vapi-ai/web", "@simplewebauthn/browser"])
      imported.delete(browserOnly);
    expect(imported.size).toBeGreaterThan(3);
    expect([...imported].filter((name) => !SHARED_WITH_THE_SITE.includes(name))).toEqual([]);
  });
});
