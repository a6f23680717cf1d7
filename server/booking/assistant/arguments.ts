import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { parseStartInstant } from "../../../core/booking/start-time";
import { normalizeTimeZone } from "../../../core/booking/time-zone";
import { parseIsoDate } from "../../../core/booking/visitor-day";
import { bookingAnswers, bookingTools } from "../../../core/content/booking-assistant";
import type { Words } from "../../../core/content/translation";
import { BOOKING_LIMITS, normalizedEmail, normalizedPhone } from "../store/request";

/** The tools' words in the call's language: each problem found is said in them. */
type ToolWords = Words<typeof bookingAnswers>;

/** Every argument's longest accepted text; the example assistant announces the same limits. */
export const TOOL_ARGUMENT_LIMITS = {
  name: BOOKING_LIMITS.name,
  email: BOOKING_LIMITS.email,
  phone: BOOKING_LIMITS.phone,
  timeZone: BOOKING_LIMITS.timeZone,
  service: 100,
  /** Leaves room for the service in the booking's notes. */
  notes: 1500,
  reference: 20,
  /** A hold's code as a person reads it out, spaces and dashes included. */
  code: 20,
  /** Longer than any ISO start or date, so a long one is refused as unreadable, not as long. */
  start: 40,
  date: 40,
  from: 40,
  to: 40,
} as const;

/** The longest range check_availability reads at once. */
export const MAX_RANGE_DAYS = 31;

/**
 * Language models send a number for a phone, `null` or "" for a detail they lack: a number
 * becomes text, blank text is not given, and anything else stays as it is for zod to refuse.
 */
const present = (value: unknown) => {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  return value ?? undefined;
};

const text = (max: number) => z.preprocess(present, z.string().max(max).optional());
const L = TOOL_ARGUMENT_LIMITS;

const schemas = {
  [bookingTools.checkAvailability]: z.object({
    date: text(L.date),
    from: text(L.from),
    to: text(L.to),
    timeZone: text(L.timeZone),
  }),
  [bookingTools.bookAppointment]: z.object({
    start: text(L.start),
    name: text(L.name),
    email: text(L.email),
    phone: text(L.phone),
    timeZone: text(L.timeZone),
    service: text(L.service),
    notes: text(L.notes),
  }),
  [bookingTools.rescheduleAppointment]: z.object({
    reference: text(L.reference),
    email: text(L.email),
    phone: text(L.phone),
    start: text(L.start),
    timeZone: text(L.timeZone),
  }),
  [bookingTools.cancelAppointment]: z.object({
    reference: text(L.reference),
    email: text(L.email),
    phone: text(L.phone),
  }),
  [bookingTools.confirmAppointment]: z.object({
    reference: text(L.reference),
    email: text(L.email),
    phone: text(L.phone),
    code: text(L.code),
  }),
};

/** The arguments each tool takes; voice/assistant.example.json must declare exactly these. */
export const bookingToolArgumentNames = Object.fromEntries(
  Object.entries(schemas).map(([tool, schema]) => [tool, Object.keys(schema.shape)]),
) as Record<keyof typeof schemas, string[]>;

/** What to say back when arguments cannot be used: each problem, and what to ask the caller. */
export interface ArgumentProblems {
  problems: string[];
  asks: string[];
}
export type Checked<T> = { ok: true; value: T } | ({ ok: false } & ArgumentProblems);

/** Problems found one field at a time, each field's first only, in `say`'s language. */
class Findings {
  private readonly byField = new Map<string, { problem: string; ask?: string }>();
  constructor(readonly say: ToolWords) {}
  add(field: string, problem: string, ask?: string) {
    if (!this.byField.has(field)) this.byField.set(field, { problem, ask });
  }
  has(field: string) {
    return this.byField.has(field);
  }
  result<T>(value: () => T): Checked<T> {
    if (this.byField.size === 0) return { ok: true, value: value() };
    const found = [...this.byField.values()];
    const asks = found.flatMap((entry) => (entry.ask ? [entry.ask] : []));
    return { ok: false, problems: found.map((entry) => entry.problem), asks: [...new Set(asks)] };
  }
}

/** The arguments whose names are words kept for links (translation.ts), by their label's key. */
const labelKeys: Record<string, keyof ToolWords["fields"]> = { from: "rangeFrom", to: "rangeTo" };

/**
 * Each argument on its own, so one that is too long or not text is named while the others are
 * still read; a refused one reads as not given.
 */
function parse<S extends z.ZodObject>(schema: S, args: Record<string, unknown>, found: Findings) {
  const values: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(schema.shape)) {
    const parsed = (rule as z.ZodType).safeParse(args[field]);
    if (parsed.success) {
      values[field] = parsed.data;
      continue;
    }
    const issue = parsed.error.issues[0]!;
    const { problems, fields } = found.say;
    const label = fields[labelKeys[field] ?? (field as keyof typeof fields)];
    found.add(
      field,
      issue.code === "too_big"
        ? problems.tooLong(label, Number(issue.maximum))
        : problems.notText(label),
    );
  }
  return values as z.output<S>;
}

function zone(name: string | undefined, found: Findings): string | null {
  if (name === undefined) return null;
  const known = normalizeTimeZone(name);
  const { problems, ask, quoted } = found.say;
  if (!known) found.add("timeZone", problems.zone(quoted(name)), ask.zone);
  return known;
}

function date(field: string, value: string, found: Findings): Temporal.PlainDate | null {
  try {
    return parseIsoDate(value);
  } catch {
    const { problems, ask, quoted } = found.say;
    found.add(field, problems.date(quoted(value)), ask.date);
    return null;
  }
}

function start(value: string | undefined, found: Findings): Temporal.Instant | null {
  if (value === undefined) {
    found.add("start", found.say.problems.start);
    return null;
  }
  try {
    return parseStartInstant(value);
  } catch {
    found.add("start", found.say.problems.start);
    return null;
  }
}

const PHONE = /^\+?\d{5,20}$/;

function contact(
  given: { email?: string; phone?: string },
  found: Findings,
): { email: string | null; phone: string | null } {
  const email = given.email === undefined ? null : normalizedEmail(given.email);
  const phone = given.phone === undefined ? null : normalizedPhone(given.phone);
  const { problems, ask } = found.say;
  if (email === null && phone === null && !found.has("email") && !found.has("phone")) {
    found.add("contact", problems.contact, ask.contact);
  }
  if (email !== null && !z.email().safeParse(email).success) {
    found.add("email", problems.email, ask.email);
  }
  if (phone !== null && !PHONE.test(phone)) found.add("phone", problems.phone, ask.phone);
  return { email, phone };
}

function reference(value: string | undefined, found: Findings): string {
  const { problems, ask } = found.say;
  if (value === undefined) found.add("reference", problems.reference, ask.reference);
  return value ?? "";
}

export type DaysAsked =
  { kind: "next" } | { kind: "days"; first: Temporal.PlainDate; last: Temporal.PlainDate };

export function checkAvailabilityArguments(
  args: Record<string, unknown>,
  say: ToolWords = bookingAnswers,
) {
  const found = new Findings(say);
  const given = parse(schemas.check_availability, args, found);
  const timeZone = zone(given.timeZone, found);
  let days: DaysAsked = { kind: "next" };
  if (given.date !== undefined) {
    const day = date("date", given.date, found);
    if (day) days = { kind: "days", first: day, last: day };
  } else if (given.from !== undefined || given.to !== undefined) {
    if (given.from === undefined || given.to === undefined) {
      found.add("range", say.problems.rangeHalf);
    } else days = range(given.from, given.to, found) ?? days;
  }
  return found.result(() => ({ timeZone, days }));
}

function range(fromText: string, toText: string, found: Findings): DaysAsked | null {
  const first = date("from", fromText, found);
  const last = date("to", toText, found);
  if (!first || !last) return null;
  const span = first.until(last, { largestUnit: "days" }).days;
  const { problems } = found.say;
  if (span < 0) found.add("range", problems.rangeBackwards);
  else if (span >= MAX_RANGE_DAYS) found.add("range", problems.rangeTooLong(MAX_RANGE_DAYS));
  return { kind: "days", first, last };
}

export function bookAppointmentArguments(
  args: Record<string, unknown>,
  say: ToolWords = bookingAnswers,
) {
  const found = new Findings(say);
  const given = parse(schemas.book_appointment, args, found);
  if (given.name === undefined) found.add("name", say.problems.name, say.ask.name);
  const when = start(given.start, found);
  const timeZone = zone(given.timeZone, found);
  const reach = contact(given, found);
  return found.result(() => ({
    start: when!,
    name: given.name!,
    ...reach,
    timeZone,
    service: given.service ?? null,
    notes: given.notes ?? "",
  }));
}

export function rescheduleAppointmentArguments(
  args: Record<string, unknown>,
  say: ToolWords = bookingAnswers,
) {
  const found = new Findings(say);
  const given = parse(schemas.reschedule_appointment, args, found);
  const ref = reference(given.reference, found);
  const reach = contact(given, found);
  const when = start(given.start, found);
  const timeZone = zone(given.timeZone, found);
  return found.result(() => ({ reference: ref, contact: reach, start: when!, timeZone }));
}

export function cancelAppointmentArguments(
  args: Record<string, unknown>,
  say: ToolWords = bookingAnswers,
) {
  const found = new Findings(say);
  const given = parse(schemas.cancel_appointment, args, found);
  const ref = reference(given.reference, found);
  const reach = contact(given, found);
  return found.result(() => ({ reference: ref, contact: reach }));
}

export function confirmAppointmentArguments(
  args: Record<string, unknown>,
  say: ToolWords = bookingAnswers,
) {
  const found = new Findings(say);
  const given = parse(schemas.confirm_appointment, args, found);
  const ref = reference(given.reference, found);
  const reach = contact(given, found);
  if (given.code === undefined) found.add("code", say.problems.code, say.ask.code);
  return found.result(() => ({ reference: ref, contact: reach, code: given.code! }));
}
