import * as z from "zod/mini";
import { inquiryFieldRules as rules } from "../../core/contact/inquiry-schema";
import { isInterest } from "../../core/content/interests";
import { contactInfo } from "../../core/content/site";
import type { InquiryFields } from "../db/inquiry-store";
import type { CallReport } from "./provider-messages";

/**
 * The contact details a call left behind, from the most to the least reliable source: what the
 * provider's analysis extracted, the number the caller rang from, then an e-mail address or a
 * phone number the caller said. Each passes the form's own rule or is not used. Null when there is
 * no way to reach the caller.
 */
export function callerDetails(
  report: Pick<CallReport, "structuredData" | "callerSaid">,
  customerNumber: string | null,
): Omit<InquiryFields, "message"> | null {
  const data = report.structuredData;
  const said = report.callerSaid.join("\n");
  const email =
    valid(rules.email, stringField(data, "email")) ??
    emailsIn(said).find((found) => valid(rules.email, found) !== undefined);
  const phone =
    valid(rules.phone, stringField(data, "phone") ?? stringField(data, "phoneNumber")) ??
    valid(rules.phone, customerNumber ?? undefined) ??
    phonesIn(said).find((found) => valid(rules.phone, found) !== undefined);
  if (!email && !phone) return null;
  const interest = stringField(data, "interest") ?? stringField(data, "service") ?? "";
  return {
    name: valid(rules.name, stringField(data, "name")) ?? "",
    email: email ?? "",
    phone: phone ?? "",
    company: valid(rules.company, stringField(data, "company")) ?? "",
    interest: isInterest(interest) ? interest : "",
  };
}

function stringField(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function valid(rule: z.ZodMiniType<string, string>, value: string | undefined) {
  if (value === undefined) return undefined;
  const result = z.safeParse(rule, value);
  return result.success && result.data !== "" ? result.data : undefined;
}

/** The agency's own details, which a caller may repeat back, are not the caller's. */
const ownDigits = digits(contactInfo.phoneHref);
const ownEmail = contactInfo.email.toLowerCase();

/** Speech-to-text writes "dana at harbor dental dot com" as often as "dana@harbor-dental.com". */
export function emailsIn(said: string): string[] {
  const spoken = said.replace(
    /\b([a-z0-9._%+-]+)\s+at\s+([a-z0-9-]+(?:\s*(?:\.|\bdot\b)\s*[a-z0-9-]+)+)/gi,
    (_, user: string, domain: string) => `${user}@${domain.replace(/\s*(?:\.|\bdot\b)\s*/gi, ".")}`,
  );
  const found = spoken.match(/[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi) ?? [];
  return found.filter((email) => email.toLowerCase() !== ownEmail);
}

/** Runs of 7 to 15 digits, with the separators people say or write between them. */
export function phonesIn(said: string): string[] {
  const found = said.match(/\+?\d[\d\s().-]{5,}\d/g) ?? [];
  return found
    .map((phone) => phone.trim())
    .filter((phone) => {
      const count = digits(phone).length;
      return count >= 7 && count <= 15 && !ownDigits.endsWith(digits(phone));
    });
}

function digits(value: string): string {
  return value.replace(/\D/g, "");
}
