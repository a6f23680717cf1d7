import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { parse, serialize } from "hono/utils/cookie";
import type { SiteDatabase } from "../db/database";
import type { Logger } from "../logger";
import {
  authenticationOptions,
  listPasskeys,
  passkeyOwner,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
} from "./passkeys";
import { hashPassword, passwordProblem, verifyPassword, type PasswordProblem } from "./passwords";
import { setupLinkOwner, staffEmail } from "./staff-accounts";
import {
  countSessions,
  endEverySession,
  endSession,
  sessionOwner,
  SESSION_MAX_MS,
  startSession,
  type SessionOwner,
} from "./staff-sessions";
import { recordFailure, throttledForSeconds, throttleKeys } from "./sign-in-throttle";

export type SignedInStaff = SessionOwner;

/** A new session's cookie, to send with the answer that signed the person in. */
export type SignedIn = { ok: true; cookie: string };

export type SignInResult =
  | SignedIn
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export type PasswordChange = SignedIn | { ok: false; reason: PasswordProblem | "wrong" | "link" };

export interface StaffAuth {
  currentStaff(request: Request): Promise<SignedInStaff | null>;
  signInWithPassword(input: {
    email: string;
    password: string;
    ip: string;
    userAgent: string;
  }): Promise<SignInResult>;
  /** Whose a one-time link is while it can be used (the welcome page asks before its form). */
  setupLinkEmail(token: string): Promise<string | null>;
  /** Sets the password through a one-time link, ends every other session and signs in. */
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
  passkeyRegistrationOptions(staff: SignedInStaff): Promise<unknown>;
  addPasskey(staff: SignedInStaff, response: unknown, name: string): Promise<boolean>;
  passkeys(staff: SignedInStaff): ReturnType<typeof listPasskeys>;
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
  const signIn = async (staffId: string, userAgent: string): Promise<SignedIn> => ({
    ok: true,
    cookie: sessionCookie(await startSession(db, staffId, userAgent, now())),
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
    return signIn(staffId, userAgent);
  }

  async function throttled(keys: string[], ip: string): Promise<SignInResult | null> {
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
      const matches = await verifyPassword(staff?.password_hash ?? null, password.slice(0, 1024));
      if (!staff || !matches) {
        await recordFailure(db, keys, now());
        return { ok: false, reason: "wrong" };
      }
      return signIn(staff.id, userAgent);
    },

    async setupLinkEmail(token) {
      return (await setupLinkOwner(db, token, now()))?.email ?? null;
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
      return replacePassword(owner.id, password, userAgent);
    },

    async changePassword(staff, current, next, userAgent) {
      const problem = passwordProblem(next);
      if (problem) return { ok: false, reason: problem };
      const row = await db
        .selectFrom("staff")
        .select("password_hash")
        .where("id", "=", staff.id)
        .executeTakeFirst();
      if (!(await verifyPassword(row?.password_hash ?? null, current.slice(0, 1024)))) {
        return { ok: false, reason: "wrong" };
      }
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

    passkeyRegistrationOptions: (staff) => registrationOptions(db, rp, staff, now()),
    addPasskey: (staff, response, name) =>
      registerPasskey(db, rp, staff.id, response as RegistrationResponseJSON, name, now()),
    passkeys: (staff) => listPasskeys(db, staff.id),
    removePasskey: (staff, id) => removePasskey(db, staff.id, id),
    passkeySignInOptions: () => authenticationOptions(db, rp, now()),

    async signInWithPasskey({ response, ip, userAgent }) {
      // A passkey names no account before it is checked: only the address is counted.
      const keys = throttleKeys(ip);
      const refused = await throttled(keys, ip);
      if (refused) return refused;
      const staffId = await passkeyOwner(db, rp, response as AuthenticationResponseJSON, now());
      if (!staffId) {
        await recordFailure(db, keys, now());
        return { ok: false, reason: "wrong" };
      }
      return signIn(staffId, userAgent);
    },
  };
}
