import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths";

export default {
  ssr: true,
  prerender: [...prerenderedPaths],
} satisfies Config;
