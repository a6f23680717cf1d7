import { Temporal } from "temporal-polyfill";

/**
 * A requested start as the assistant or a form sends it: an ISO 8601 date and time with its UTC
 * offset, exactly as slots are offered ("2027-03-16T10:00:00-04:00"). Stricter than Temporal's
 * parser, which also takes lower case, the basic format and a bracketed zone: the assistant is to
 * hand back the token it was given, and anything else is better refused than guessed at.
 */
const ISO_START_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const MAX_START_LENGTH = 40;

export class MalformedStartError extends Error {
  readonly code = "malformed-start";
  constructor(readonly input: string) {
    super(`Not an ISO 8601 date and time with an offset: ${JSON.stringify(input.slice(0, 60))}`);
    this.name = "MalformedStartError";
  }
}

/** The instant `text` names; throws MalformedStartError for anything else (month 13, no offset). */
export function parseStartInstant(text: string): Temporal.Instant {
  if (text.length > MAX_START_LENGTH || !ISO_START_WITH_OFFSET.test(text)) {
    throw new MalformedStartError(text);
  }
  try {
    return Temporal.Instant.from(text);
  } catch {
    throw new MalformedStartError(text);
  }
}
