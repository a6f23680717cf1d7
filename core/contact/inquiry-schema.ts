import * as z from "zod/mini";
import { contactForm, type ContactFormWords } from "../content/contact-form";
import { fill, groupDigits } from "../content/format";
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
 * The messages are in the words given: the language of the page the post came from.
 */

function schemaIn({ errors, fields }: ContactFormWords) {
  const tooLong = (field: keyof typeof INQUIRY_LIMITS) =>
    fill(errors.tooLong, {
      label: fields[field].label,
      max: groupDigits(INQUIRY_LIMITS[field]),
    });
  const text = (field: "name" | "company" | "phone" | "message") =>
    z.string().check(z.trim(), z.maxLength(INQUIRY_LIMITS[field], tooLong(field)));
  const requiredText = (field: keyof typeof errors.required & keyof typeof INQUIRY_LIMITS) =>
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, errors.required[field]),
        z.maxLength(INQUIRY_LIMITS[field], tooLong(field)),
      );
  return z.object({
    name: requiredText("name"),
    email: requiredText("email").check(z.regex(z.regexes.email, errors.email)),
    company: text("company"),
    phone: text("phone"),
    interest: z.union([z.literal(""), z.enum(interestOptions)], { error: errors.interest }),
    message: requiredText("message"),
  });
}

const schemas = new Map<ContactFormWords, ReturnType<typeof schemaIn>>();

/** The form's rule for each field, its messages in `words`, for every way in to share. */
export function inquiryRulesIn(words: ContactFormWords = contactForm) {
  let schema = schemas.get(words);
  if (!schema) schemas.set(words, (schema = schemaIn(words)));
  return schema;
}

/** The form's rules with the source language's messages, for checks whose messages nobody reads. */
export const inquiryFieldRules = inquiryRulesIn().shape;

export type InquiryCheck =
  { ok: true; inquiry: InquiryValues } | { ok: false; fieldErrors: FieldErrors };

export function checkInquiry(
  values: InquiryValues,
  words: ContactFormWords = contactForm,
): InquiryCheck {
  const result = z.safeParse(inquiryRulesIn(words), values);
  if (result.success) return { ok: true, inquiry: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as InquiryField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
