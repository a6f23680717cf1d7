import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, loadConfig, type Config } from "./config";

/** A wrong value for every variable that has a form to get wrong. */
const INVALID: Partial<Record<keyof Config, string>> = {
  NODE_ENV: "prod",
  PORT: "eighty",
  HOST: "",
  SITE_URL: "example.com",
  SITE_LANGUAGES: "es,en",
  LOG_LEVEL: "loud",
  TRUST_PROXY: "yes",
  MAX_BODY_KB: "100",
  VOICE_PROVIDER: "twilio",
  VOICE_CONSENT: "no",
  METRICS_TOKEN: "short",
  VOICE_MAX_CALL_SECONDS: "ten minutes",
  VAPI_API_URL: "api.vapi.ai",
  VAPI_SERVER_SECRET: "short",
  DATA_DIR: "",
  DATABASE_URL: "mysql://db/site",
  CONTACT_WEBHOOK_URL: "hooks.example.com",
  CONTACT_WEBHOOK_SECRET: "secret",
  CONTACT_NOTIFY_TO: "owner at example.com",
  CONTACT_FROM: "<broken",
  SMTP_URL: "mail.example.com",
  CONTACT_MIN_FILL_MS: "three seconds",
  CONTACT_RATE_LIMIT: "lots",
  BOOKING_REMINDER: "31d",
  BOOKING_HOLD: "5s",
  BOOKING_CAP_EMAIL: "0",
  BOOKING_CAP_PHONE: "101",
  BOOKING_CAP_ADDRESS: "many",
  BOOKING_CAP_SESSION: "-1",
  BOOKING_CHANGE_RATE_LIMIT: "often",
  BOOKING_RETENTION_DAYS: "a year",
  TOOL_LEAD_LIMIT: "many",
  CONTACT_FORM_SECRET: "too short",
  SPAM_RETENTION_DAYS: "0",
  INQUIRY_RETENTION_DAYS: "a year",
  INSIGHTS: "yes",
  INSIGHTS_BUDGET: "120 per 10m",
  INSIGHTS_RETENTION_DAYS: "off",
  CALDAV_URL: "dav.example.com/calendar",
  CALDAV_USERNAME: "x".repeat(300),
  CALDAV_PASSWORD: "x".repeat(2000),
  BUSY_ICS_URLS: "calendar.example.com/feed.ics",
  CALENDAR_REFRESH_MINUTES: "0",
  CALENDAR_OUTAGE_MINUTES: "half an hour",
};
/** Free text: any value is a valid one. */
const FREE_TEXT: (keyof Config)[] = [
  "VAPI_PUBLIC_KEY",
  "VAPI_ASSISTANT_ID",
  "VAPI_ASSISTANT_ID_HERO",
  "VAPI_ASSISTANT_ID_DEMO",
  "VAPI_ASSISTANT_ID_CONTACT",
  "VAPI_ASSISTANT_ID_WIDGET",
  "VAPI_ASSISTANT_ID_CHAT",
  // A language's own assistant, one per registered language (VAPI_ASSISTANT_ID_ES, …).
  ...configVariables.filter((name) => /^VAPI_ASSISTANT_ID_[A-Z]{2}$/.test(name)),
  "VAPI_ASSISTANT_NAME",
];
/** Zod's own wording, which names neither the variable nor the form it wants. */
const GENERIC = /^(Invalid|Too (small|big)|Expected|Required)/i;

function errorFor(variable: string, value: string): string {
  try {
    loadConfig({ [variable]: value });
  } catch (error) {
    return (error as Error).message;
  }
  return "(accepted)";
}

describe("configuration variables", () => {
  it("are all covered here: a new variable needs a wrong-value example or a free-text entry", () => {
    expect([...Object.keys(INVALID), ...FREE_TEXT].sort()).toEqual([...configVariables].sort());
  });

  for (const [variable, value] of Object.entries(INVALID)) {
    it(`${variable}: a wrong value stops start-up with the variable and its expected form`, () => {
      const message = errorFor(variable, value);
      const line = message.split("\n").find((l) => l.trimStart().startsWith(`${variable}: `));
      expect(line, message).toBeDefined();
      const explanation = line!.trim().slice(variable.length + 2);
      expect(explanation).not.toMatch(GENERIC);
      expect(explanation.length).toBeGreaterThan(8);
    });
  }

  it("has valid defaults for every variable", () => {
    expect(() => loadConfig({})).not.toThrow();
  });

  it("are each listed once in the README's configuration tables, with a default", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8");
    expect(tableProblems(readme, configVariables)).toEqual([]);
  });

  it("fail the README's check when a variable has two rows, or none", () => {
    const planted = [
      "## Configuration",
      "",
      "| Variable | Default | Meaning |",
      "| --- | --- | --- |",
      "| `PORT` | `3000` | Port to listen on |",
      "| `PORT` | `8080` | The port again, meaning something else |",
      "",
      "## Deploying",
      "",
      "| `HOST` | `0.0.0.0` | A row outside the section is no entry |",
    ].join("\n");
    expect(tableProblems(planted, ["PORT", "HOST"])).toEqual(["PORT: 2 rows", "HOST: no row"]);
  });
});

/**
 * What is wrong with the README's configuration section against the variables the server reads:
 * a variable with no row, one with several (two meanings for one name), a row short of its cells.
 */
function tableProblems(readme: string, variables: readonly string[]): string[] {
  const start = readme.indexOf("## Configuration");
  const end = readme.indexOf("\n## ", start + 1);
  const rows = readme
    .slice(start, end === -1 ? undefined : end)
    .split("\n")
    .filter((line) => /^\|\s*`[A-Z_]+`\s*\|/.test(line));
  const rowsOf = (variable: string) =>
    rows.filter((row) => /`([A-Z_]+)`/.exec(row)![1] === variable);
  return variables.flatMap((variable) => {
    const found = rowsOf(variable);
    if (found.length === 0) return [`${variable}: no row`];
    if (found.length > 1) return [`${variable}: ${found.length} rows`];
    return found[0]!.split("|").length >= 5 ? [] : [`${variable}: variable | default | meaning`];
  });
}
