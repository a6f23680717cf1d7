import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { clientKey } from "../../http/client-ip";
import { holdsTimeAt } from "./holds";

/** What one person may hold at once, each counted over upcoming bookings and live holds. */
export type BookingCap = "email" | "phone" | "address" | "session";

/** The most upcoming bookings and holds per e-mail, phone, client address and session; null: none. */
export type BookingCaps = Record<BookingCap, number | null>;

/** What a new booking is counted by: its contact, and where it came from when its way in knows. */
export interface CountedBy {
  email: string | null;
  phone: string | null;
  /** The client address's key (an IPv6 client's /64), hashed: `addressKey`. */
  clientKey: string | null;
  /** `call:<id>` or `chat:<session>`. */
  sessionKey: string | null;
}

/** What the caps count a client address by: its /64 for IPv6, never the address in clear. */
export const addressKey = (ip: string) => createHash("sha256").update(clientKey(ip)).digest("hex");

const COLUMNS = {
  email: "visitor_email",
  phone: "visitor_phone",
  address: "client_key",
  session: "session_key",
} as const satisfies Record<BookingCap, keyof Database["bookings"]>;

const VALUES: Record<BookingCap, (counted: CountedBy) => string | null> = {
  email: (counted) => counted.email,
  phone: (counted) => counted.phone,
  address: (counted) => counted.clientKey,
  session: (counted) => counted.sessionKey,
};

/**
 * The first cap a new booking would pass, or null. Counted inside the booking's transaction, which
 * every instance's booking writes take one at a time (writes.ts): two requests at once cannot both
 * take a person's last place. A booking counts until its start; a hold until it lapses.
 */
export async function capReached(
  trx: Transaction<Database>,
  caps: BookingCaps,
  counted: CountedBy,
  now: Date,
): Promise<BookingCap | null> {
  for (const cap of Object.keys(COLUMNS) as BookingCap[]) {
    const max = caps[cap];
    const value = VALUES[cap](counted);
    if (max === null || !value) continue;
    const { held } = await trx
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number | string>().as("held"))
      .where(COLUMNS[cap], "=", value)
      .where(holdsTimeAt(now))
      .where("starts_at", ">", now.toISOString())
      .executeTakeFirstOrThrow();
    if (Number(held) >= max) return cap;
  }
  return null;
}
