/**
 * Renders the site's raster brand assets from local sources, with the local Chromium:
 * public/og-image.png (1200x630 Open Graph card), favicon PNGs and favicon.ico from favicon.svg.
 * Run after changing the brand in app/content/ or public/favicon.svg:
 *   npx tsx scripts/brand-assets.ts
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { homeHero } from "../app/content/home";
import { ogImage } from "../app/content/seo";
import { brand } from "../core/content/site";
import { chromiumLaunch } from "../playwright.config";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const fontUrl = (file: string) =>
  pathToFileURL(path.join(root, "node_modules/@fontsource-variable", file)).href;
const faviconSvg = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

const ogHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Grotesk; src: url(${fontUrl("space-grotesk/files/space-grotesk-latin-wght-normal.woff2")}); font-weight: 300 700; }
@font-face { font-family: Inter; src: url(${fontUrl("inter/files/inter-latin-wght-normal.woff2")}); font-weight: 100 900; }
html, body { margin: 0; }
body { width: ${ogImage.width}px; height: ${ogImage.height}px; box-sizing: border-box; padding: 72px 80px;
  color: #fff; font-family: Inter; background-color: #020617; display: flex; flex-direction: column; justify-content: space-between;
  background-image: radial-gradient(900px 480px at 10% -10%, rgb(99 102 241 / .55), transparent 60%),
    radial-gradient(700px 420px at 100% 10%, rgb(168 85 247 / .45), transparent 60%),
    radial-gradient(600px 360px at 50% 130%, rgb(14 165 233 / .35), transparent 60%); }
.brand { display: flex; align-items: center; gap: 20px; font-family: Grotesk; font-size: 40px; font-weight: 700; }
.brand svg { width: 72px; height: 72px; }
h1 { font-family: Grotesk; font-size: 76px; line-height: 1.04; margin: 0; letter-spacing: -0.02em; max-width: 980px; }
h1 span { background: linear-gradient(90deg, #a5b4fc, #f0abfc, #7dd3fc); -webkit-background-clip: text; color: transparent; }
p { font-size: 30px; color: #cbd5e1; margin: 0; }
.wave { display: flex; gap: 8px; align-items: center; height: 60px; }
.wave i { width: 10px; border-radius: 5px; background: linear-gradient(#a78bfa, #6366f1); }
</style></head><body>
<div class="brand">${faviconSvg}<span>${brand.name}</span></div>
<div><h1>${homeHero.headlineLead} <span>${homeHero.headlineHighlight}</span></h1></div>
<div style="display:flex;justify-content:space-between;align-items:flex-end">
  <p>Voice agents · Chatbots · AI websites · Automation</p>
  <div class="wave">${[30, 50, 80, 45, 60, 100, 55, 75, 40, 65]
    .map((h) => `<i style="height:${h}%"></i>`)
    .join("")}</div>
</div>
</body></html>`;

/** An .ico holding PNG images (supported by every current browser and OS). */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage({
    viewport: { width: ogImage.width, height: ogImage.height },
  });
  const htmlFile = path.join(mkdtempSync(path.join(tmpdir(), "brand-assets-")), "og.html");
  writeFileSync(htmlFile, ogHtml);
  await page.goto(pathToFileURL(htmlFile).href);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(publicDir, "og-image.png") });

  const renderIcon = async (size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${faviconSvg}`,
    );
    return page.screenshot({ omitBackground: true });
  };
  const icoImages = [];
  for (const size of [16, 32, 48]) icoImages.push({ size, png: await renderIcon(size) });
  writeFileSync(path.join(publicDir, "favicon.ico"), icoFromPngs(icoImages));
  writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await renderIcon(180));
  console.log("wrote public/og-image.png, public/favicon.ico, public/apple-touch-icon.png");
} finally {
  await browser.close();
}
