import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start-up.
 * An invalid value stops the server with a message naming the variable and the expected form.
 */
const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "an absolute http(s) URL such as https://example.com" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["", "0", "1", "true", "false"], { error: "true or false" })
    .default("")
    .transform((v) => v === "1" || v === "true"),
  // The voice provider's API: the browser calls it to start a call, so the CSP allows its origin.
  VAPI_API_URL: z
    .url({ protocol: /^https?$/, error: "an absolute http(s) URL such as https://api.vapi.ai" })
    .default("https://api.vapi.ai")
    .transform((url) => url.replace(/\/+$/, "")),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
