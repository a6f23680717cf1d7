import { z } from "zod";
import { parseRateLimit } from "./limits/rate-limiter";

/*
 * The written forms a variable may take that more than one part of the configuration reads
 * (config.ts, booking-config.ts), each with the words an invalid value is answered with.
 */

/** Whole days to keep something, or null (`off`) to keep it until it is erased. */
export function retentionDays(fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      if (value === "off") return null;
      if (/^[1-9][0-9]{0,4}$/.test(value)) return Number(value);
      ctx.addIssue({ code: "custom", message: "a whole number of days, such as 30, or off" });
      return z.NEVER;
    });
}

/** A count per window (`5/10m`), or null (`off`) for no limit. */
export function rateLimit(fallback: string, examples: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const limit = parseRateLimit(value);
      if (limit === undefined) {
        ctx.addIssue({ code: "custom", message: `count/window such as ${examples} or off` });
        return z.NEVER;
      }
      return limit;
    });
}
