import { z } from "zod";
import { parseProxyList, type ProxyTrust } from "./http/proxy-trust";
import { bookingVariables } from "./booking-config";
import { rateLimit, retentionDays } from "./config-forms";
import {
  DEFAULT_SITE_LANGUAGES,
  SITE_LANGUAGES_FORM,
  SOURCE_LANGUAGE,
  parseSiteLanguages,
  siteLanguages,
  type Language,
} from "../core/content/languages";

/** Empty, `website@example.com` or `Website <website@example.com>`. */
const MAIL_FROM = /^$|^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/;

const callSeconds = "a whole number of seconds from 60 to 3600";
const bodyKilobytes = "kilobytes from 256 to 10240, such as 512";

/** A language's own assistant, for every call button and the chat on its pages. */
export type LanguageAssistantVariable =
  `VAPI_ASSISTANT_ID_${Uppercase<Exclude<Language, typeof SOURCE_LANGUAGE>>}`;
export const languageAssistantVariable = (code: Exclude<Language, typeof SOURCE_LANGUAGE>) =>
  `VAPI_ASSISTANT_ID_${code.toUpperCase()}` as LanguageAssistantVariable;
const languageAssistants = Object.fromEntries(
  (Object.keys(siteLanguages) as Language[])
    .filter((code) => code !== SOURCE_LANGUAGE)
    .map((code) => [languageAssistantVariable(code), z.string().trim().default("")]),
) as Record<LanguageAssistantVariable, z.ZodDefault<z.ZodString>>;

/**
 * Every environment variable the server reads, validated once at start-up.
 * An invalid value stops the server with a message naming the variable and the expected form.
 */
const schema = z.object({
  NODE_ENV: z
    .enum(["production", "development", "test"], { error: "production, development or test" })
    .default("production"),
  PORT: z.coerce
    .number({ error: "a port number from 0 to 65535, such as 3000" })
    .int()
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z
    .string({ error: "an interface address such as 0.0.0.0, 127.0.0.1 or ::" })
    .min(1)
    .default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "an absolute http(s) URL such as https://example.com" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  // The languages the public pages are served in (decision 027): the source first, at the
  // unprefixed paths; each other under its prefix. Baked into the build like SITE_URL.
  SITE_LANGUAGES: z
    .string()
    .default(DEFAULT_SITE_LANGUAGES)
    .transform((value, ctx) => {
      const languages = parseSiteLanguages(value);
      if (languages) return languages;
      ctx.addIssue({ code: "custom", message: SITE_LANGUAGES_FORM });
      return z.NEVER;
    }),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "fatal, error, warn, info, debug, trace or silent",
    })
    .default("info"),
  // The proxies of your own in front: how many (true: one), or the addresses and CIDR ranges they
  // reach us from. The client's address is read from X-Forwarded-For past them; 0 ignores it.
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value, ctx): ProxyTrust => {
      if (/^$|^(true|false|[0-9])$/.test(value)) {
        return value === "true" ? 1 : value === "" || value === "false" ? 0 : Number(value);
      }
      const list = parseProxyList(value);
      if (list) return list;
      ctx.addIssue({
        code: "custom",
        message:
          "true, false, a number of proxies from 0 to 9, or the proxies' addresses and CIDR ranges, comma-separated (127.0.0.1,10.0.0.0/8)",
      });
      return z.NEVER;
    }),
  // The largest request body any route takes; the voice provider's call
  // reports need 256 KB.
  MAX_BODY_KB: z.coerce
    .number({ error: bodyKilobytes })
    .int({ error: bodyKilobytes })
    .min(256, { error: bodyKilobytes })
    .max(10240, { error: bodyKilobytes })
    .default(512),

  // Voice demo (README "Voice and chat"): served to the browser at run time by GET /api/voice/config.
  VOICE_PROVIDER: z.enum(["vapi", "simulated"], { error: "vapi or simulated" }).default("vapi"),
  VAPI_PUBLIC_KEY: z.string().trim().default(""),
  VAPI_ASSISTANT_ID: z.string().trim().default(""),
  VAPI_ASSISTANT_ID_HERO: z.string().trim().default(""),
  VAPI_ASSISTANT_ID_DEMO: z.string().trim().default(""),
  VAPI_ASSISTANT_ID_CONTACT: z.string().trim().default(""),
  VAPI_ASSISTANT_ID_WIDGET: z.string().trim().default(""),
  // The chat in the demo tab and the widget (README "Voice and chat"): a text-tuned assistant.
  VAPI_ASSISTANT_ID_CHAT: z.string().trim().default(""),
  ...languageAssistants,
  VAPI_ASSISTANT_NAME: z.string().trim().default(""),
  // GET /metrics (Prometheus) for this bearer token; empty: no metrics endpoint.
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^$|^\S{16,}$/, { error: "a token of at least 16 characters without spaces" })
    .default(""),
  // The disclosure and consent dialog before a call (README "Voice and chat"): off only for a fork
  // whose calls are not recorded.
  VOICE_CONSENT: z.enum(["on", "off"], { error: "on or off" }).default("on"),
  // The longest a demo call may run before the browser ends it; the assistant's own
  // maxDurationSeconds (voice/assistant.example.json) matches it.
  VOICE_MAX_CALL_SECONDS: z.coerce
    .number({ error: callSeconds })
    .int({ error: callSeconds })
    .min(60, { error: callSeconds })
    .max(3600, { error: callSeconds })
    .default(600),
  // The voice provider's API: the browser calls it to start a call, so the CSP allows its origin.
  VAPI_API_URL: z
    .url({ protocol: /^https?$/, error: "an absolute http(s) URL such as https://api.vapi.ai" })
    .default("https://api.vapi.ai")
    .transform((url) => url.replace(/\/+$/, "")),
  // Voice leads (docs/voice-assistant.md): the secret on the assistant's server URL. Unset: the
  // assistant's tools have nowhere to book and POST /api/voice/events answers 404.
  VAPI_SERVER_SECRET: z
    .union([
      z.literal(""),
      z.string().trim().min(16, {
        error: "at least 16 characters, the secret set on the assistant's server URL (empty: off)",
      }),
    ])
    .default(""),

  // Contact inquiries (README "Contact inquiries"): where they are stored and delivered.
  DATA_DIR: z
    .string({ error: "a directory for the SQLite file, such as data or /var/lib/voicefront" })
    .min(1)
    .default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^$|^postgres(ql)?:\/\//, {
      error: "empty (SQLite in DATA_DIR) or a postgres://user:password@host:5432/db URL",
    })
    .default(""),
  CONTACT_WEBHOOK_URL: z
    .union([
      z.literal(""),
      z.url({
        protocol: /^https?$/,
        error: "an absolute http(s) URL such as https://hooks.example.com/inquiry",
      }),
    ])
    .default(""),
  // Several space-separated secrets sign each message once per secret: a rotation's overlap.
  CONTACT_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^$|^whsec_[A-Za-z0-9+/]{32,}={0,2}(\s+whsec_[A-Za-z0-9+/]{32,}={0,2})*$/, {
      error:
        "whsec_ and a base64 key of at least 24 bytes, as issued by your webhook receiver (several, space-separated, while you rotate)",
    })
    .default(""),
  CONTACT_NOTIFY_TO: z
    .string()
    .default("")
    .transform((list) => list.split(",").flatMap((address) => address.trim() || []))
    .pipe(z.array(z.email({ error: "one or more e-mail addresses, separated by commas" }))),
  CONTACT_FROM: z
    .string()
    .regex(MAIL_FROM, {
      error: "an e-mail address such as website@example.com or Website <website@example.com>",
    })
    .default(""),
  SMTP_URL: z
    .string()
    .regex(/^$|^smtps?:\/\/[^/]/, {
      error: "smtp://user:password@host:587 or smtps://user:password@host:465",
    })
    .default(""),
  CONTACT_MIN_FILL_MS: z.coerce
    .number({ error: "milliseconds, such as 3000 (0 turns the check off)" })
    .int()
    .min(0)
    .default(3000),
  CONTACT_RATE_LIMIT: rateLimit("5/10m", "5/10m, 20/1h"),
  // Leads the assistant's tools may store per call or chat session, and per caller number.
  TOOL_LEAD_LIMIT: rateLimit("3/1h", "3/1h, 10/1h"),
  SPAM_RETENTION_DAYS: retentionDays("30"),
  INQUIRY_RETENTION_DAYS: retentionDays("off"),
  // Insights (README "Insights"): page views and the steps to a lead, counted without cookies.
  INSIGHTS: z.enum(["on", "off"], { error: "on or off" }).default("on"),
  // Counted events per client address, page views included; past it, nothing more is counted.
  INSIGHTS_BUDGET: rateLimit("120/10m", "120/10m, 300/10m"),
  INSIGHTS_RETENTION_DAYS: z
    .string()
    .default("90")
    .refine((value) => /^[1-9][0-9]{0,3}$/.test(value), {
      error: "a whole number of days from 1 to 9999, such as 90",
    })
    .transform(Number),
  ...bookingVariables,
  CONTACT_FORM_SECRET: z
    .string()
    .refine((value) => value === "" || value.length >= 32, {
      error: "at least 32 characters (unset: one is generated and kept in the database)",
    })
    .default(""),
});

/** Contact settings that only work together: half an e-mail channel is a typo, not a choice. */
const validated = schema.superRefine((config, ctx) => {
  if (Boolean(config.SMTP_URL) !== config.CONTACT_NOTIFY_TO.length > 0) {
    ctx.addIssue({
      code: "custom",
      path: [config.SMTP_URL ? "CONTACT_NOTIFY_TO" : "SMTP_URL"],
      message: "SMTP_URL and CONTACT_NOTIFY_TO work together: set both or neither",
    });
  }
  if (config.CALDAV_URL && !(config.CALDAV_USERNAME && config.CALDAV_PASSWORD)) {
    ctx.addIssue({
      code: "custom",
      path: [config.CALDAV_USERNAME ? "CALDAV_PASSWORD" : "CALDAV_USERNAME"],
      message: "needed when CALDAV_URL is set (the password: an app password)",
    });
  }
  if (config.CONTACT_WEBHOOK_SECRET && !config.CONTACT_WEBHOOK_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["CONTACT_WEBHOOK_URL"],
      message: "needed when CONTACT_WEBHOOK_SECRET is set",
    });
  }
});

export type Config = z.infer<typeof schema>;

/** Every variable the server reads (README "Configuration" lists each with its default). */
export const configVariables = Object.keys(schema.shape) as (keyof Config)[];

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = validated.safeParse(env);
  if (result.success) return result.data;
  // The variable alone: "CONTACT_NOTIFY_TO", not the index of the list item inside it.
  const lines = result.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
