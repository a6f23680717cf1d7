import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { measureBareApp, measureSiteBundles } from "../../bench/bundle";

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

/**
 * The first-load budget of every route, English and Spanish, as Chromium downloads it: 120 KB,
 * and at most 5 KB over the bare React Router app's, measured in the same run (issue 49).
 */
const FIRST_LOAD_BUDGET_KB = 120;
const OVER_THE_BARE_APP_KB = 5;

test("no route's first-load JavaScript, as a browser downloads it, contains the voice SDK or passes the budget", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const results = await measureSiteBundles(browser, baseURL!);
  expect(results.length).toBeGreaterThan(5);
  expect(results.every((route) => route.files > 3)).toBe(true);
  expect(results.filter((route) => route.voiceSdk).map((route) => route.route)).toEqual([]);
  const bareApp = await measureBareApp(browser);
  expect(bareApp.files).toBeGreaterThan(2);
  const limit = Math.min(FIRST_LOAD_BUDGET_KB, bareApp.browserKb + OVER_THE_BARE_APP_KB);
  const over = results.filter((route) => route.browserKb > limit);
  expect(
    over.map((route) => `${route.route}: ${route.browserKb} KB (bare app ${bareApp.browserKb})`),
  ).toEqual([]);
  // A page's words are its data: its Spanish twin loads the very same scripts.
  const byRoute = new Map(results.map((route) => [route.route, route.browserKb]));
  for (const [english, spanish] of [
    ["/", "/es"],
    ["/about", "/es/nosotros"],
    ["/contact", "/es/contacto"],
    ["/book", "/es/reservar"],
    ["/privacy-policy", "/es/politica-de-privacidad"],
  ] as const) {
    expect(byRoute.get(spanish), spanish).toBe(byRoute.get(english));
  }
});
