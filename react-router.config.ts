import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./core/prerendered-paths";

export default {
  ssr: true,
  // Every route's manifest entry comes with the first load (1.4 KB gzip, the inbox's included),
  // so no page asks for them after hydrating and patches them in: lazy discovery kept a slow
  // phone's main thread busy 100 to 150 ms longer at 4x slowdown (decision 018).
  routeDiscovery: { mode: "initial" },
  prerender: [...prerenderedPaths],
} satisfies Config;
