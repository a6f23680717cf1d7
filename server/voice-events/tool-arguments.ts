import * as z from "zod/mini";
import { inquiryFieldRules as rules } from "../../core/contact/inquiry-schema";
import type { InquiryFields } from "../db/inquiry-store";
import { voiceLeads, voiceTools } from "../../core/content/voice-leads";
import { spokenTime } from "./spoken-time";

/** Longest preferred time kept: "next Tuesday afternoon, or Wednesday before 10" fits easily. */
export const PREFERRED_TIME_MAX = 200;

const { problems } = voiceLeads;

/**
 * The tools' arguments, checked with the contact form's own rule for every field they share. The
 * form needs an e-mail address; a caller may give a phone number instead, so either will do.
 */
const contactRules = {
  name: required(rules.name),
  email: z.optional(rules.email),
  phone: z.optional(rules.phone),
  company: z.optional(rules.company),
};

const bookingSchema = z.object({
  ...contactRules,
  service: z.optional(rules.interest),
  preferredTime: required(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, problems.preferredTime),
        z.maxLength(PREFERRED_TIME_MAX, problems.preferredTimeTooLong(PREFERRED_TIME_MAX)),
      ),
  ),
  notes: z.optional(rules.message),
});

const leadSchema = z.object({
  ...contactRules,
  interest: z.optional(rules.interest),
  message: required(rules.message),
});

/** The arguments each tool takes; voice/assistant.example.json must declare exactly these. */
export const toolArgumentNames = {
  [voiceTools.bookAppointment]: Object.keys(bookingSchema.shape),
  [voiceTools.captureLead]: Object.keys(leadSchema.shape),
};

/** A missing required argument is checked as empty, so the caller hears the form's own message. */
function required(rule: z.ZodMiniType<string, string>) {
  return z.prefault(rule, "");
}

/** Argument names as the tools declare them, mapped to what the assistant should ask for. */
const askFor: Record<string, string> = {
  name: voiceLeads.ask.name,
  email: voiceLeads.ask.email,
  phone: voiceLeads.ask.phone,
  company: voiceLeads.ask.company,
  service: voiceLeads.ask.interest,
  interest: voiceLeads.ask.interest,
  preferredTime: voiceLeads.ask.preferredTime,
  notes: voiceLeads.ask.message,
  message: voiceLeads.ask.message,
  contact: voiceLeads.ask.contact,
};

export interface ValidLead {
  fields: InquiryFields;
  /** Set for a booking. */
  preferredTime: string | null;
}

export type ArgumentCheck =
  { ok: true; lead: ValidLead } | { ok: false; problems: string[]; asks: string[] };

export function checkBookingArguments(args: Record<string, unknown>): ArgumentCheck {
  return check(bookingSchema, args, (booking) => ({
    fields: {
      ...contactFields(booking),
      interest: booking.service ?? "",
      message: booking.notes || voiceLeads.bookingMessage(spokenTime(booking.preferredTime)),
    },
    preferredTime: booking.preferredTime,
  }));
}

export function checkLeadArguments(args: Record<string, unknown>): ArgumentCheck {
  return check(leadSchema, args, (lead) => ({
    fields: { ...contactFields(lead), interest: lead.interest ?? "", message: lead.message },
    preferredTime: null,
  }));
}

type Contact = { name: string; email?: string; phone?: string; company?: string };

function contactFields({ name, email = "", phone = "", company = "" }: Contact) {
  return { name, email, phone, company };
}

function check<S extends z.ZodMiniType<Contact>>(
  schema: S,
  args: Record<string, unknown>,
  toLead: (value: z.output<S>) => ValidLead,
): ArgumentCheck {
  const values = presentValues(args);
  const result = z.safeParse(schema, values);
  const found: [field: string, message: string][] = result.success
    ? []
    : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
  if (values.email === undefined && values.phone === undefined) {
    found.push(["contact", problems.contact]);
  }
  if (result.success && found.length === 0) return { ok: true, lead: toLead(result.data) };
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
