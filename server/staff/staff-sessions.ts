import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { VERIFIED_FOR_MINUTES } from "../../core/inbox/session-rules";
import { newSecret, secretHash } from "../http/secrets";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session nobody used for this long is over. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** And every session is over this long after sign-in. */
export const SESSION_MAX_MS = 30 * DAY_MS;
/** `last_seen_at` is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_EVERY_MS = 60_000;
export interface SessionOwner {
  id: string;
  email: string;
  sessionId: string;
  /** When this session last gave the password or a passkey; null for sessions from before. */
  verifiedAt: string | null;
}

export const recentlyVerified = (owner: SessionOwner, now: Date) =>
  owner.verifiedAt !== null &&
  now.getTime() - Date.parse(owner.verifiedAt) < VERIFIED_FOR_MINUTES * 60_000;

/**
 * Starts a session, verified now (its browser has just given the password, a passkey or a
 * one-time link); the returned secret goes in the cookie, its hash in the database.
 */
export async function startSession(
  db: Kysely<Database>,
  staffId: string,
  { userAgent, passkeyId = null }: { userAgent: string; passkeyId?: string | null },
  now: Date,
): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto("staff_sessions")
    .values({
      id: secretHash(secret),
      staff_id: staffId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      user_agent: userAgent.slice(0, 300),
      verified_at: now.toISOString(),
      passkey_id: passkeyId,
    })
    .execute();
  return secret;
}

/**
 * The session's browser has given the password or a passkey again. The request's own view of the
 * session learns it too: without JavaScript the page answering the confirmation is rendered in the
 * same request, and would otherwise still ask to confirm.
 */
export async function markVerified(db: Kysely<Database>, owner: SessionOwner, now: Date) {
  await db
    .updateTable("staff_sessions")
    .set({ verified_at: now.toISOString() })
    .where("id", "=", owner.sessionId)
    .execute();
  owner.verifiedAt = now.toISOString();
}

/** The session's owner while it is live; an expired session is deleted on sight. */
export async function sessionOwner(
  db: Kysely<Database>,
  secret: string,
  now: Date,
): Promise<SessionOwner | null> {
  const id = secretHash(secret);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff.id",
      "staff.email",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
      "staff_sessions.verified_at",
    ])
    .where("staff_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const at = now.getTime();
  const lastSeen = Date.parse(row.last_seen_at);
  if (at - lastSeen > SESSION_IDLE_MS || at - Date.parse(row.created_at) > SESSION_MAX_MS) {
    await endSession(db, id);
    return null;
  }
  if (at - lastSeen > TOUCH_EVERY_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return { id: row.id, email: row.email, sessionId: id, verifiedAt: row.verified_at };
}

export async function endSession(db: Kysely<Database>, sessionId: string) {
  await db.deleteFrom("staff_sessions").where("id", "=", sessionId).execute();
}

export async function endEverySession(db: Kysely<Database>, staffId: string) {
  await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
}

export async function countSessions(db: Kysely<Database>, staffId: string): Promise<number> {
  const row = await db
    .selectFrom("staff_sessions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("staff_id", "=", staffId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
