/**
 * Renders the site's brand assets from local sources in the theme's colours (app/theme.css), with
 * the local Chromium: public/favicon.svg, the favicon PNGs and favicon.ico drawn from it, and
 * public/og-image.png (1200x630 Open Graph card). Run after changing the brand in app/content/ or
 * its colours in app/theme.css:
 *   npx tsx scripts/brand-assets.ts
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { homeHero } from "../app/content/home";
import { ogImage } from "../app/content/seo";
import { brand } from "../core/content/site";
import { themeSolidColours } from "../core/theme/solid-colours";
import { chromiumLaunch } from "../playwright.config";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const fontUrl = (file: string) =>
  pathToFileURL(path.join(root, "node_modules/@fontsource-variable", file)).href;
const colour = themeSolidColours([
  "white",
  "surface-950",
  "ink-300",
  "brand-300",
  "brand-500",
  "accent-400",
  "accent-500",
  "highlight-300",
  "info-300",
  "info-500",
  "warning-200",
]);
/** A theme colour at an opacity, for Chromium's CSS. */
const faded = (solid: string, percent: number) =>
  `color-mix(in srgb, ${solid} ${percent}%, transparent)`;

/** The brand mark of app/ui/Logo.tsx, as a file of its own. */
const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour["brand-500"]}"/>
      <stop offset="1" stop-color="${colour["accent-500"]}"/>
    </linearGradient>
  </defs>
  <rect width="32" height="32" rx="9" fill="url(#g)"/>
  <circle cx="16" cy="17" r="5.5" fill="${colour["warning-200"]}"/>
  <path d="M6 22.5c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" fill="none" stroke="${colour.white}" stroke-width="2" stroke-linecap="round"/>
</svg>
`;

const ogHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Grotesk; src: url(${fontUrl("space-grotesk/files/space-grotesk-latin-wght-normal.woff2")}); font-weight: 300 700; }
@font-face { font-family: Inter; src: url(${fontUrl("inter/files/inter-latin-wght-normal.woff2")}); font-weight: 100 900; }
html, body { margin: 0; }
body { width: ${ogImage.width}px; height: ${ogImage.height}px; box-sizing: border-box; padding: 72px 80px;
  color: ${colour.white}; font-family: Inter; background-color: ${colour["surface-950"]}; display: flex; flex-direction: column; justify-content: space-between;
  background-image: radial-gradient(900px 480px at 10% -10%, ${faded(colour["brand-500"], 55)}, transparent 60%),
    radial-gradient(700px 420px at 100% 10%, ${faded(colour["accent-500"], 45)}, transparent 60%),
    radial-gradient(600px 360px at 50% 130%, ${faded(colour["info-500"], 35)}, transparent 60%); }
.brand { display: flex; align-items: center; gap: 20px; font-family: Grotesk; font-size: 40px; font-weight: 700; }
.brand svg { width: 72px; height: 72px; }
h1 { font-family: Grotesk; font-size: 76px; line-height: 1.04; margin: 0; letter-spacing: -0.02em; max-width: 980px; }
h1 span { background: linear-gradient(90deg, ${colour["brand-300"]}, ${colour["highlight-300"]}, ${colour["info-300"]}); -webkit-background-clip: text; color: transparent; }
p { font-size: 30px; color: ${colour["ink-300"]}; margin: 0; }
.wave { display: flex; gap: 8px; align-items: center; height: 60px; }
.wave i { width: 10px; border-radius: 5px; background: linear-gradient(${colour["accent-400"]}, ${colour["brand-500"]}); }
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

writeFileSync(path.join(publicDir, "favicon.svg"), faviconSvg);
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
  console.log(
    "wrote public/favicon.svg, public/og-image.png, public/favicon.ico, public/apple-touch-icon.png",
  );
} finally {
  await browser.close();
}
