import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { measureSiteBundles } from "../../bench/bundle";

/**
 * The voice SDK (about 80 KB gzip) is in no route's first-load JavaScript: it is imported when a
 * call button is first hovered, focused or clicked (docs/decisions/006).
 */

const assets = path.resolve(import.meta.dirname, "../../build/client/assets");

test("the voice SDK is in the client build, as a chunk of its own", () => {
  // Guards the check below: if the SDK's markers stopped matching, it would pass vacuously.
  const sdkChunks = readdirSync(assets).filter(
    (file) =>
      file.endsWith(".js") &&
      readFileSync(path.join(assets, file), "utf8").includes("call-machine"),
  );
  expect(sdkChunks).toHaveLength(1);
});

test("no route's first-load JavaScript, as a browser downloads it, contains the voice SDK", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const results = await measureSiteBundles(browser, baseURL!);
  expect(results.length).toBeGreaterThan(5);
  expect(results.every((route) => route.files > 3)).toBe(true);
  expect(results.filter((route) => route.voiceSdk).map((route) => route.route)).toEqual([]);
});
