import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Browser chunks: React, React DOM and React Router in one long-cached file, and the app's own
 * modules that three or more chunks share in one more, instead of a dozen small files that each
 * pay for their own compression (docs/decisions/009-first-load-javascript-budget.md).
 */
const browserChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      name: "site",
      // Not the staff inbox's modules (its pages, every inbox-* words module, insights' words and
      // sign-in refusals): however many inbox pages share one, no public page loads it. Nor the
      // chat's, which the demo tab and the widget load when they are asked for.
      test: /[\\/](app|core)[\\/](?!inbox[\\/]|routes[\\/]inbox[\\/]|content[\\/](inbox(-[a-z-]+)?|insights|sign-in-refusals)\.ts|chat[\\/]|content[\\/]chat\.ts)|node_modules[\\/]lucide[\\/]/,
      minShareCount: 3,
      // Only modules a page imports as it loads: those shared by code loaded on demand (the
      // simulated call's and chat's booking tools, the words loaded by language) load with it.
      tags: ["$initial" as const],
      priority: 10,
    },
    {
      // Icons and the layout's pieces (the status page) that root shares with one page, in one
      // file: a file each (Chromium's fetch, compile and evaluate tasks on every first load) cost
      // more than their bytes. Apart from "site", whose modules three chunks must share.
      name: "layout",
      test: /node_modules[\\/]lucide[\\/]|[\\/]app[\\/]components[\\/]layout[\\/]/,
      minShareCount: 2,
      priority: 5,
    },
  ],
};

/**
 * React Router's package exports point at its development build in every environment (a stopgap,
 * remix-run/react-router#12532); the browser gets the production build it ships beside it, which
 * leaves out the development warnings (0.6 KB gzip of first-load JavaScript).
 */
const reactRouterDist = path.resolve(
  import.meta.dirname,
  "node_modules/react-router/dist/production",
);
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];

/**
 * V8 compiles a function the first time it runs, on the main thread, unless told it will run at
 * once: the magic comment `//# allFunctionsCalledOnLoad` has the whole file compiled with the
 * script, off the main thread while it streams in. Hydration runs through most of React, React
 * Router, the shared site modules and the page's route module, so the shared chunks above and
 * every entry carry it; code loaded later (the voice SDK, dialogs) does not. On a 412 px load
 * here, main-thread compiling after the first paint fell from about 110 ms to 20 ms
 * (docs/decisions/013-measured-against-a-bare-app.md).
 */
const sharedChunks = new Set(browserChunks.groups.map((group) => group.name));
const compiledWithTheScript = (chunk: { name: string; isEntry: boolean }) =>
  sharedChunks.has(chunk.name) || chunk.isEntry ? "//# allFunctionsCalledOnLoad" : "";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    alias: isSsrBuild ? [] : reactRouterProductionBuild,
  },
  // The server's build takes the few icons it draws, as the browser's does: loaded from
  // node_modules, lucide is one 650 KB file of every icon, and it was a fifth of the server's start
  // (about 0.35 of 1.8 CPU s).
  ssr: { noExternal: ["lucide"] },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: browserChunks,
            postBanner: compiledWithTheScript,
          },
        },
      },
}));
