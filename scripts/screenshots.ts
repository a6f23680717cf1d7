/**
 * Full-page screenshots of every route, in English and Spanish, at desktop (1280 px) and phone
 * (390 px) widths, to look at.
 *   npx tsx scripts/screenshots.ts <out-dir> [base-url]     (base URL defaults to http://localhost:3000;
 *   start the site first with `npm start`)
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config";
import { missingPage, sitePages, spanishMissingPage, spanishPages } from "../tests/site-routes";

const [outDir, baseUrl = "http://localhost:3000"] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: npx tsx scripts/screenshots.ts <out-dir> [base-url]");
  process.exit(2);
}

const routes = [...sitePages, missingPage, ...spanishPages, spanishMissingPage].filter(
  (route) => route !== "/book",
);
const widths = [1280, 390];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const width of widths) {
    for (const route of routes) {
      // Each page as a reader of its language sees it: a browser that prefers that language.
      const locale =
        spanishPages.includes(route) || route === spanishMissingPage ? "es-US" : "en-US";
      // bypassCSP lets the capture style below apply (the site allows no injected style).
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        bypassCSP: true,
        locale,
      });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
      // Scroll through once so content that fades in on scroll is shown, then back to the top.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(900);
      const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}-${width}.png`;
      // Sections far from the viewport are not painted (content-visibility: auto): a visitor
      // never sees that, a full-page capture would.
      await page.screenshot({
        path: path.join(outDir, name),
        fullPage: true,
        style:
          "main section, footer, .render-when-near { content-visibility: visible !important; }",
      });
      console.log(path.join(outDir, name));
      await page.close();
    }
  }
} finally {
  await browser.close();
}
