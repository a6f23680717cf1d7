import type { Config } from "@react-router/dev/config";

/** The bare app the benches measure the site against: React Router's defaults, server rendering. */
export default { ssr: true } satisfies Config;
