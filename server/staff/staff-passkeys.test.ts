import { describe, expect, it } from "vitest";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { testDatabaseKinds } from "../db/test-databases";
import { addStaff, listStaff } from "./staff-accounts";
import { SIGN_IN_CHALLENGES_PER_ADDRESS, type SignedIn, type SignedInStaff } from "./staff-auth";
import { softwareAuthenticator } from "./testing/software-authenticator";
import {
  cookieHeader,
  MINUTE,
  PASSWORD,
  SITE,
  useStaffAuth,
} from "./testing/staff-auth-under-test";

// Passkeys: who may add one, what a sign-in with one needs, and how they go.
describe.each(testDatabaseKinds())("staff passkeys on %s", (kind) => {
  const t = useStaffAuth(kind);

  it("hands one address 10 passkey sign-in challenges per 5 minutes, and drops lapsed ones", async () => {
    const options = () => t.auth.passkeySignInOptions("192.0.2.60");
    for (let i = 0; i < SIGN_IN_CHALLENGES_PER_ADDRESS; i++) {
      expect((await options()).ok).toBe(true);
    }
    const refused = await options();
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    expect((await t.auth.passkeySignInOptions("192.0.2.61")).ok).toBe(true);
    const challenges = () => t.site.db.selectFrom("auth_challenges").select("id").execute();
    expect(await challenges()).toHaveLength(SIGN_IN_CHALLENGES_PER_ADDRESS + 1);

    t.later(5 * MINUTE + 1000);
    expect((await options()).ok).toBe(true);
    expect(await challenges()).toHaveLength(1);
  });

  it("refuses a passkey answer to a challenge it never gave, and one given to someone else", async () => {
    await t.staffWithPassword();
    const forged = {
      id: "credential",
      rawId: "credential",
      type: "public-key",
      response: {
        clientDataJSON: Buffer.from(JSON.stringify({ challenge: "made-up" })).toString("base64url"),
      },
    };
    expect(
      await t.auth.signInWithPasskey({ response: forged, ip: "192.0.2.9", userAgent: "t" }),
    ).toEqual({ ok: false, reason: "wrong" });
    const staff = await t.sessionOf(await t.signIn("ada@example.com", PASSWORD));
    const options = (await t.auth.passkeyRegistrationOptions(staff)) as { challenge: string };
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
      await t.auth.signInWithPasskey({ response: answer, ip: "192.0.2.9", userAgent: "t" }),
    ).toEqual({ ok: false, reason: "wrong" });
    // …and an answer that does not verify adds no passkey.
    expect(await t.auth.addPasskey(staff, answer, "Laptop")).toBe("refused");
    expect(await t.auth.passkeys(staff)).toEqual([]);
  });

  /** A passkey of this t.site's, on a device in memory that answers as a browser would. */
  const device = (verifiesUser = true) => softwareAuthenticator({ origin: SITE, verifiesUser });
  type Device = ReturnType<typeof device>;

  async function addPasskeyOn(key: Device, staff: SignedInStaff, name = "Laptop") {
    const options = await t.auth.passkeyRegistrationOptions(staff);
    if (!options) return "no options";
    return t.auth.addPasskey(
      staff,
      key.register(options as PublicKeyCredentialCreationOptionsJSON),
      name,
    );
  }

  /** Passkey sign-in options, as an address the challenge limit lets through gets them. */
  async function passkeySignInOptions() {
    const answer = await t.auth.passkeySignInOptions("192.0.2.1");
    if (!answer.ok) throw new Error("passkey sign-in options refused");
    return answer.options as PublicKeyCredentialRequestOptionsJSON;
  }

  async function signInWithPasskeyOn(key: Device) {
    const options = await passkeySignInOptions();
    return t.auth.signInWithPasskey({
      response: key.authenticate(options),
      ip: "192.0.2.7",
      userAgent: "t",
    });
  }

  async function confirmWithPasskeyOn(key: Device, staff: SignedInStaff, anyCredential = false) {
    const options = (await t.auth.passkeyConfirmOptions(
      staff,
    )) as PublicKeyCredentialRequestOptionsJSON;
    const answer = key.authenticate(anyCredential ? { ...options, allowCredentials: [] } : options);
    return t.auth.confirmWithPasskey(staff, answer);
  }

  it("adds a passkey only within 5 minutes of the password or a passkey", async () => {
    const laptop = device();
    // Setting the password through the link has just proved it: a passkey may follow at once.
    const cookie = cookieHeader(await t.staffWithPassword());
    const ada = async () => (await t.who(cookie))!;
    expect(await addPasskeyOn(laptop, await ada())).toBe("added");

    // Five minutes on, the same session must confirm first, at either step of the ceremony.
    t.later(5 * MINUTE);
    expect(t.auth.recentlyVerified(await ada())).toBe(false);
    expect(await t.auth.passkeyRegistrationOptions(await ada())).toBeNull();
    expect(await t.auth.confirmWithPassword(await ada(), "not the password", "192.0.2.1")).toEqual({
      ok: false,
      reason: "wrong",
    });
    expect(t.auth.recentlyVerified(await ada())).toBe(false);
    expect(await t.auth.confirmWithPassword(await ada(), PASSWORD, "192.0.2.1")).toEqual({
      ok: true,
    });
    const options = await t.auth.passkeyRegistrationOptions(await ada());
    expect(options).not.toBeNull();
    t.later(5 * MINUTE);
    expect(
      await t.auth.addPasskey(
        await ada(),
        device().register(options as PublicKeyCredentialCreationOptionsJSON),
        "Too late",
      ),
    ).toBe("confirm-first");

    // One of the person's own passkeys confirms too; someone else's does not.
    const bobsKey = device();
    expect(
      await addPasskeyOn(bobsKey, await t.sessionOf(await t.staffWithPassword("bob@example.com"))),
    ).toBe("added");
    expect(await confirmWithPasskeyOn(bobsKey, await ada(), true)).toBe(false);
    expect(t.auth.recentlyVerified(await ada())).toBe(false);
    expect(await confirmWithPasskeyOn(laptop, await ada())).toBe(true);
    expect(await addPasskeyOn(device(), await ada(), "Phone")).toBe("added");
    expect((await t.auth.passkeys(await ada())).map((key) => key.name)).toEqual([
      "Laptop",
      "Phone",
    ]);

    // A sign-in with a passkey proves it as well.
    t.later(10 * MINUTE);
    expect(t.auth.recentlyVerified(await t.sessionOf(await signInWithPasskeyOn(laptop)))).toBe(
      true,
    );
  });

  it("signs in with a passkey, and adds one, only when it verified its user", async () => {
    const ada = await t.sessionOf(await t.staffWithPassword());
    const registration = (await t.auth.passkeyRegistrationOptions(
      ada,
    )) as PublicKeyCredentialCreationOptionsJSON;
    expect(registration.authenticatorSelection?.userVerification).toBe("required");
    // A security key without a PIN cannot be added…
    expect(await t.auth.addPasskey(ada, device(false).register(registration), "Bare key")).toBe(
      "refused",
    );
    // …and a passkey whose answer lacks user verification does not sign in.
    const key = device();
    expect(await addPasskeyOn(key, ada)).toBe("added");
    const signInOptions = await passkeySignInOptions();
    expect(signInOptions.userVerification).toBe("required");
    key.verifiesUser = false;
    expect(await signInWithPasskeyOn(key)).toEqual({ ok: false, reason: "wrong" });
    expect(await confirmWithPasskeyOn(key, ada)).toBe(false);
    key.verifiesUser = true;
    expect((await signInWithPasskeyOn(key)).ok).toBe(true);
  });

  it("ends the sessions a passkey signed in when it is removed, and only those", async () => {
    const byPassword = cookieHeader(await t.staffWithPassword());
    const ada = (await t.who(byPassword))!;
    const [laptop, phone] = [device(), device()];
    await addPasskeyOn(laptop, ada, "Laptop");
    await addPasskeyOn(phone, ada, "Phone");
    const byLaptop = cookieHeader((await signInWithPasskeyOn(laptop)) as SignedIn);
    const alsoByLaptop = cookieHeader((await signInWithPasskeyOn(laptop)) as SignedIn);
    const byPhone = cookieHeader((await signInWithPasskeyOn(phone)) as SignedIn);
    const [laptopKey] = await t.auth.passkeys(ada);

    // Someone else's passkey cannot be removed, and nothing ends.
    const bob = await t.sessionOf(await t.staffWithPassword("bob@example.com"));
    expect(await t.auth.removePasskey(bob, laptopKey!.id)).toBe(false);
    expect(await t.who(byLaptop)).not.toBeNull();

    expect(await t.auth.removePasskey(ada, laptopKey!.id)).toBe(true);
    expect(await t.who(byLaptop)).toBeNull();
    expect(await t.who(alsoByLaptop)).toBeNull();
    expect(await t.who(byPhone)).not.toBeNull();
    expect(await t.who(byPassword)).not.toBeNull();
    expect(await signInWithPasskeyOn(laptop)).toEqual({ ok: false, reason: "wrong" });
  });

  it("a link from staff add for an existing account removes its passkeys and what they signed in", async () => {
    const byPassword = cookieHeader(await t.staffWithPassword());
    const key = device();
    await addPasskeyOn(key, (await t.who(byPassword))!);
    const byPasskey = cookieHeader((await signInWithPasskeyOn(key)) as SignedIn);

    const recovery = await addStaff(t.site.db, "ada@example.com", t.clock);
    expect(recovery).toMatchObject({ existed: true, passkeysRemoved: 1 });
    expect(await t.auth.setupLink(recovery.token)).toEqual({
      email: "ada@example.com",
      purpose: "recovery",
    });
    expect(await t.who(byPasskey)).toBeNull();
    expect(await signInWithPasskeyOn(key)).toEqual({ ok: false, reason: "wrong" });
    expect(await listStaff(t.site.db)).toMatchObject([{ passkeys: 0, sessions: 1 }]);

    // Whoever still has the old password may add a passkey before the link is used: using the
    // link removes it too, and ends every session.
    const planted = device();
    expect(await addPasskeyOn(planted, (await t.who(byPassword))!)).toBe("added");
    const byPlanted = cookieHeader((await signInWithPasskeyOn(planted)) as SignedIn);
    const reset = await t.auth.setPasswordWithLink(recovery.token, `${PASSWORD} new`, "t");
    expect(reset.ok).toBe(true);
    expect(await t.who(byPassword)).toBeNull();
    expect(await t.who(byPlanted)).toBeNull();
    expect(await t.auth.passkeys(await t.sessionOf(reset))).toEqual([]);
    expect(await signInWithPasskeyOn(planted)).toEqual({ ok: false, reason: "wrong" });
  });

  it("counts a wrong password given to confirm toward the account's lock", async () => {
    const ada = await t.sessionOf(await t.staffWithPassword());
    for (let i = 0; i < 10; i++) {
      expect(await t.auth.confirmWithPassword(ada, "a guess", `198.51.100.${i}`)).toEqual({
        ok: false,
        reason: "wrong",
      });
    }
    expect(await t.auth.confirmWithPassword(ada, PASSWORD, "198.51.100.99")).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    // At sign-in too, from an address that failed (one that has not may still try).
    expect(await t.signIn("ada@example.com", PASSWORD, "198.51.100.3")).toMatchObject({
      reason: "throttled",
    });
  });
});
