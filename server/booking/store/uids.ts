import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Enough for one query's list of parameters on both databases. */
const CHUNK = 500;

/**
 * Which of `uids` are the invitation UIDs of the site's own bookings, in any state: the team's
 * calendar holds those bookings' events, whose time the bookings already hold (or, cancelled or
 * moved, no longer hold), so they never count twice as the calendar's busy time.
 */
export async function ownInvitationUids(
  db: Kysely<Database>,
  uids: readonly string[],
): Promise<Set<string>> {
  const distinct = [...new Set(uids)];
  const own = new Set<string>();
  for (let index = 0; index < distinct.length; index += CHUNK) {
    const rows = await db
      .selectFrom("bookings")
      .select("invitation_uid")
      .where("invitation_uid", "in", distinct.slice(index, index + CHUNK))
      .execute();
    for (const row of rows) own.add(row.invitation_uid);
  }
  return own;
}
