import { z } from "zod";

/*
 * The booking wing's variables (README "Booking" and "Calendar"), validated with the rest of the
 * configuration in config.ts.
 */

const REMINDER_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const reminderForm = "a time such as 24h, 90m or 2d (at most 30 days), or off";

/** How long before a meeting its reminder is due (`24h`, `90m`, `2d`), or null (`off`). */
const reminderLeadTime = z
  .string()
  .default("24h")
  .transform((value, ctx) => {
    const text = value.trim().toLowerCase();
    if (text === "off") return null;
    const match = /^([1-9][0-9]{0,4})([mhd])$/.exec(text);
    const ms = match ? Number(match[1]) * REMINDER_UNIT_MS[match[2] as "m" | "h" | "d"] : 0;
    if (!match || ms > 30 * REMINDER_UNIT_MS.d) {
      ctx.addIssue({ code: "custom", message: reminderForm });
      return z.NEVER;
    }
    return ms;
  });

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
