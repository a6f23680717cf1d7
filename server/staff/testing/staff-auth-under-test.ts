import { beforeEach, expect } from "vitest";
import type { DatabaseKind, SiteDatabase } from "../../db/database";
import { useTwoConnections } from "../../db/test-databases";
import { createLogger } from "../../logger";
import { addStaff } from "../staff-accounts";
import {
  createStaffAuth,
  type PasswordChange,
  type SignedIn,
  type SignedInStaff,
  type SignInResult,
  type StaffAuth,
} from "../staff-auth";

export const PASSWORD = "correct horse battery staple";
export const SITE = "http://localhost:3000";
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The cookie's value, as the browser would send it back. */
export const cookieHeader = (signedIn: { cookie: string }) => signedIn.cookie.split(";")[0]!;
export const requestWith = (cookie: string) =>
  new Request("http://localhost/inbox", { headers: { cookie } });

/**
 * Inside a `describe`: staff sign-in on a fresh database of this kind, with a clock the tests
 * move. Each test starts with no staff, no challenges and no counted attempts, at the same time.
 */
export function useStaffAuth(kind: DatabaseKind) {
  let site!: SiteDatabase;
  let other!: SiteDatabase;
  let auth!: StaffAuth;
  useTwoConnections(kind, (opened, another) => ([site, other] = [opened, another]));

  const under = {
    get site() {
      return site;
    },
    /** A second connection to the same database: a second instance of the site. */
    get other() {
      return other;
    },
    get auth() {
      return auth;
    },
    clock: new Date(),
    authOn: (database: SiteDatabase) =>
      createStaffAuth({
        database,
        siteUrl: SITE,
        logger: createLogger("silent"),
        now: () => under.clock,
      }),
    /** Moves the clock on by this many milliseconds. */
    later(ms: number) {
      under.clock = new Date(under.clock.getTime() + ms);
    },
    async staffWithPassword(email = "ada@example.com") {
      const { token } = await addStaff(site.db, email, under.clock);
      const result = await auth.setPasswordWithLink(token, PASSWORD, "test");
      expect(result.ok).toBe(true);
      return result as SignedIn;
    },
    signIn: (email: string, password: string, ip = "192.0.2.1") =>
      auth.signInWithPassword({ email, password, ip, userAgent: "test" }),
    who: (cookie: string) => auth.currentStaff(requestWith(cookie)),
    sessionOf: async (signedIn: SignInResult | PasswordChange): Promise<SignedInStaff> =>
      (await under.who(cookieHeader(signedIn as SignedIn)))!,
  };

  beforeEach(async () => {
    for (const table of ["limit_hits", "auth_challenges", "staff"] as const) {
      await site.db.deleteFrom(table).execute();
    }
    under.clock = new Date("2026-11-01T09:00:00Z");
    auth = under.authOn(site);
  });
  return under;
}
