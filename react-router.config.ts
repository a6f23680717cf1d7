import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  // Every route is known to the page from the start: with this handful of pages that costs a few
  // hundred bytes, and it spares each visit the manifest request and the link-watching work that
  // lazy discovery does while the page hydrates.
  routeDiscovery: { mode: "initial" },
  prerender: [...prerenderedPaths],
} satisfies Config;
