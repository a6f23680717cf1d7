/**
 * The contact inquiry's fields, their limits and the form's hidden fields: shared by the browser
 * and the server, and free of any validation library so the page's JavaScript stays small.
 */
import { fill, groupDigits } from "../content/format";

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
/** What the honeypot's label says to a bot that reads it; no person ever sees or hears it. */
export const HONEYPOT_LABEL = "Leave this field empty";
/** Signed time the form was rendered, for the minimum fill time. */
export const RENDERED_AT_FIELD = "rendered-at";

/** Reads the fields from any form-like source; a missing field counts as empty. */
export function inquiryValuesFrom(get: (name: string) => unknown): InquiryValues {
  const values = {} as InquiryValues;
  for (const name of inquiryFieldNames) {
    const value = get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * The fields over their cap, with the server's own message in the form's words. The browser
 * checks this before sending because the platform's check (`maxlength`) would silently cut pasted
 * text short.
 */
export function overLongFields(
  values: InquiryValues,
  words: {
    errors: { tooLong: string };
    fields: Record<keyof typeof INQUIRY_LIMITS, { label: string }>;
  },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, max] of Object.entries(INQUIRY_LIMITS) as [
    keyof typeof INQUIRY_LIMITS,
    number,
  ][]) {
    if (values[field].trim().length > max) {
      errors[field] = fill(words.errors.tooLong, {
        label: words.fields[field].label,
        max: groupDigits(max),
      });
    }
  }
  return errors;
}
