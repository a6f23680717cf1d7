import { Temporal } from "temporal-polyfill";

const MAX_ZONE_LENGTH = 64;
/** IANA names only ("Area/Location", "UTC"): a fixed offset such as "+05:30" knows no DST rules. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The zone's identifier as the time-zone database spells it ("asia/kolkata" → "Asia/Kolkata"),
 * or null when the name is not an IANA zone this runtime knows.
 */
export function normalizeTimeZone(name: string): string | null {
  if (name.length > MAX_ZONE_LENGTH || !IANA_NAME.test(name)) return null;
  try {
    return new Temporal.ZonedDateTime(0n, name).timeZoneId;
  } catch {
    return null;
  }
}

export function isIanaTimeZone(name: string): boolean {
  return normalizeTimeZone(name) !== null;
}
