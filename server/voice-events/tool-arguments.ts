import * as z from "zod/mini";
import { inquiryRulesIn } from "../../core/contact/inquiry-schema";
import { SOURCE_LANGUAGE, siteLanguages, type SiteLanguage } from "../../core/content/languages";
import type { InquiryFields } from "../db/inquiry-store";
import { voiceTools } from "../../core/content/voice-leads";

/**
 * A call-back request's arguments, checked with the contact form's own rule for every field, its
 * messages in the call's language. The form needs an e-mail address; a caller may give a phone
 * number instead, so either will do.
 */
function leadSchemaIn(words: SiteLanguage["contactForm"]) {
  const rules = inquiryRulesIn(words).shape;
  return z.object({
    name: required(rules.name),
    email: z.optional(rules.email),
    phone: z.optional(rules.phone),
    company: z.optional(rules.company),
    interest: z.optional(rules.interest),
    message: required(rules.message),
  });
}
const schemas = new Map<SiteLanguage, ReturnType<typeof leadSchemaIn>>();

/** The arguments the tool takes; voice/assistant.example.json must declare exactly these. */
export const toolArgumentNames = {
  [voiceTools.captureLead]: Object.keys(
    leadSchemaIn(siteLanguages[SOURCE_LANGUAGE].contactForm).shape,
  ),
};

/** A missing required argument is checked as empty, so the caller hears the form's own message. */
function required(rule: z.ZodMiniType<string, string>) {
  return z.prefault(rule, "");
}

export type ArgumentCheck =
  { ok: true; fields: InquiryFields } | { ok: false; problems: string[]; asks: string[] };

/** The arguments checked in `language`: what is wrong, and what to ask, in its words. */
export function checkLeadArguments(
  args: Record<string, unknown>,
  language: SiteLanguage,
): ArgumentCheck {
  const { problems, ask } = language.voiceLeads;
  let leadSchema = schemas.get(language);
  if (!leadSchema) schemas.set(language, (leadSchema = leadSchemaIn(language.contactForm)));
  const values = presentValues(args);
  const result = z.safeParse(leadSchema, values);
  const found: [field: string, message: string][] = result.success
    ? []
    : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
  if (values.email === undefined && values.phone === undefined) {
    found.push(["contact", problems.contact]);
  }
  if (result.success && found.length === 0) {
    const { name, email = "", phone = "", company = "", interest = "", message } = result.data;
    return { ok: true, fields: { name, email, phone, company, interest, message } };
  }
  const byField = new Map<string, string>();
  for (const [field, message] of found) if (!byField.has(field)) byField.set(field, message);
  return {
    ok: false,
    problems: [...byField.values()],
    asks: [...new Set([...byField.keys()].map((field) => ask[field as keyof typeof ask] ?? field))],
  };
}

/**
 * Language models send a number for a phone, `null` or "" for a detail they lack: every argument
 * becomes a trimmed string, and one with nothing in it counts as not given.
 */
function presentValues(args: Record<string, unknown>): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(args)) {
    const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
    values[key] = text === "" ? undefined : text;
  }
  return values;
}
