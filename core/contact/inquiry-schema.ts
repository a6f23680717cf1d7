import * as z from "zod/mini";
import { contactForm } from "../content/contact-form";
import { interestOptions } from "../content/interests";
import {
  INQUIRY_LIMITS,
  type FieldErrors,
  type InquiryField,
  type InquiryValues,
} from "./inquiry-fields";

/**
 * The rules of a contact inquiry, applied by the server to every way in (the form, the hosted-form
 * post, the voice assistant's tools). Over-long fields are refused with a message, never cut short.
 * The browser leaves checks to the platform (required, type, maxlength) and shows the field errors
 * the server answers, so this module and its validation library stay out of the page's JavaScript.
 */
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
