import type { Config } from "@react-router/dev/config";
import { languagesFromEnvironment } from "./core/content/languages";
import { prerenderedPathsIn } from "./core/prerendered-paths";

export default {
  ssr: true,
  // Every route's manifest entry comes with the first load (1.4 KB gzip, the inbox's included),
  // so no page asks for them after hydrating and patches them in: lazy discovery kept a slow
  // phone's main thread busy 100 to 150 ms longer at 4x slowdown (decision 018).
  routeDiscovery: { mode: "initial" },
  // In the languages this build serves (SITE_LANGUAGES, baked in like SITE_URL: decision 027).
  prerender: prerenderedPathsIn(languagesFromEnvironment()),
} satisfies Config;
