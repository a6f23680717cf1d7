import * as z from "zod/mini";
import { inquiryFieldRules as rules } from "../../core/contact/inquiry-schema";
import type { InquiryFields } from "../db/inquiry-store";
import { voiceLeads, voiceTools } from "../../core/content/voice-leads";

const { problems } = voiceLeads;

/**
 * A call-back request's arguments, checked with the contact form's own rule for every field. The
 * form needs an e-mail address; a caller may give a phone number instead, so either will do.
 */
const leadSchema = z.object({
  name: required(rules.name),
  email: z.optional(rules.email),
  phone: z.optional(rules.phone),
  company: z.optional(rules.company),
  interest: z.optional(rules.interest),
  message: required(rules.message),
});

/** The arguments the tool takes; voice/assistant.example.json must declare exactly these. */
export const toolArgumentNames = {
  [voiceTools.captureLead]: Object.keys(leadSchema.shape),
};

/** A missing required argument is checked as empty, so the caller hears the form's own message. */
function required(rule: z.ZodMiniType<string, string>) {
  return z.prefault(rule, "");
}

/** Argument names as the tool declares them, mapped to what the assistant should ask for. */
const askFor: Record<string, string> = {
  name: voiceLeads.ask.name,
  email: voiceLeads.ask.email,
  phone: voiceLeads.ask.phone,
  company: voiceLeads.ask.company,
  interest: voiceLeads.ask.interest,
  message: voiceLeads.ask.message,
  contact: voiceLeads.ask.contact,
};

export type ArgumentCheck =
  { ok: true; fields: InquiryFields } | { ok: false; problems: string[]; asks: string[] };

export function checkLeadArguments(args: Record<string, unknown>): ArgumentCheck {
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
    asks: [...new Set([...byField.keys()].map((field) => askFor[field] ?? field))],
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
