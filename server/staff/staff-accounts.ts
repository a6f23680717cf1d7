import type { Kysely } from "kysely";
import { z } from "zod";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import { removeEveryPasskey } from "./passkeys";
import { newSecret, secretHash } from "../http/secrets";

/** How long the link `staff add` prints stays usable. */
export const SETUP_LINK_MINUTES = 30;

const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** A staff e-mail address as stored (trimmed, lower-cased), or null when it is not one. */
export function staffEmail(input: string): string | null {
  const parsed = emailSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

export const setupLinkPath = (token: string) => `/inbox/welcome/${token}`;

export interface AddedStaff {
  email: string;
  /**
   * True when the account was there already: the link is then for recovery. It replaces the
   * person's password, and their passkeys are removed at once, ending the sessions they signed in.
   */
  existed: boolean;
  passkeysRemoved: number;
  token: string;
}

/**
 * Creates the account when it is new, and in every case a fresh one-time link for setting its
 * password; links handed out before for the same person stop working. An owner runs this for an
 * existing account when its password is lost or someone else may have it, so whoever holds it
 * must lose every way in: its passkeys go now, its password and sessions when the link is used.
 */
export async function addStaff(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<AddedStaff> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("staff")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    const staffId = found?.id ?? newId("stf");
    if (!found) {
      await trx
        .insertInto("staff")
        .values({
          id: staffId,
          email,
          password_hash: null,
          created_at: now.toISOString(),
          password_changed_at: null,
        })
        .execute();
    }
    const passkeysRemoved = found ? await removeEveryPasskey(trx, staffId) : 0;
    await trx.deleteFrom("staff_tokens").where("staff_id", "=", staffId).execute();
    const token = newSecret();
    await trx
      .insertInto("staff_tokens")
      .values({
        id: secretHash(token),
        staff_id: staffId,
        purpose: found ? "recovery" : "password-setup",
        expires_at: new Date(now.getTime() + SETUP_LINK_MINUTES * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    return { email, existed: Boolean(found), passkeysRemoved, token };
  });
}

export interface StaffListing {
  email: string;
  created_at: string;
  hasPassword: boolean;
  passkeys: number;
  sessions: number;
}

export async function listStaff(db: Kysely<Database>): Promise<StaffListing[]> {
  const rows = await db
    .selectFrom("staff")
    .select((eb) => [
      "email",
      "created_at",
      "password_hash",
      eb
        .selectFrom("passkeys")
        .whereRef("passkeys.staff_id", "=", "staff.id")
        .select(eb.fn.countAll<string | number>().as("n"))
        .as("passkeys"),
      eb
        .selectFrom("staff_sessions")
        .whereRef("staff_sessions.staff_id", "=", "staff.id")
        .select(eb.fn.countAll<string | number>().as("n"))
        .as("sessions"),
    ])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    created_at: row.created_at,
    hasPassword: row.password_hash !== null,
    passkeys: Number(row.passkeys),
    sessions: Number(row.sessions),
  }));
}

/** Deletes the person; their sessions, links and passkeys go with them (foreign keys cascade). */
export async function removeStaff(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db.deleteFrom("staff").where("email", "=", email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account a one-time link belongs to, while it is unused and in date. */
export async function setupLinkOwner(db: Kysely<Database>, token: string, now = new Date()) {
  return db
    .selectFrom("staff_tokens")
    .innerJoin("staff", "staff.id", "staff_tokens.staff_id")
    .select(["staff.id", "staff.email", "staff_tokens.id as tokenId", "staff_tokens.purpose"])
    .where("staff_tokens.id", "=", secretHash(token))
    .where("staff_tokens.used_at", "is", null)
    .where("staff_tokens.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}
