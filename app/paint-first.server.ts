import { Transform } from "node:stream";

/**
 * Paint first, then fetch the JavaScript (docs/decisions/010-paint-before-javascript.md).
 *
 * React Router's `<Scripts>` asks for every module of the page the moment the head is parsed:
 * `<link rel="modulepreload">` for each, and static imports in its bootstrap module. On a phone
 * those 120 KB share the connection with the page's own bytes and its fonts, and the modules
 * may start running before anything is on screen. The page is complete without them (the
 * stylesheet is inline, every word is in the HTML), so this rewrite of the rendered document
 * holds the fetching back until the first frame is on screen: the preloads move into the
 * bootstrap, which now waits for the first contentful paint, adds them, imports the route modules
 * and starts the app as before.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*\/>/g;
/** The bootstrap module `<Scripts>` renders: it registers the route modules, then imports the entry. */
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
/** Imports run for their effect alone: the route manifest, when routes are all known at the start. */
const SIDE_EFFECT_IMPORT = /import ("[^"]+");/g;

/** The mark the bootstrap leaves when it stopped waiting for the paint after a second. */
export const SCRIPTS_BEFORE_PAINT_MARK = "scripts-before-paint";

/**
 * Resolves once the browser reports the first contentful paint (the moment the frame is on
 * screen, not merely drawn), straight away in a hidden tab or a browser without paint timing,
 * and after a second at the latest (a busy phone may take longer to paint; the app starts
 * anyway, and says so with a performance mark).
 */
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return painted();
  let waiting = true;
  const done = () => { waiting = false; painted(); };
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) done();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", done, { once: true });
  setTimeout(() => { if (waiting) performance.mark(${JSON.stringify(SCRIPTS_BEFORE_PAINT_MARK)}); done(); }, 1000);
});`;

const ENTRY_IMPORT = /import\(("[^"]+")\);\s*$/;

function bootstrapAfterPaint(code: string, preloads: string[]): string {
  const imports = [...code.matchAll(STATIC_IMPORT)];
  const names = imports.map(([, name]) => name).join(", ");
  const loads = imports.map(([, , url]) => `import(${url})`).join(", ");
  const effects = [...code.matchAll(SIDE_EFFECT_IMPORT)].map(([, url]) => `await import(${url});`);
  const entry = JSON.parse(ENTRY_IMPORT.exec(code)?.[1] ?? "null") as string | null;
  // Each module is run in a task of its own (the app's entry last, by the original code), so no
  // single task runs all of them: a slow phone stays responsive while the page comes alive.
  const modules = preloads.filter((href) => href !== entry);
  return [
    AFTER_FIRST_PAINT,
    // A message, not a timer, ends the task: timers are throttled in background tabs (and stopped
    // by a test's fake clock).
    "const nextTask = () => new Promise((next) => { const channel = new MessageChannel(); " +
      "channel.port1.onmessage = next; channel.port2.postMessage(null); });",
    // The preloads in one insertion, a task after the one that saw the paint: each insertion
    // into the head invalidates the document's style, and one a task (as before) cost a style
    // pass and a frame each, about 90 ms of a 4x slower phone's main thread for ten
    // (docs/decisions/018-counted-main-thread-work.md).
    "await nextTask();",
    `document.head.append(...${JSON.stringify(preloads)}.map((href) => ` +
      'Object.assign(document.createElement("link"), { rel: "modulepreload", href })));',
    "await nextTask();",
    `for (const href of ${JSON.stringify(modules)}) { await import(href); await nextTask(); }`,
    `const [${names}] = await Promise.all([${loads}]);`,
    ...effects,
    code.replace(STATIC_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "").trim(),
  ].join("\n");
}

/** The document with its scripts fetched after the first paint; unchanged if it has no bootstrap. */
export function fetchScriptsAfterPaint(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap?.[2]?.includes("window.__reactRouterRouteModules")) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  return html
    .replace(BOOTSTRAP, (_, open: string, code: string, close: string) =>
      [open, bootstrapAfterPaint(code, preloads), close].join(""),
    )
    .replace(MODULE_PRELOAD, "");
}

/**
 * The same rewrite on a streamed document: holds the start of the stream until the bootstrap
 * has gone by (it ends React's shell), rewrites that part, then passes the rest straight on.
 * The held bytes are read as latin1, one character per byte, so a multi-byte character split
 * between chunks comes out exactly as it went in.
 */
export function fetchScriptsAfterPaintStream(): Transform {
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += chunk.toString("latin1");
      if (!BOOTSTRAP.test(held)) return callback();
      done = true;
      callback(null, Buffer.from(fetchScriptsAfterPaint(held), "latin1"));
    },
    flush(callback) {
      callback(null, done ? undefined : Buffer.from(held, "latin1"));
    },
  });
}
