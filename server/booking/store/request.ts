import { z } from "zod";
import type { BookingProof, BookingSource } from "../../db/schema";
import { storedText } from "../../db/stored-text";
import { isLanguage, SOURCE_LANGUAGE } from "../../../core/content/languages";
import { bookingRequestProblems } from "../../../core/content/booking-answers";
import type { Words } from "../../../core/content/translation";

export const BOOKING_LIMITS = {
  name: 200,
  email: 254,
  phone: 32,
  notes: 2000,
  timeZone: 64,
  meetingTypeId: 64,
  idempotencyKey: 200,
  actor: 254,
  /** Minutes of buffer on either side of a meeting. */
  bufferMinutes: 240,
  /** The longest time one booking may hold, buffers included. */
  heldHours: 24,
} as const;

const HOUR_MS = 60 * 60 * 1000;

type Need = keyof typeof bookingRequestProblems.needs;

/**
 * A check's message is the key of what the field needs (core/content/booking-answers.ts): the
 * refusal words it in the booking's language (problemsInWords), not in the schema's.
 */
const need = (key: Need) => key;

const boundedText = (max: number) =>
  z
    .string()
    .transform(storedText)
    .pipe(z.string().trim().max(max, need("atMost")));

/** Digits with an optional leading `+`: what a person may type, spaces and dashes dropped. */
export const normalizedPhone = (phone: string) => {
  const trimmed = phone.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
};

export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** A field left empty on a form is not given. */
const blankAsNull = (text: string) => (text === "" ? null : text);

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(BOOKING_LIMITS.email, need("atMost"))
  .transform(blankAsNull)
  .pipe(z.email(need("email")).nullable());
const phone = z
  .string()
  .max(BOOKING_LIMITS.phone, need("atMost"))
  .transform((raw) => blankAsNull(raw.trim()) && normalizedPhone(raw))
  .pipe(
    z
      .string()
      .regex(/^\+?\d{5,20}$/, need("phone"))
      .nullable(),
  );

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const timeZone = z
  .string()
  .max(BOOKING_LIMITS.timeZone, need("atMost"))
  .refine(knownTimeZone, need("timeZone"));

const instant = z
  .union([z.date(), z.iso.datetime({ offset: true })], need("instant"))
  .transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: need("instant") });
      return z.NEVER;
    }
    return date;
  });

const buffer = z.number().int().min(0).max(BOOKING_LIMITS.bufferMinutes);
const cap = z.number().int().min(1).nullable();

/**
 * The one thing a booker types that reaches the visitor's e-mail and invitation: so one line, and
 * no web or e-mail address in it (a dot between two letters or digits reads as a domain to mail
 * clients, which make it a link; "St. John" passes, "paypal.com" does not).
 */
const looksLikeAddress = (name: string) => /[\n\t@]|:\/\/|[\p{L}\p{N}]\.[\p{L}\p{N}]/u.test(name);

const visitorName = boundedText(BOOKING_LIMITS.name)
  .pipe(z.string().min(1, need("name")))
  .refine((name) => !looksLikeAddress(name), need("nameOneLine"));

export const visitorSchema = z
  .object({
    name: visitorName,
    email: email.nullish(),
    phone: phone.nullish(),
    timeZone,
  })
  .refine((visitor) => visitor.email || visitor.phone, need("contact"));

interface TimeFields {
  startsAt: Date;
  endsAt: Date;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

const timeFields = {
  startsAt: instant,
  endsAt: instant,
  bufferBeforeMinutes: buffer,
  bufferAfterMinutes: buffer,
  actor: boundedText(BOOKING_LIMITS.actor).pipe(z.string().min(1)),
  /**
   * The meeting type's daily limit over the agency day the start falls in: counted again inside
   * the write's transaction, so two bookings at once cannot both take a day's last place.
   */
  dailyCap: z
    .object({ max: z.number().int().min(1), dayFrom: z.date(), dayTo: z.date() })
    .optional(),
};

function checkTime(time: TimeFields, ctx: z.RefinementCtx) {
  if (time.startsAt >= time.endsAt) {
    ctx.addIssue({
      code: "custom",
      message: need("endAfterStart"),
      path: ["endsAt"],
    });
  }
  const { blocked_from, blocked_until } = heldTime(time);
  if (Date.parse(blocked_until) - Date.parse(blocked_from) > BOOKING_LIMITS.heldHours * HOUR_MS) {
    ctx.addIssue({
      code: "custom",
      message: need("heldHours"),
      path: ["endsAt"],
    });
  }
}

/** What a booking needs, from whichever way in: validated and bounded before it reaches SQL. */
export const bookingRequestSchema = z
  .object({
    ...timeFields,
    meetingTypeId: z.string().min(1).max(BOOKING_LIMITS.meetingTypeId),
    visitor: visitorSchema,
    notes: boundedText(BOOKING_LIMITS.notes).default(""),
    source: z.enum(["voice", "chat", "web"] satisfies BookingSource[]),
    /** The tool call id; without one, the person and slot make the key. */
    idempotencyKey: z.string().min(1).max(BOOKING_LIMITS.idempotencyKey).optional(),
    leadId: z.string().max(64).nullish(),
    /** The call (or chat) it was booked in: a new lead carries it, for the call's report to find. */
    callId: z.string().max(BOOKING_LIMITS.idempotencyKey).nullish(),
    /**
     * Until when the booking is a hold: its contact is unproven, so it tells nobody and lapses
     * then unless its code is typed back. Absent: a booking whose contact `proof` names.
     */
    holdUntil: z.date().optional(),
    /** How the contact of a booking that is no hold was proven; null: it was not (store tests). */
    proof: z.enum(["email", "phone"] satisfies BookingProof[]).nullish(),
    /** What the caps count it by besides its contact: the hashed client address, the session. */
    clientKey: z.string().max(BOOKING_LIMITS.idempotencyKey).nullish(),
    sessionKey: z.string().max(BOOKING_LIMITS.idempotencyKey).nullish(),
    /** The language the visitor booked in (the page's, the call's or the chat's). */
    language: z.string().refine(isLanguage, need("language")).default(SOURCE_LANGUAGE),
    /** The most upcoming bookings and holds per contact, address and session; absent: no caps. */
    caps: z
      .object({
        email: cap,
        phone: cap,
        address: cap,
        session: cap,
      })
      .optional(),
  })
  .superRefine(checkTime);

export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ValidBookingRequest = z.output<typeof bookingRequestSchema>;

/** A booking's new time, with its meeting type's buffers as the slot engine gives them. */
export const newTimeSchema = z.object(timeFields).superRefine(checkTime);

export type NewTime = z.input<typeof newTimeSchema>;

/** A detail the request cannot be taken with: its field and what it needs, in no language yet. */
export interface RequestProblem {
  field: string;
  need: Need;
  /** The most characters (`atMost`) or hours (`heldHours`) allowed. */
  limit?: number;
}

/** Each problem, with the field it concerns; a check that names no need is an unreadable value. */
export const problemsOf = (error: z.ZodError): RequestProblem[] =>
  error.issues.map((issue) => {
    const named = issue.message in bookingRequestProblems.needs;
    const found = named ? (issue.message as Need) : "readable";
    const limit =
      issue.code === "too_big"
        ? Number(issue.maximum)
        : found === "heldHours"
          ? BOOKING_LIMITS.heldHours
          : undefined;
    return { field: issue.path.join("."), need: found, ...(limit === undefined ? {} : { limit }) };
  });

/**
 * The problems in one language's words (a language's `bookingRefusals.problems`): for a form's
 * 4xx, the assistant's answer or the inbox. A field the words do not name is named by its path.
 */
export function problemsInWords(
  problems: readonly RequestProblem[],
  words: Words<typeof bookingRequestProblems>,
): string[] {
  const fields: Record<string, string> = words.fields;
  return problems.map(({ field, need: key, limit }) => {
    const needs = words.needs[key];
    const text = typeof needs === "function" ? needs(limit ?? 0) : needs;
    const label = fields[field] ?? field;
    return label ? `${label}: ${text}` : text;
  });
}

/** The time a booking holds: the meeting with the buffers on either side, as stored. */
export function heldTime(time: TimeFields) {
  return {
    starts_at: time.startsAt.toISOString(),
    ends_at: time.endsAt.toISOString(),
    blocked_from: new Date(
      time.startsAt.getTime() - time.bufferBeforeMinutes * 60_000,
    ).toISOString(),
    blocked_until: new Date(time.endsAt.getTime() + time.bufferAfterMinutes * 60_000).toISOString(),
  };
}
