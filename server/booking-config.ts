import { z } from "zod";
import { rateLimit, retentionDays } from "./config-forms";

/*
 * The booking wing's variables (README "Booking" and "Calendar"), validated with the rest of the
 * configuration in config.ts.
 */

const DURATION_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
type DurationUnit = keyof typeof DURATION_UNIT_MS;

/** What a duration may be: its units, its least and greatest length, and whether `off` is one. */
interface DurationForm {
  units: readonly DurationUnit[];
  minMs: number;
  maxMs: number;
  offAllowed: boolean;
}

/**
 * A length of time written `<whole number><unit>` (`24h`, `90m`), in milliseconds, as `allowed`
 * says; `off` is null where it may be; anything else is answered with `form`, in words.
 */
function duration(fallback: string, { allowed, form }: { allowed: DurationForm; form: string }) {
  const pattern = new RegExp(`^([1-9][0-9]{0,4})([${allowed.units.join("")}])$`);
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const text = value.trim().toLowerCase();
      if (allowed.offAllowed && text === "off") return null;
      const match = pattern.exec(text);
      const ms = match ? Number(match[1]) * DURATION_UNIT_MS[match[2] as DurationUnit] : 0;
      if (!match || ms < allowed.minMs || ms > allowed.maxMs) {
        ctx.addIssue({ code: "custom", message: form });
        return z.NEVER;
      }
      return ms;
    });
}

/** How long before a meeting its reminder is due (`24h`, `90m`, `2d`), or null (`off`). */
const reminderLeadTime = duration("24h", {
  allowed: { units: ["m", "h", "d"], minMs: 0, maxMs: 30 * DURATION_UNIT_MS.d, offAllowed: true },
  form: "a time such as 24h, 90m or 2d (at most 30 days), or off",
});

/** How long an unproven booking holds its time (`15m`), in milliseconds: 10 s to 2 h. */
const holdTime = duration("15m", {
  allowed: {
    units: ["s", "m", "h"],
    minMs: 10_000,
    maxMs: 2 * DURATION_UNIT_MS.h,
    offAllowed: false,
  },
  form: "a time such as 15m, 30m or 1h (from 10s to 2h)",
}).pipe(z.number());

/** At most this many at once (1 to 100), or null (`off`). */
function bookingCap(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      if (value.trim() === "off") return null;
      if (/^([1-9][0-9]?|100)$/.test(value.trim())) return Number(value);
      ctx.addIssue({ code: "custom", message: "a whole number from 1 to 100, or off" });
      return z.NEVER;
    });
}

/** Whole minutes from `min` to `max`. */
function minutes(fallback: string, min: number, max: number) {
  const form = `a whole number of minutes from ${min} to ${max}`;
  return z.coerce
    .number({ error: form })
    .int({ error: form })
    .min(min, { error: form })
    .max(max, { error: form })
    .default(Number(fallback));
}

const MAX_BUSY_FEEDS = 10;

export const bookingVariables = {
  // Bookings (README "Booking"): the visitor's reminder, this long before the meeting (needs SMTP).
  BOOKING_REMINDER: reminderLeadTime,
  // How long a booking whose e-mail address is not proven yet holds its time (docs/decisions/027).
  BOOKING_HOLD: holdTime,
  // The most upcoming bookings and holds per e-mail, phone, client address (/64) and session.
  BOOKING_CAP_EMAIL: bookingCap("2"),
  BOOKING_CAP_PHONE: bookingCap("2"),
  BOOKING_CAP_ADDRESS: bookingCap("3"),
  BOOKING_CAP_SESSION: bookingCap("2"),
  // Moves, cancels and codes from a manage link, per client address and per link.
  BOOKING_CHANGE_RATE_LIMIT: rateLimit("10/1h", "10/1h, 30/1h"),
  // A booking is deleted this many days after its meeting ended (docs/decisions/027).
  BOOKING_RETENTION_DAYS: retentionDays("365"),
  // The team's calendar (README "Calendar"): the CalDAV collection whose busy times block slots.
  CALDAV_URL: z
    .union([
      z.literal(""),
      z.url({
        protocol: /^https?$/,
        error: "the calendar collection's http(s) URL, such as https://dav.example.com/cal/work/",
      }),
    ])
    .default(""),
  CALDAV_USERNAME: z
    .string()
    .trim()
    .max(256, { error: "a user name of 256 characters at most" })
    .default(""),
  // An app password, never the account's own: the provider's page for them is in the README.
  CALDAV_PASSWORD: z
    .string()
    .max(1024, { error: "a password of 1024 characters at most" })
    .default(""),
  // Read-only iCalendar feeds (secret addresses), space-separated; webcal:// is read as https://.
  BUSY_ICS_URLS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const urls = value
        .split(/\s+/)
        .filter(Boolean)
        .map((url) => url.replace(/^webcal:/i, "https:"));
      // A user name or password in the address is refused: fetch cannot send one that way.
      const valid = (url: string) =>
        URL.canParse(url) &&
        /^https?:$/.test(new URL(url).protocol) &&
        !new URL(url).username &&
        !new URL(url).password;
      if (urls.length <= MAX_BUSY_FEEDS && urls.every(valid)) return urls;
      ctx.addIssue({
        code: "custom",
        message: `up to ${MAX_BUSY_FEEDS} http(s) or webcal:// addresses of iCalendar feeds, space-separated, without a user name or password`,
      });
      return z.NEVER;
    }),
  CALENDAR_REFRESH_MINUTES: minutes("5", 1, 60),
  CALENDAR_OUTAGE_MINUTES: minutes("30", 0, 1440),
};
