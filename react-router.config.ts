import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./core/prerendered-paths";

export default {
  ssr: true,
  // React Router's default: a page carries only its own routes' manifest entries and fetches the
  // rest when a link to them appears. That keeps the staff pages' route data (about 1.3 KB) out of
  // every visitor's first load (decision 013).
  routeDiscovery: { mode: "lazy" },
  prerender: [...prerenderedPaths],
} satisfies Config;
