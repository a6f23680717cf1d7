import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  // Lazy route discovery (React Router's default): a page carries the manifest of its own routes
  // only, and the routes its links point to are fetched in one small request once it has
  // hydrated. Listing every route up front (mode "initial") put the staff inbox's dozen routes
  // into every public page's first-load JavaScript (1.3 KB gzip on the home page).
  routeDiscovery: { mode: "lazy" },
  prerender: [...prerenderedPaths],
} satisfies Config;
