import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { parse, serialize } from "hono/utils/cookie";
import type { SiteDatabase } from "../db/database";
import type { StaffTokenTable } from "../db/schema";
import type { Logger } from "../logger";
import { createDatabaseRateLimiter } from "../limits/database-rate-limiter";
import {
  authenticationOptions,
  CHALLENGE_MS,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removeEveryPasskey,
  removePasskey,
  verifyPasskey,
} from "./passkeys";
import { createCredentialChecks, type Refusal, type Wrong } from "./credential-checks";
import { hashPassword, passwordProblem, type PasswordProblem } from "./passwords";
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
import { addressKey, throttleKeys } from "./sign-in-throttle";

export type SignedInStaff = SessionOwner;

/** A new session's cookie, to send with the answer that signed the person in. */
export type SignedIn = { ok: true; cookie: string };

export type { Refusal };

export type SignInResult = SignedIn | Wrong | Refusal;

/** The answer to giving the password again on a signed-in session. */
export type Confirmation = { ok: true } | Wrong | Refusal;

export type PasskeyAdded = "added" | "refused" | "confirm-first";

export type PasswordChange = SignedIn | { ok: false; reason: PasswordProblem | "wrong" | "link" };

/** Passkey sign-in options handed out to one address within a challenge's lifetime. */
export const SIGN_IN_CHALLENGES_PER_ADDRESS = 10;

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
  /** Sets a new password once the current one is checked (throttled as a sign-in is). */
  changePassword(
    staff: SignedInStaff,
    input: { current: string; next: string; ip: string; userAgent: string },
  ): Promise<PasswordChange | Refusal>;
  /** Ends this browser's session; the cookie that clears it. */
  signOut(staff: SignedInStaff): Promise<string>;
  signOutEverywhere(staff: SignedInStaff): Promise<string>;
  sessionCount(staff: SignedInStaff): Promise<number>;
  /** The cookie that forgets a session the server no longer knows. */
  clearedCookie(): string;
  /** True within VERIFIED_FOR_MINUTES of this session's last password or passkey. */
  recentlyVerified(staff: SignedInStaff): boolean;
  /** The password given again (throttled as a sign-in is): the session counts as recently verified. */
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
  /** Options for signing in with a passkey; each stores a challenge, so they are limited per address. */
  passkeySignInOptions(ip: string): Promise<{ ok: true; options: unknown } | Refusal>;
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
  const clock = () => now().getTime();
  const checks = createCredentialChecks({ db, logger, now });
  const challengeLimiter = createDatabaseRateLimiter(
    db,
    "passkey-options",
    { limit: SIGN_IN_CHALLENGES_PER_ADDRESS, windowMs: CHALLENGE_MS },
    clock,
  );
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

  return {
    async currentStaff(request) {
      const secret = parse(request.headers.get("cookie") ?? "", cookieName)[cookieName];
      if (!secret) return null;
      return sessionOwner(db, secret, now());
    },

    async signInWithPassword({ email: typed, password, ip, userAgent }) {
      const email = staffEmail(typed) ?? typed.trim().toLowerCase().slice(0, 320);
      const checked = await checks.password(email, password, ip);
      return checked.ok ? signIn(checked.proof, { userAgent }) : checked;
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

    async changePassword(staff, { current, next, ip, userAgent }) {
      const problem = passwordProblem(next);
      if (problem) return { ok: false, reason: problem };
      const checked = await checks.ownPassword(staff, current, ip);
      return checked.ok ? replacePassword(checked.proof, next, userAgent) : checked;
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
      const checked = await checks.ownPassword(staff, password, ip);
      if (!checked.ok) return checked;
      await markVerified(db, staff, now());
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
      await markVerified(db, staff, now());
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
    async passkeySignInOptions(ip) {
      const decision = await challengeLimiter.take(addressKey(ip));
      if (!decision.allowed) {
        const retryAfterSeconds = Math.ceil(decision.retryAfterMs / 1000);
        return { ok: false, reason: "throttled", retryAfterSeconds };
      }
      return { ok: true, options: await authenticationOptions(db, rp, now()) };
    },

    async signInWithPasskey({ response, ip, userAgent }) {
      // A passkey names no account before it is checked: only the address is counted.
      const checked = await checks.throttledCheck(throttleKeys(ip), ip, () =>
        verifyPasskey(db, rp, response as AuthenticationResponseJSON, now()),
      );
      if (!checked.ok) return checked;
      const { staffId, passkeyId } = checked.proof;
      return signIn(staffId, { userAgent, passkeyId });
    },
  };
}
