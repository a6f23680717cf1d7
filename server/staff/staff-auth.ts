import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { parse, serialize } from "hono/utils/cookie";
import type { SiteDatabase } from "../db/database";
import type { Logger } from "../logger";
import { MAX_PASSWORD_LENGTH } from "../../app/inbox/auth/password-rules";
import type { StaffTokenTable } from "../db/schema";
import {
  authenticationOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removeEveryPasskey,
  removePasskey,
  verifyPasskey,
} from "./passkeys";
import { hashPassword, passwordProblem, verifyPassword, type PasswordProblem } from "./passwords";
import { setupLinkOwner, staffEmail } from "./staff-accounts";
import {
  countSessions,
  endEverySession,
  endSession,
  markVerified,
  recentlyVerified,
  sessionOwner,
  SESSION_MAX_MS,
  startSession,
  type SessionOwner,
} from "./staff-sessions";
import { recordFailure, throttledForSeconds, throttleKeys } from "./sign-in-throttle";

export type SignedInStaff = SessionOwner;

/** A new session's cookie, to send with the answer that signed the person in. */
export type SignedIn = { ok: true; cookie: string };

type Refused =
  { ok: false; reason: "wrong" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export type SignInResult = SignedIn | Refused;

/** The answer to giving the password again on a signed-in session. */
export type Confirmation = { ok: true } | Refused;

export type PasskeyAdded = "added" | "refused" | "confirm-first";

export type PasswordChange = SignedIn | { ok: false; reason: PasswordProblem | "wrong" | "link" };

export interface StaffAuth {
  currentStaff(request: Request): Promise<SignedInStaff | null>;
  signInWithPassword(input: {
    email: string;
    password: string;
    ip: string;
    userAgent: string;
  }): Promise<SignInResult>;
  /** Whose a one-time link is, and what for, while it can be used (the welcome page asks first). */
  setupLink(token: string): Promise<{ email: string; purpose: StaffTokenTable["purpose"] } | null>;
  /**
   * Sets the password through a one-time link, ends every other session, removes the account's
   * passkeys and signs in.
   */
  setPasswordWithLink(token: string, password: string, userAgent: string): Promise<PasswordChange>;
  changePassword(
    staff: SignedInStaff,
    current: string,
    next: string,
    userAgent: string,
  ): Promise<PasswordChange>;
  /** Ends this browser's session; the cookie that clears it. */
  signOut(staff: SignedInStaff): Promise<string>;
  signOutEverywhere(staff: SignedInStaff): Promise<string>;
  sessionCount(staff: SignedInStaff): Promise<number>;
  /** The cookie that forgets a session the server no longer knows. */
  clearedCookie(): string;
  /** True within VERIFIED_FOR_MINUTES of this session's last password or passkey. */
  recentlyVerified(staff: SignedInStaff): boolean;
  /** The password given again: the session counts as recently verified. */
  confirmWithPassword(staff: SignedInStaff, password: string, ip: string): Promise<Confirmation>;
  passkeyConfirmOptions(staff: SignedInStaff): Promise<unknown>;
  /** One of the person's own passkeys used again: the session counts as recently verified. */
  confirmWithPasskey(staff: SignedInStaff, response: unknown): Promise<boolean>;
  /** Null unless the session is recently verified. */
  passkeyRegistrationOptions(staff: SignedInStaff): Promise<unknown>;
  addPasskey(staff: SignedInStaff, response: unknown, name: string): Promise<PasskeyAdded>;
  passkeys(staff: SignedInStaff): ReturnType<typeof listPasskeys>;
  /** Removes one of the person's passkeys and ends the sessions it signed in. */
  removePasskey(staff: SignedInStaff, id: string): Promise<boolean>;
  passkeySignInOptions(): Promise<unknown>;
  signInWithPasskey(input: {
    response: unknown;
    ip: string;
    userAgent: string;
  }): Promise<SignInResult>;
}

/**
 * Who may use the inbox: password and passkey sign-in, server-side sessions in the database and
 * their cookie. Over https the cookie is `__Host-` prefixed and Secure, so no other host or plain
 * http page can set or read it.
 */
export function createStaffAuth({
  database,
  siteUrl,
  logger,
  now = () => new Date(),
}: {
  database: SiteDatabase;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
}): StaffAuth {
  const { db } = database;
  const secure = new URL(siteUrl).protocol === "https:";
  const cookieName = secure ? "__Host-voicefront_session" : "voicefront_session";
  const rp = relyingParty(siteUrl);
  const cookieOptions = {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure,
  } as const;

  const sessionCookie = (secret: string) =>
    serialize(cookieName, secret, { ...cookieOptions, maxAge: SESSION_MAX_MS / 1000 });
  const clearedCookie = () => serialize(cookieName, "", { ...cookieOptions, maxAge: 0 });
  const signIn = async (
    staffId: string,
    session: Parameters<typeof startSession>[2],
  ): Promise<SignedIn> => ({
    ok: true,
    cookie: sessionCookie(await startSession(db, staffId, session, now())),
  });

  /** Sets a new password, ends every session of the person, and signs this browser in again. */
  async function replacePassword(staffId: string, password: string, userAgent: string) {
    const passwordHash = await hashPassword(password);
    await db
      .updateTable("staff")
      .set({ password_hash: passwordHash, password_changed_at: now().toISOString() })
      .where("id", "=", staffId)
      .execute();
    await endEverySession(db, staffId);
    return signIn(staffId, { userAgent });
  }

  async function passwordMatches(staffId: string, password: string) {
    const row = await db
      .selectFrom("staff")
      .select("password_hash")
      .where("id", "=", staffId)
      .executeTakeFirst();
    return verifyPassword(row?.password_hash ?? null, password.slice(0, MAX_PASSWORD_LENGTH));
  }

  async function throttled(keys: string[], ip: string): Promise<Refused | null> {
    const wait = await throttledForSeconds(db, keys, now());
    if (wait === 0) return null;
    logger.warn({ ip }, "inbox: sign-in refused, too many failures");
    return { ok: false, reason: "throttled", retryAfterSeconds: wait };
  }

  return {
    async currentStaff(request) {
      const secret = parse(request.headers.get("cookie") ?? "", cookieName)[cookieName];
      if (!secret) return null;
      return sessionOwner(db, secret, now());
    },

    async signInWithPassword({ email: typed, password, ip, userAgent }) {
      const email = staffEmail(typed) ?? typed.trim().toLowerCase().slice(0, 320);
      const keys = throttleKeys(ip, email);
      const refused = await throttled(keys, ip);
      if (refused) return refused;
      const staff = await db
        .selectFrom("staff")
        .select(["id", "password_hash"])
        .where("email", "=", email)
        .executeTakeFirst();
      // The same work whether the account exists or not: the answer's timing tells nothing.
      const matches = await verifyPassword(
        staff?.password_hash ?? null,
        password.slice(0, MAX_PASSWORD_LENGTH),
      );
      if (!staff || !matches) {
        await recordFailure(db, keys, now());
        return { ok: false, reason: "wrong" };
      }
      return signIn(staff.id, { userAgent });
    },

    async setupLink(token) {
      const owner = await setupLinkOwner(db, token, now());
      return owner ? { email: owner.email, purpose: owner.purpose } : null;
    },

    async setPasswordWithLink(token, password, userAgent) {
      const problem = passwordProblem(password);
      if (problem) return { ok: false, reason: problem };
      const owner = await setupLinkOwner(db, token, now());
      if (!owner) return { ok: false, reason: "link" };
      const used = await db
        .updateTable("staff_tokens")
        .set({ used_at: now().toISOString() })
        .where("id", "=", owner.tokenId)
        .where("used_at", "is", null)
        .executeTakeFirst();
      // Two tabs posting the same link: only the first sets the password.
      if (Number(used.numUpdatedRows) !== 1) return { ok: false, reason: "link" };
      // A recovery link removed the passkeys when it was made; any added since (by someone who
      // still had the old password) go now.
      await removeEveryPasskey(db, owner.id);
      return replacePassword(owner.id, password, userAgent);
    },

    async changePassword(staff, current, next, userAgent) {
      const problem = passwordProblem(next);
      if (problem) return { ok: false, reason: problem };
      if (!(await passwordMatches(staff.id, current))) return { ok: false, reason: "wrong" };
      return replacePassword(staff.id, next, userAgent);
    },

    async signOut(staff) {
      await endSession(db, staff.sessionId);
      return clearedCookie();
    },

    async signOutEverywhere(staff) {
      await endEverySession(db, staff.id);
      return clearedCookie();
    },

    sessionCount: (staff) => countSessions(db, staff.id),
    clearedCookie,

    recentlyVerified: (staff) => recentlyVerified(staff, now()),

    async confirmWithPassword(staff, password, ip) {
      // A stolen session must not become a way to guess the password: failures count toward the
      // same lock as sign-in's.
      const keys = throttleKeys(ip, staff.email);
      const refused = await throttled(keys, ip);
      if (refused) return refused;
      if (!(await passwordMatches(staff.id, password))) {
        await recordFailure(db, keys, now());
        return { ok: false, reason: "wrong" };
      }
      await markVerified(db, staff.sessionId, now());
      return { ok: true };
    },

    passkeyConfirmOptions: (staff) => authenticationOptions(db, rp, now(), staff.id),

    async confirmWithPasskey(staff, response) {
      const proof = await verifyPasskey(
        db,
        rp,
        response as AuthenticationResponseJSON,
        now(),
        staff.id,
      );
      if (!proof) return false;
      await markVerified(db, staff.sessionId, now());
      return true;
    },

    async passkeyRegistrationOptions(staff) {
      if (!recentlyVerified(staff, now())) return null;
      return registrationOptions(db, rp, staff, now());
    },

    async addPasskey(staff, response, name) {
      // Checked again: the options may have been fetched just inside the window.
      if (!recentlyVerified(staff, now())) return "confirm-first";
      const added = await registerPasskey(
        db,
        rp,
        staff.id,
        response as RegistrationResponseJSON,
        name,
        now(),
      );
      return added ? "added" : "refused";
    },

    passkeys: (staff) => listPasskeys(db, staff.id),
    removePasskey: (staff, id) => removePasskey(db, staff.id, id),
    passkeySignInOptions: () => authenticationOptions(db, rp, now()),

    async signInWithPasskey({ response, ip, userAgent }) {
      // A passkey names no account before it is checked: only the address is counted.
      const keys = throttleKeys(ip);
      const refused = await throttled(keys, ip);
      if (refused) return refused;
      const proof = await verifyPasskey(db, rp, response as AuthenticationResponseJSON, now());
      if (!proof) {
        await recordFailure(db, keys, now());
        return { ok: false, reason: "wrong" };
      }
      return signIn(proof.staffId, { userAgent, passkeyId: proof.passkeyId });
    },
  };
}
