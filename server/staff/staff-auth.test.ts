import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTwoConnections } from "../db/test-databases";
import { createLogger } from "../logger";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { addStaff, listStaff, removeStaff } from "./staff-accounts";
import {
  createStaffAuth,
  SIGN_IN_CHALLENGES_PER_ADDRESS,
  type PasswordChange,
  type SignedIn,
  type SignedInStaff,
  type SignInResult,
  type StaffAuth,
} from "./staff-auth";
import { softwareAuthenticator } from "./testing/software-authenticator";

/** The argon2 password checks actually made: how many, how many at once, and a hold on them. */
const argon2 = vi.hoisted(() => ({
  checks: 0,
  running: 0,
  mostAtOnce: 0,
  hold: Promise.resolve(),
}));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    async verify(...args: Parameters<typeof real.verify>) {
      argon2.checks += 1;
      argon2.running += 1;
      argon2.mostAtOnce = Math.max(argon2.mostAtOnce, argon2.running);
      try {
        await argon2.hold;
        return await real.verify(...args);
      } finally {
        argon2.running -= 1;
      }
    },
  };
});

const PASSWORD = "correct horse battery staple";
const SITE = "http://localhost:3000";
const MINUTE = 60_000;
const DAY = 24 * 60 * 60 * 1000;

/** The cookie's value, as the browser would send it back. */
const cookieHeader = (signedIn: { cookie: string }) => signedIn.cookie.split(";")[0]!;
const requestWith = (cookie: string) =>
  new Request("http://localhost/inbox", { headers: { cookie } });

describe.each(testDatabaseKinds())("staff sign-in on %s", (kind) => {
  let site: SiteDatabase;
  /** A second connection to the same database: a second instance of the site. */
  let other: SiteDatabase;
  let clock: Date;
  let auth: StaffAuth;
  useTwoConnections(kind, (opened, another) => ([site, other] = [opened, another]));
  const authOn = (database: SiteDatabase) =>
    createStaffAuth({
      database,
      siteUrl: SITE,
      logger: createLogger("silent"),
      now: () => clock,
    });
  beforeEach(async () => {
    for (const table of ["limit_hits", "auth_challenges", "staff"] as const) {
      await site.db.deleteFrom(table).execute();
    }
    clock = new Date("2026-11-01T09:00:00Z");
    auth = authOn(site);
    Object.assign(argon2, { checks: 0, running: 0, mostAtOnce: 0, hold: Promise.resolve() });
  });

  async function staffWithPassword(email = "ada@example.com") {
    const { token } = await addStaff(site.db, email, clock);
    const result = await auth.setPasswordWithLink(token, PASSWORD, "test");
    expect(result.ok).toBe(true);
    return result as SignedIn;
  }

  const signIn = (email: string, password: string, ip = "192.0.2.1") =>
    auth.signInWithPassword({ email, password, ip, userAgent: "test" });

  it("sets a password through the one-time link, which then works no more", async () => {
    const { token } = await addStaff(site.db, "ada@example.com", clock);
    expect(await auth.setupLink(token)).toEqual({
      email: "ada@example.com",
      purpose: "password-setup",
    });
    expect((await auth.setPasswordWithLink(token, "too short", "test")).ok).toBe(false);
    const set = await auth.setPasswordWithLink(token, PASSWORD, "test");
    expect(set.ok).toBe(true);
    expect(await auth.currentStaff(requestWith(cookieHeader(set as SignedIn)))).toMatchObject({
      email: "ada@example.com",
    });
    expect(await auth.setupLink(token)).toBeNull();
    expect(await auth.setPasswordWithLink(token, `${PASSWORD}!`, "test")).toEqual({
      ok: false,
      reason: "link",
    });
  });

  it("refuses a link after 30 minutes, and an older link once a newer one is printed", async () => {
    const first = await addStaff(site.db, "ada@example.com", clock);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await auth.setPasswordWithLink(first.token, PASSWORD, "test")).toEqual({
      ok: false,
      reason: "link",
    });
    const second = await addStaff(site.db, "ada@example.com", clock);
    const third = await addStaff(site.db, "ada@example.com", clock);
    expect(second.existed).toBe(true);
    expect(await auth.setupLink(second.token)).toBeNull();
    expect(await auth.setupLink(third.token)).toEqual({
      email: "ada@example.com",
      purpose: "recovery",
    });
  });

  it("signs in with the right password only, with one answer for every wrong case", async () => {
    await staffWithPassword();
    const signedIn = await signIn("ADA@example.com", PASSWORD);
    expect(signedIn.ok).toBe(true);
    const cookie = (signedIn as SignedIn).cookie;
    expect(cookie).toMatch(/^voicefront_session=[\w-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).not.toContain("Secure");
    expect(await signIn("ada@example.com", "wrong password here")).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(await signIn("nobody@example.com", PASSWORD)).toEqual({ ok: false, reason: "wrong" });
  });

  it("takes as long for an unknown address as for a wrong password", async () => {
    await staffWithPassword();
    // CPU time (argon2 works on libuv's threads, which count too): other processes on a busy
    // machine stretch the wall clock, not this.
    const time = async (email: string) => {
      const started = process.cpuUsage();
      await signIn(email, "not the password at all", `198.51.100.${Math.random() * 200}`);
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time("ada@example.com"));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // Both verify an argon2 hash (tens of ms); skipping it would make one path several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
  });

  it("locks an account out after 10 failures in 15 minutes, even with the right password", async () => {
    await staffWithPassword();
    for (let i = 0; i < 10; i++) {
      expect((await signIn("ada@example.com", "wrong", `203.0.113.${i}`)).ok).toBe(false);
    }
    const refused = await signIn("ada@example.com", PASSWORD, "203.0.113.99");
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect((await signIn("ada@example.com", PASSWORD, "203.0.113.99")).ok).toBe(true);
  });

  it("locks an address out after 10 failures over different accounts", async () => {
    await staffWithPassword();
    for (let i = 0; i < 10; i++) await signIn(`guess${i}@example.com`, "wrong", "192.0.2.50");
    expect(await signIn("ada@example.com", PASSWORD, "192.0.2.50")).toMatchObject({
      reason: "throttled",
    });
    expect((await signIn("ada@example.com", PASSWORD, "192.0.2.51")).ok).toBe(true);
  });

  it("checks at most 10 of 200 wrong passwords sent at once through two instances", async () => {
    await staffWithPassword();
    const instances = [auth, authOn(other)];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        instances[i % 2]!.signInWithPassword({
          email: "ada@example.com",
          password: `wrong guess ${i}`,
          ip: "203.0.113.7",
          userAgent: "burst",
        }),
      ),
    );
    const checked = answers.filter((answer) => !answer.ok && answer.reason === "wrong");
    expect(argon2.checks).toBeLessThanOrEqual(10);
    expect(checked.length).toBe(argon2.checks);
    // Attempts refused while racing are not held against the account: it takes exactly 10.
    for (let i = 0; i < 11; i++) await signIn("ada@example.com", "another guess", "203.0.113.7");
    expect(argon2.checks).toBe(10);
    expect(await signIn("ada@example.com", PASSWORD, "203.0.113.7")).toMatchObject({
      reason: "throttled",
    });
  });

  it("makes one password check at a time, however many accounts are tried at once", async () => {
    await staffWithPassword();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(i % 2 ? "ada@example.com" : `guess${i}@example.com`, "wrong", `198.51.100.${i}`),
      ),
    );
    expect(answers.every((answer) => !answer.ok && answer.reason === "wrong")).toBe(true);
    expect(argon2.checks).toBe(12);
    expect(argon2.mostAtOnce).toBe(1);
  });

  it("answers busy at once, checking nothing and counting nothing, when 16 checks wait", async () => {
    await staffWithPassword();
    let release!: () => void;
    argon2.hold = new Promise((resolve) => (release = resolve));
    let settled = 0;
    const answers = Array.from({ length: 30 }, (_, i) =>
      signIn(`guess${i}@example.com`, "wrong", `198.51.100.${i}`).finally(() => (settled += 1)),
    );
    // One check runs (held), 16 wait behind it: the other 13 are answered without waiting.
    await vi.waitFor(() => expect(settled).toBe(13));
    expect(argon2.checks).toBe(1);
    release();
    const results = await Promise.all(answers);
    const busy = results.filter((answer) => !answer.ok && answer.reason === "busy");
    expect(busy).toHaveLength(13);
    expect(busy[0]).toEqual({ ok: false, reason: "busy", retryAfterSeconds: 2 });
    expect(argon2.checks).toBe(17);
    // Only the 17 checked attempts count, each under its account and its address.
    const counted = await site.db.selectFrom("limit_hits").select("key").execute();
    expect(counted).toHaveLength(34);
  });

  it("throttles the account page's current-password check as a sign-in", async () => {
    const { cookie } = await staffWithPassword();
    const staff = (await auth.currentStaff(requestWith(cookieHeader({ cookie }))))!;
    const change = (current: string) =>
      auth.changePassword(staff, {
        current,
        next: `${PASSWORD} new`,
        ip: "192.0.2.77",
        userAgent: "t",
      });
    for (let i = 0; i < 10; i++)
      expect(await change(`guess ${i}`)).toMatchObject({ reason: "wrong" });
    expect(await change(PASSWORD)).toMatchObject({ ok: false, reason: "throttled" });
    // The failures count against the account at sign-in too.
    expect(await signIn("ada@example.com", PASSWORD, "192.0.2.78")).toMatchObject({
      reason: "throttled",
    });
  });

  it("hands one address 10 passkey sign-in challenges per 5 minutes, and drops lapsed ones", async () => {
    const options = () => auth.passkeySignInOptions("192.0.2.60");
    for (let i = 0; i < SIGN_IN_CHALLENGES_PER_ADDRESS; i++) {
      expect((await options()).ok).toBe(true);
    }
    const refused = await options();
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    expect((await auth.passkeySignInOptions("192.0.2.61")).ok).toBe(true);
    const challenges = () => site.db.selectFrom("auth_challenges").select("id").execute();
    expect(await challenges()).toHaveLength(SIGN_IN_CHALLENGES_PER_ADDRESS + 1);

    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    expect((await options()).ok).toBe(true);
    expect(await challenges()).toHaveLength(1);
  });

  it("ends a session after 7 idle days, or 30 days in all however busy", async () => {
    await staffWithPassword();
    const cookie = cookieHeader((await signIn("ada@example.com", PASSWORD)) as SignedIn);
    clock = new Date(clock.getTime() + 6 * DAY);
    expect(await auth.currentStaff(requestWith(cookie))).not.toBeNull();
    clock = new Date(clock.getTime() + 7 * DAY + 60_000);
    expect(await auth.currentStaff(requestWith(cookie))).toBeNull();

    const busy = cookieHeader((await signIn("ada@example.com", PASSWORD)) as SignedIn);
    for (let day = 0; day < 29; day++) {
      clock = new Date(clock.getTime() + DAY);
      expect(await auth.currentStaff(requestWith(busy))).not.toBeNull();
    }
    clock = new Date(clock.getTime() + DAY + 60_000);
    expect(await auth.currentStaff(requestWith(busy))).toBeNull();
  });

  it("ends sessions on sign-out, everywhere, on a password change and on removal", async () => {
    await staffWithPassword();
    const open = async () => cookieHeader((await signIn("ada@example.com", PASSWORD)) as SignedIn);
    const who = (cookie: string) => auth.currentStaff(requestWith(cookie));

    const [a, b] = [await open(), await open()];
    await auth.signOut((await who(a))!);
    expect(await who(a)).toBeNull();
    expect(await who(b)).not.toBeNull();

    const c = await open();
    await auth.signOutEverywhere((await who(b))!);
    expect(await who(b)).toBeNull();
    expect(await who(c)).toBeNull();

    const [d, e] = [await open(), await open()];
    const change = (cookie: string, current: string, next: string) =>
      who(cookie).then((staff) =>
        auth.changePassword(staff!, { current, next, ip: "192.0.2.1", userAgent: "t" }),
      );
    const changed = await change(d, PASSWORD, `${PASSWORD} 2`);
    expect(changed.ok).toBe(true);
    expect(await who(d)).toBeNull();
    expect(await who(e)).toBeNull();
    const f = cookieHeader(changed as SignedIn);
    expect(await who(f)).not.toBeNull();
    expect(await change(f, "not the current one", `${PASSWORD} 3`)).toEqual({
      ok: false,
      reason: "wrong",
    });

    expect(await removeStaff(site.db, "ada@example.com")).toBe(true);
    expect(await who(f)).toBeNull();
    expect(await listStaff(site.db)).toEqual([]);
  });

  it("names the cookie __Host- and marks it Secure over https", async () => {
    const secure = createStaffAuth({
      database: site,
      siteUrl: "https://agency.example",
      logger: createLogger("silent"),
    });
    const { token } = await addStaff(site.db, "ada@example.com");
    const set = (await secure.setPasswordWithLink(token, PASSWORD, "t")) as SignedIn;
    expect(set.cookie).toMatch(/^__Host-voicefront_session=.*; Path=\/; .*Secure/);
    expect(set.cookie).not.toContain("Domain");
    expect(await secure.currentStaff(requestWith(cookieHeader(set)))).not.toBeNull();
  });

  it("refuses a passkey answer to a challenge it never gave, and one given to someone else", async () => {
    await staffWithPassword();
    const forged = {
      id: "credential",
      rawId: "credential",
      type: "public-key",
      response: {
        clientDataJSON: Buffer.from(JSON.stringify({ challenge: "made-up" })).toString("base64url"),
      },
    };
    expect(
      await auth.signInWithPasskey({ response: forged, ip: "192.0.2.9", userAgent: "t" }),
    ).toEqual({ ok: false, reason: "wrong" });
    const staff = (await auth.currentStaff(
      requestWith(cookieHeader((await signIn("ada@example.com", PASSWORD)) as SignedIn)),
    ))!;
    const options = (await auth.passkeyRegistrationOptions(staff)) as { challenge: string };
    const answer = {
      ...forged,
      response: {
        clientDataJSON: Buffer.from(JSON.stringify({ challenge: options.challenge })).toString(
          "base64url",
        ),
      },
    };
    // A registration challenge does not sign anyone in…
    expect(
      await auth.signInWithPasskey({ response: answer, ip: "192.0.2.9", userAgent: "t" }),
    ).toEqual({ ok: false, reason: "wrong" });
    // …and an answer that does not verify adds no passkey.
    expect(await auth.addPasskey(staff, answer, "Laptop")).toBe("refused");
    expect(await auth.passkeys(staff)).toEqual([]);
  });

  // ── Passkeys: who may add one, what a sign-in with one needs, and how they go ──

  const who = (cookie: string) => auth.currentStaff(requestWith(cookie));
  const sessionOf = async (signedIn: SignInResult | PasswordChange) =>
    (await who(cookieHeader(signedIn as SignedIn)))!;
  const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * MINUTE));

  /** A passkey of this site's, on a device in memory that answers as a browser would. */
  const device = (verifiesUser = true) => softwareAuthenticator({ origin: SITE, verifiesUser });
  type Device = ReturnType<typeof device>;

  async function addPasskeyOn(key: Device, staff: SignedInStaff, name = "Laptop") {
    const options = await auth.passkeyRegistrationOptions(staff);
    if (!options) return "no options";
    return auth.addPasskey(
      staff,
      key.register(options as PublicKeyCredentialCreationOptionsJSON),
      name,
    );
  }

  /** Passkey sign-in options, as an address the challenge limit lets through gets them. */
  async function passkeySignInOptions() {
    const answer = await auth.passkeySignInOptions("192.0.2.1");
    if (!answer.ok) throw new Error("passkey sign-in options refused");
    return answer.options as PublicKeyCredentialRequestOptionsJSON;
  }

  async function signInWithPasskeyOn(key: Device) {
    const options = await passkeySignInOptions();
    return auth.signInWithPasskey({
      response: key.authenticate(options),
      ip: "192.0.2.7",
      userAgent: "t",
    });
  }

  async function confirmWithPasskeyOn(key: Device, staff: SignedInStaff, anyCredential = false) {
    const options = (await auth.passkeyConfirmOptions(
      staff,
    )) as PublicKeyCredentialRequestOptionsJSON;
    const answer = key.authenticate(anyCredential ? { ...options, allowCredentials: [] } : options);
    return auth.confirmWithPasskey(staff, answer);
  }

  it("adds a passkey only within 5 minutes of the password or a passkey", async () => {
    const laptop = device();
    // Setting the password through the link has just proved it: a passkey may follow at once.
    const cookie = cookieHeader(await staffWithPassword());
    const ada = async () => (await who(cookie))!;
    expect(await addPasskeyOn(laptop, await ada())).toBe("added");

    // Five minutes on, the same session must confirm first, at either step of the ceremony.
    later(5);
    expect(auth.recentlyVerified(await ada())).toBe(false);
    expect(await auth.passkeyRegistrationOptions(await ada())).toBeNull();
    expect(await auth.confirmWithPassword(await ada(), "not the password", "192.0.2.1")).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(auth.recentlyVerified(await ada())).toBe(false);
    expect(await auth.confirmWithPassword(await ada(), PASSWORD, "192.0.2.1")).toEqual({
      ok: true,
    });
    const options = await auth.passkeyRegistrationOptions(await ada());
    expect(options).not.toBeNull();
    later(5);
    expect(
      await auth.addPasskey(
        await ada(),
        device().register(options as PublicKeyCredentialCreationOptionsJSON),
        "Too late",
      ),
    ).toBe("confirm-first");

    // One of the person's own passkeys confirms too; someone else's does not.
    const bobsKey = device();
    expect(
      await addPasskeyOn(bobsKey, await sessionOf(await staffWithPassword("bob@example.com"))),
    ).toBe("added");
    expect(await confirmWithPasskeyOn(bobsKey, await ada(), true)).toBe(false);
    expect(auth.recentlyVerified(await ada())).toBe(false);
    expect(await confirmWithPasskeyOn(laptop, await ada())).toBe(true);
    expect(await addPasskeyOn(device(), await ada(), "Phone")).toBe("added");
    expect((await auth.passkeys(await ada())).map((key) => key.name)).toEqual(["Laptop", "Phone"]);

    // A sign-in with a passkey proves it as well.
    later(10);
    expect(auth.recentlyVerified(await sessionOf(await signInWithPasskeyOn(laptop)))).toBe(true);
  });

  it("signs in with a passkey, and adds one, only when it verified its user", async () => {
    const ada = await sessionOf(await staffWithPassword());
    const registration = (await auth.passkeyRegistrationOptions(
      ada,
    )) as PublicKeyCredentialCreationOptionsJSON;
    expect(registration.authenticatorSelection?.userVerification).toBe("required");
    // A security key without a PIN cannot be added…
    expect(await auth.addPasskey(ada, device(false).register(registration), "Bare key")).toBe(
      "refused",
    );
    // …and a passkey whose answer lacks user verification does not sign in.
    const key = device();
    expect(await addPasskeyOn(key, ada)).toBe("added");
    const signIn = await passkeySignInOptions();
    expect(signIn.userVerification).toBe("required");
    key.verifiesUser = false;
    expect(await signInWithPasskeyOn(key)).toEqual({ ok: false, reason: "wrong" });
    expect(await confirmWithPasskeyOn(key, ada)).toBe(false);
    key.verifiesUser = true;
    expect((await signInWithPasskeyOn(key)).ok).toBe(true);
  });

  it("ends the sessions a passkey signed in when it is removed, and only those", async () => {
    const byPassword = cookieHeader(await staffWithPassword());
    const ada = (await who(byPassword))!;
    const [laptop, phone] = [device(), device()];
    await addPasskeyOn(laptop, ada, "Laptop");
    await addPasskeyOn(phone, ada, "Phone");
    const byLaptop = cookieHeader((await signInWithPasskeyOn(laptop)) as SignedIn);
    const alsoByLaptop = cookieHeader((await signInWithPasskeyOn(laptop)) as SignedIn);
    const byPhone = cookieHeader((await signInWithPasskeyOn(phone)) as SignedIn);
    const [laptopKey] = await auth.passkeys(ada);

    // Someone else's passkey cannot be removed, and nothing ends.
    const bob = await sessionOf(await staffWithPassword("bob@example.com"));
    expect(await auth.removePasskey(bob, laptopKey!.id)).toBe(false);
    expect(await who(byLaptop)).not.toBeNull();

    expect(await auth.removePasskey(ada, laptopKey!.id)).toBe(true);
    expect(await who(byLaptop)).toBeNull();
    expect(await who(alsoByLaptop)).toBeNull();
    expect(await who(byPhone)).not.toBeNull();
    expect(await who(byPassword)).not.toBeNull();
    expect(await signInWithPasskeyOn(laptop)).toEqual({ ok: false, reason: "wrong" });
  });

  it("a link from staff add for an existing account removes its passkeys and what they signed in", async () => {
    const byPassword = cookieHeader(await staffWithPassword());
    const key = device();
    await addPasskeyOn(key, (await who(byPassword))!);
    const byPasskey = cookieHeader((await signInWithPasskeyOn(key)) as SignedIn);

    const recovery = await addStaff(site.db, "ada@example.com", clock);
    expect(recovery).toMatchObject({ existed: true, passkeysRemoved: 1 });
    expect(await auth.setupLink(recovery.token)).toEqual({
      email: "ada@example.com",
      purpose: "recovery",
    });
    expect(await who(byPasskey)).toBeNull();
    expect(await signInWithPasskeyOn(key)).toEqual({ ok: false, reason: "wrong" });
    expect(await listStaff(site.db)).toMatchObject([{ passkeys: 0, sessions: 1 }]);

    // Whoever still has the old password may add a passkey before the link is used: using the
    // link removes it too, and ends every session.
    const planted = device();
    expect(await addPasskeyOn(planted, (await who(byPassword))!)).toBe("added");
    const byPlanted = cookieHeader((await signInWithPasskeyOn(planted)) as SignedIn);
    const reset = await auth.setPasswordWithLink(recovery.token, `${PASSWORD} new`, "t");
    expect(reset.ok).toBe(true);
    expect(await who(byPassword)).toBeNull();
    expect(await who(byPlanted)).toBeNull();
    expect(await auth.passkeys(await sessionOf(reset))).toEqual([]);
    expect(await signInWithPasskeyOn(planted)).toEqual({ ok: false, reason: "wrong" });
  });

  it("counts a wrong password given to confirm toward the account's lock", async () => {
    const ada = await sessionOf(await staffWithPassword());
    for (let i = 0; i < 10; i++) {
      expect(await auth.confirmWithPassword(ada, "a guess", `198.51.100.${i}`)).toEqual({
        ok: false,
        reason: "wrong",
      });
    }
    expect(await auth.confirmWithPassword(ada, PASSWORD, "198.51.100.99")).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await signIn("ada@example.com", PASSWORD, "198.51.100.99")).toMatchObject({
      reason: "throttled",
    });
  });
});
