/**
 * The bookings bench:booking starts from: 10,000 future bookings of the default meeting type,
 * written in batches straight to the table (no invitations or e-mails: only what the slots read).
 */
import { randomUUID } from "node:crypto";
import { sql, type Insertable } from "kysely";
import { Temporal } from "temporal-polyfill";
import { instantOnDate } from "../core/booking/time-of-day";
import { defaultAvailability, defaultMeetingType } from "../core/content/booking";
import { newReference } from "../server/booking/store/references";
import type { SiteDatabase } from "../server/db/database";
import type { BookingTable } from "../server/db/schema";

export const BOOKINGS = 10_000;
/** Monday 1 March 2027, 9:00 in New York: every seeded booking lies after it. */
export const NOW = new Date("2027-03-01T14:00:00Z");
export const ZONES = ["America/New_York", "Europe/Madrid", "Asia/Kolkata"];
const ZONE = defaultAvailability.timeZone;

type Row = Insertable<BookingTable>;

/**
 * Two meetings a weekday inside the 60-day horizon (room left under the daily limit of eight),
 * then every half hour of every weekday after it until there are 10,000.
 */
function seedRows(): Row[] {
  const rows: Row[] = [];
  const horizonEnd = Temporal.PlainDate.from("2027-04-30");
  const references = new Set<string>();
  for (
    let day = Temporal.PlainDate.from("2027-03-02");
    rows.length < BOOKINGS;
    day = day.add({ days: 1 })
  ) {
    if (day.dayOfWeek > 5) continue;
    const inWindow = Temporal.PlainDate.compare(day, horizonEnd) <= 0;
    const times = inWindow ? ["10:00", "14:00"] : halfHours();
    for (const time of times) {
      if (rows.length === BOOKINGS) break;
      let reference = newReference();
      while (references.has(reference)) reference = newReference();
      references.add(reference);
      rows.push(seedRow(rows.length, reference, instantOnDate(day, time, ZONE)));
    }
  }
  return rows;
}

const halfHours = () =>
  Array.from(
    { length: 16 },
    (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
  );

function seedRow(n: number, reference: string, start: Temporal.Instant): Row {
  const startsAt = new Date(start.epochMilliseconds).toISOString();
  const endsAt = new Date(
    start.add({ minutes: defaultMeetingType.lengthMinutes }).epochMilliseconds,
  ).toISOString();
  const at = NOW.toISOString();
  return {
    id: `bkg_seed_${n}`,
    reference,
    meeting_type_id: defaultMeetingType.id,
    starts_at: startsAt,
    ends_at: endsAt,
    blocked_from: startsAt,
    blocked_until: endsAt,
    visitor_name: `Seeded visitor ${n}`,
    visitor_email: `seeded-${n}@example.com`,
    visitor_phone: null,
    visitor_time_zone: ZONES[n % ZONES.length]!,
    notes: "",
    source: "web" as const,
    status: "confirmed" as const,
    sequence: 0,
    invitation_uid: `${randomUUID()}@voicefront`,
    idempotency_key: `seed-${n}`,
    lead_id: null,
    created_at: at,
    updated_at: at,
  };
}

export async function seed(site: SiteDatabase) {
  const rows = seedRows();
  for (let i = 0; i < rows.length; i += 500) {
    await site.db
      .insertInto("bookings")
      .values(rows.slice(i, i + 500))
      .execute();
  }
  if (site.kind === "postgres") await sql`ANALYZE`.execute(site.db);
}
