import * as z from "zod/mini";
import { contactForm } from "~/content/contact-form";
import { interestOptions } from "~/content/interests";

/**
 * The contact inquiry, checked the same way in the browser (before sending) and on the server
 * (the rule that counts). Over-long fields are refused with a message, never cut short.
 */
export const INQUIRY_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  message: 5000,
} as const;

export const inquiryFieldNames = [
  "name",
  "email",
  "company",
  "phone",
  "interest",
  "message",
] as const;
export type InquiryField = (typeof inquiryFieldNames)[number];
export type InquiryValues = Record<InquiryField, string>;
export type FieldErrors = Partial<Record<InquiryField, string>>;

/** The hidden fields of the spec's hosted-form contract. */
export const FORM_NAME_FIELD = "form-name";
export const FORM_NAME = "contact";
export const HONEYPOT_FIELD = "bot-field";
/** Signed time the form was rendered, for the minimum fill time. */
export const RENDERED_AT_FIELD = "rendered-at";

const { errors, fields } = contactForm;

function text(field: "name" | "company" | "phone" | "message") {
  const max = INQUIRY_LIMITS[field];
  return z.string().check(z.trim(), z.maxLength(max, errors.tooLong(fields[field].label, max)));
}

function requiredText(field: keyof typeof errors.required & keyof typeof INQUIRY_LIMITS) {
  const max = INQUIRY_LIMITS[field];
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, errors.required[field]),
      z.maxLength(max, errors.tooLong(fields[field].label, max)),
    );
}

const schema = z.object({
  name: requiredText("name"),
  email: requiredText("email").check(z.regex(z.regexes.email, errors.email)),
  company: text("company"),
  phone: text("phone"),
  interest: z.union([z.literal(""), z.enum(interestOptions)], { error: errors.interest }),
  message: requiredText("message"),
});

/** The form's rule for each field, for the other ways in (the voice assistant's tools) to share. */
export const inquiryFieldRules = schema.shape;

export type InquiryCheck =
  { ok: true; inquiry: InquiryValues } | { ok: false; fieldErrors: FieldErrors };

/** Reads the fields from any form-like source; a missing field counts as empty. */
export function inquiryValuesFrom(get: (name: string) => unknown): InquiryValues {
  const values = {} as InquiryValues;
  for (const name of inquiryFieldNames) {
    const value = get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

export function checkInquiry(values: InquiryValues): InquiryCheck {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, inquiry: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as InquiryField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
