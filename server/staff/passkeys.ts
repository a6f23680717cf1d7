import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { brand } from "../../core/content/site";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";

/**
 * The WebAuthn library, loaded at the first passkey ceremony: its certificate and ASN.1 packages
 * take about a quarter of a second of processor time to load, a quarter of the server's start and
 * of every `npm run inquiries` command, and most processes never see a passkey.
 */
const webauthn = () => import("@simplewebauthn/server");

/** How long a browser has to answer a challenge. */
export const CHALLENGE_MS = 5 * 60 * 1000;

/** Where passkeys are valid: the site's host name and origin (SITE_URL). */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

export const relyingParty = (siteUrl: string): RelyingParty => {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin };
};

async function keepChallenge(
  db: Kysely<Database>,
  challenge: string,
  staffId: string | null,
  now: Date,
) {
  await db.deleteFrom("auth_challenges").where("expires_at", "<", now.toISOString()).execute();
  await db
    .insertInto("auth_challenges")
    .values({
      id: newId("chl"),
      challenge,
      staff_id: staffId,
      expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
    })
    .execute();
}

/**
 * The challenge a browser's answer signed, taken out of the database so it answers once only;
 * null when it was never handed out (to this person), has been used, or has expired.
 */
async function takeChallenge(
  db: Kysely<Database>,
  clientDataJSON: unknown,
  staffId: string | null,
  now: Date,
): Promise<string | null> {
  let challenge: unknown;
  try {
    challenge = JSON.parse(Buffer.from(String(clientDataJSON), "base64url").toString()).challenge;
  } catch {
    return null;
  }
  if (typeof challenge !== "string") return null;
  const taken = await db
    .deleteFrom("auth_challenges")
    .where("challenge", "=", challenge)
    .where("staff_id", staffId === null ? "is" : "=", staffId)
    .where("expires_at", ">", now.toISOString())
    .returning("id")
    .executeTakeFirst();
  return taken ? challenge : null;
}

export async function registrationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  staff: { id: string; email: string },
  now: Date,
) {
  const existing = await db
    .selectFrom("passkeys")
    .select(["id", "transports"])
    .where("staff_id", "=", staff.id)
    .execute();
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: `${brand.name} inbox`,
    rpID: rp.rpID,
    userName: staff.email,
    userID: new TextEncoder().encode(staff.id),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: key.transports ? key.transports.split(",") : undefined,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, options.challenge, staff.id, now);
  return options;
}

/** Verifies a new passkey's answer and keeps it; false when it does not hold. */
export async function registerPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  staffId: string,
  response: RegistrationResponseJSON,
  name: string,
  now: Date,
): Promise<boolean> {
  const challenge = await takeChallenge(db, response?.response?.clientDataJSON, staffId, now);
  if (!challenge) return false;
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  await db
    .insertInto("passkeys")
    .values({
      id: credential.id,
      staff_id: staffId,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      name,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
  return true;
}

/**
 * Options for signing in with any passkey of this site (discoverable credentials), or, given the
 * signed-in person, for confirming it is them with one of their own. Either way the passkey must
 * verify its user (PIN, fingerprint, face): a security key that only proves presence could be
 * used by whoever holds it.
 */
export async function authenticationOptions(
  db: Kysely<Database>,
  rp: RelyingParty,
  now: Date,
  staffId: string | null = null,
) {
  const own = staffId
    ? await db
        .selectFrom("passkeys")
        .select(["id", "transports"])
        .where("staff_id", "=", staffId)
        .execute()
    : [];
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: "required",
    allowCredentials: own.map((key) => ({
      id: key.id,
      transports: key.transports ? key.transports.split(",") : undefined,
    })),
  });
  await keepChallenge(db, options.challenge, staffId, now);
  return options;
}

/** Who a passkey answer proves, and with which passkey. */
export interface PasskeyProof {
  staffId: string;
  passkeyId: string;
}

/**
 * Checks a passkey answer to options from `authenticationOptions`, for the same `staffId` (null
 * for a sign-in); the proof, or null. A registration challenge kept for the same person is taken
 * too, and then refused: the library checks that the browser answered a sign-in ceremony.
 */
export async function verifyPasskey(
  db: Kysely<Database>,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now: Date,
  staffId: string | null = null,
): Promise<PasskeyProof | null> {
  const challenge = await takeChallenge(db, response?.response?.clientDataJSON, staffId, now);
  if (!challenge || typeof response.id !== "string") return null;
  const passkey = await db
    .selectFrom("passkeys")
    .selectAll()
    .where("id", "=", response.id)
    .executeTakeFirst();
  if (!passkey || (staffId !== null && passkey.staff_id !== staffId)) return null;
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
      counter: passkey.counter,
      transports: passkey.transports ? passkey.transports.split(",") : undefined,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db
    .updateTable("passkeys")
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where("id", "=", passkey.id)
    .execute();
  return { staffId: passkey.staff_id, passkeyId: passkey.id };
}

export async function listPasskeys(db: Kysely<Database>, staffId: string) {
  return db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("staff_id", "=", staffId)
    .orderBy("created_at")
    .execute();
}

/** Removes one of the person's passkeys; the sessions it signed in end with it (cascade). */
export async function removePasskey(db: Kysely<Database>, staffId: string, id: string) {
  const result = await db
    .deleteFrom("passkeys")
    .where("staff_id", "=", staffId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every passkey of the person, and so the sessions they signed in; how many went. */
export async function removeEveryPasskey(db: Kysely<Database>, staffId: string) {
  const result = await db.deleteFrom("passkeys").where("staff_id", "=", staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
