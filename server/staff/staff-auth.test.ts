import { beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../db/test-databases";
import { createLogger } from "../logger";
import { addStaff, listStaff, removeStaff } from "./staff-accounts";
import { createStaffAuth, type SignedIn } from "./staff-auth";
import {
  cookieHeader,
  DAY,
  MINUTE,
  PASSWORD,
  requestWith,
  useStaffAuth,
} from "./testing/staff-auth-under-test";

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

// Passwords, one-time links, the throttle and sessions; passkeys are staff-passkeys.test.ts's.
describe.each(testDatabaseKinds())("staff sign-in on %s", (kind) => {
  const t = useStaffAuth(kind);
  beforeEach(() => {
    Object.assign(argon2, { checks: 0, running: 0, mostAtOnce: 0, hold: Promise.resolve() });
  });

  it("sets a password through the one-time link, which then works no more", async () => {
    const { token } = await addStaff(t.site.db, "ada@example.com", t.clock);
    expect(await t.auth.setupLink(token)).toEqual({
      email: "ada@example.com",
      purpose: "password-setup",
    });
    expect((await t.auth.setPasswordWithLink(token, "too short", "test")).ok).toBe(false);
    const set = await t.auth.setPasswordWithLink(token, PASSWORD, "test");
    expect(set.ok).toBe(true);
    expect(await t.auth.currentStaff(requestWith(cookieHeader(set as SignedIn)))).toMatchObject({
      email: "ada@example.com",
    });
    expect(await t.auth.setupLink(token)).toBeNull();
    expect(await t.auth.setPasswordWithLink(token, `${PASSWORD}!`, "test")).toEqual({
      ok: false,
      reason: "link",
    });
  });

  it("refuses a link after 30 minutes, and an older link once a newer one is printed", async () => {
    const first = await addStaff(t.site.db, "ada@example.com", t.clock);
    t.later(31 * MINUTE);
    expect(await t.auth.setPasswordWithLink(first.token, PASSWORD, "test")).toEqual({
      ok: false,
      reason: "link",
    });
    const second = await addStaff(t.site.db, "ada@example.com", t.clock);
    const third = await addStaff(t.site.db, "ada@example.com", t.clock);
    expect(second.existed).toBe(true);
    expect(await t.auth.setupLink(second.token)).toBeNull();
    expect(await t.auth.setupLink(third.token)).toEqual({
      email: "ada@example.com",
      purpose: "recovery",
    });
  });

  it("signs in with the right password only, with one answer for every wrong case", async () => {
    await t.staffWithPassword();
    const signedIn = await t.signIn("ADA@example.com", PASSWORD);
    expect(signedIn.ok).toBe(true);
    const cookie = (signedIn as SignedIn).cookie;
    expect(cookie).toMatch(/^voicefront_session=[\w-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).not.toContain("Secure");
    expect(await t.signIn("ada@example.com", "wrong password here")).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(await t.signIn("nobody@example.com", PASSWORD)).toEqual({ ok: false, reason: "wrong" });
  });

  it("takes as long for an unknown address as for a wrong password", async () => {
    await t.staffWithPassword();
    // CPU time (argon2 works on libuv's threads, which count too): other processes on a busy
    // machine stretch the wall clock, not this.
    const time = async (email: string) => {
      const started = process.cpuUsage();
      await t.signIn(email, "not the password at all", `198.51.100.${Math.random() * 200}`);
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time("ada@example.com"));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // Each path at its cheapest: whatever else the process does meanwhile (a query's driver, a
    // collection) only ever adds to a reading, and a median of five once took 40 ms for the
    // unknown address against 16 for the known one. Both verify an argon2 hash (about 10 ms);
    // skipping it would make one path several times cheaper.
    const cheapest = (readings: number[]) => Math.min(...readings);
    expect(cheapest(unknown)).toBeGreaterThan(cheapest(known) * 0.5);
    expect(cheapest(known)).toBeGreaterThan(cheapest(unknown) * 0.5);
  });

  it("locks an account out after 10 failures in 15 minutes, even with the right password", async () => {
    await t.staffWithPassword();
    for (let i = 0; i < 10; i++) {
      expect((await t.signIn("ada@example.com", "wrong", `203.0.113.${i}`)).ok).toBe(false);
    }
    const refused = await t.signIn("ada@example.com", PASSWORD, "203.0.113.3");
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(800);
    t.later(15 * MINUTE + 1000);
    expect((await t.signIn("ada@example.com", PASSWORD, "203.0.113.3")).ok).toBe(true);
  });

  it("lets the right password through a locked account from an address that has not failed", async () => {
    await t.staffWithPassword();
    // Someone who knows the address locks the account.
    for (let i = 0; i < 10; i++) await t.signIn("ada@example.com", "wrong", "198.51.100.66");
    expect(await t.signIn("ada@example.com", PASSWORD, "198.51.100.66")).toMatchObject({
      reason: "throttled",
    });
    // Its owner, elsewhere, still gets in.
    expect((await t.signIn("ada@example.com", PASSWORD, "192.0.2.10")).ok).toBe(true);
    // A wrong guess from a fresh address counts: that address is then locked out as well.
    expect(await t.signIn("ada@example.com", "wrong", "192.0.2.11")).toMatchObject({
      reason: "wrong",
    });
    expect(await t.signIn("ada@example.com", PASSWORD, "192.0.2.11")).toMatchObject({
      reason: "throttled",
    });
    // Guesses spread over fresh addresses meet a limit of their own: 10 per window.
    for (let i = 12; i < 21; i++) await t.signIn("ada@example.com", "wrong", `192.0.2.${i}`);
    expect(await t.signIn("ada@example.com", PASSWORD, "192.0.2.99")).toMatchObject({
      reason: "throttled",
    });
  });

  it("locks an address out after 10 failures over different accounts", async () => {
    await t.staffWithPassword();
    for (let i = 0; i < 10; i++) await t.signIn(`guess${i}@example.com`, "wrong", "192.0.2.50");
    expect(await t.signIn("ada@example.com", PASSWORD, "192.0.2.50")).toMatchObject({
      reason: "throttled",
    });
    expect((await t.signIn("ada@example.com", PASSWORD, "192.0.2.51")).ok).toBe(true);
  });

  it("checks at most 10 of 200 wrong passwords sent at once through two instances", async () => {
    await t.staffWithPassword();
    const instances = [t.auth, t.authOn(t.other)];
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
    for (let i = 0; i < 11; i++) await t.signIn("ada@example.com", "another guess", "203.0.113.7");
    expect(argon2.checks).toBe(10);
    expect(await t.signIn("ada@example.com", PASSWORD, "203.0.113.7")).toMatchObject({
      reason: "throttled",
    });
  });

  it("makes one password check at a time, however many accounts are tried at once", async () => {
    await t.staffWithPassword();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.signIn(i % 2 ? "ada@example.com" : `guess${i}@example.com`, "wrong", `198.51.100.${i}`),
      ),
    );
    expect(answers.every((answer) => !answer.ok && answer.reason === "wrong")).toBe(true);
    expect(argon2.checks).toBe(12);
    expect(argon2.mostAtOnce).toBe(1);
  });

  it("answers busy at once, checking nothing and counting nothing, when 16 checks wait", async () => {
    await t.staffWithPassword();
    let release!: () => void;
    argon2.hold = new Promise((resolve) => (release = resolve));
    let settled = 0;
    const answers = Array.from({ length: 30 }, (_, i) =>
      t.signIn(`guess${i}@example.com`, "wrong", `198.51.100.${i}`).finally(() => (settled += 1)),
    );
    try {
      // One check runs (held), 16 wait behind it: the other 13 are answered without waiting (at
      // once; on a slow machine beside a busy process, a second or two).
      await vi.waitFor(() => expect(settled).toBe(13), { timeout: 15_000 });
      expect(argon2.checks).toBe(1);
    } finally {
      // Even when a check above fails: held, the checks would keep the next tests busy too.
      release();
    }
    const results = await Promise.all(answers);
    const busy = results.filter((answer) => !answer.ok && answer.reason === "busy");
    expect(busy).toHaveLength(13);
    expect(busy[0]).toEqual({ ok: false, reason: "busy", retryAfterSeconds: 2 });
    expect(argon2.checks).toBe(17);
    // Only the 17 checked attempts count, each under its account and its address.
    const counted = await t.site.db.selectFrom("limit_hits").select("key").execute();
    expect(counted).toHaveLength(34);
  });

  it("throttles the account page's current-password check as a sign-in", async () => {
    const { cookie } = await t.staffWithPassword();
    const staff = (await t.auth.currentStaff(requestWith(cookieHeader({ cookie }))))!;
    const change = (current: string) =>
      t.auth.changePassword(staff, {
        current,
        next: `${PASSWORD} new`,
        ip: "192.0.2.77",
        userAgent: "t",
      });
    for (let i = 0; i < 10; i++)
      expect(await change(`guess ${i}`)).toMatchObject({ reason: "wrong" });
    expect(await change(PASSWORD)).toMatchObject({ ok: false, reason: "throttled" });
    // The failures count against the account at sign-in too, from the address that made them.
    expect(await t.signIn("ada@example.com", PASSWORD, "192.0.2.77")).toMatchObject({
      reason: "throttled",
    });
  });

  it("ends a session after 7 idle days, or 30 days in all however busy", async () => {
    await t.staffWithPassword();
    const cookie = cookieHeader((await t.signIn("ada@example.com", PASSWORD)) as SignedIn);
    t.later(6 * DAY);
    expect(await t.auth.currentStaff(requestWith(cookie))).not.toBeNull();
    t.later(7 * DAY + MINUTE);
    expect(await t.auth.currentStaff(requestWith(cookie))).toBeNull();

    const busy = cookieHeader((await t.signIn("ada@example.com", PASSWORD)) as SignedIn);
    for (let day = 0; day < 29; day++) {
      t.later(DAY);
      expect(await t.auth.currentStaff(requestWith(busy))).not.toBeNull();
    }
    t.later(DAY + MINUTE);
    expect(await t.auth.currentStaff(requestWith(busy))).toBeNull();
  });

  it("ends sessions on sign-out, everywhere, on a password change and on removal", async () => {
    await t.staffWithPassword();
    const open = async () =>
      cookieHeader((await t.signIn("ada@example.com", PASSWORD)) as SignedIn);

    const [a, b] = [await open(), await open()];
    await t.auth.signOut((await t.who(a))!);
    expect(await t.who(a)).toBeNull();
    expect(await t.who(b)).not.toBeNull();

    const c = await open();
    await t.auth.signOutEverywhere((await t.who(b))!);
    expect(await t.who(b)).toBeNull();
    expect(await t.who(c)).toBeNull();

    const [d, e] = [await open(), await open()];
    const change = (cookie: string, current: string, next: string) =>
      t
        .who(cookie)
        .then((staff) =>
          t.auth.changePassword(staff!, { current, next, ip: "192.0.2.1", userAgent: "t" }),
        );
    const changed = await change(d, PASSWORD, `${PASSWORD} 2`);
    expect(changed.ok).toBe(true);
    expect(await t.who(d)).toBeNull();
    expect(await t.who(e)).toBeNull();
    const f = cookieHeader(changed as SignedIn);
    expect(await t.who(f)).not.toBeNull();
    expect(await change(f, "not the current one", `${PASSWORD} 3`)).toEqual({
      ok: false,
      reason: "wrong",
    });

    expect(await removeStaff(t.site.db, "ada@example.com")).toBe(true);
    expect(await t.who(f)).toBeNull();
    expect(await listStaff(t.site.db)).toEqual([]);
  });

  it("names the cookie __Host- and marks it Secure over https", async () => {
    const secure = createStaffAuth({
      database: t.site,
      siteUrl: "https://agency.example",
      logger: createLogger("silent"),
    });
    const { token } = await addStaff(t.site.db, "ada@example.com");
    const set = (await secure.setPasswordWithLink(token, PASSWORD, "t")) as SignedIn;
    expect(set.cookie).toMatch(/^__Host-voicefront_session=.*; Path=\/; .*Secure/);
    expect(set.cookie).not.toContain("Domain");
    expect(await secure.currentStaff(requestWith(cookieHeader(set)))).not.toBeNull();
  });
});
