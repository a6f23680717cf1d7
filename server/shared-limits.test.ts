import { describe, expect, it } from "vitest";
import { FORM_NAME, FORM_NAME_FIELD, RENDERED_AT_FIELD } from "../core/contact/inquiry-fields";
import { testDatabaseKinds } from "./db/test-databases";
import { useTwoInstancesOnPostgres } from "./testing/two-instances";
import { newId } from "./db/ids";
import { hashPassword } from "./staff/passwords";
import { MAX_FAILURES } from "./staff/sign-in-throttle";
import { SIGN_IN_CHALLENGES_PER_ADDRESS } from "./staff/staff-auth";
import { FORM_TOKEN_MAX_USES } from "./inquiries/form-token";

const PASSWORD = "the staff member's own long password";

/**
 * Two production servers on one PostgreSQL database, as behind a load balancer: each limit is
 * counted once for both, so a client gets the budget once, not once per instance. Each client is
 * an address of its own (X-Forwarded-For, TRUST_PROXY=1), so the limits do not meet.
 */
describe.runIf(testDatabaseKinds().includes("postgres"))(
  "two server processes on one PostgreSQL database",
  () => {
    const site = useTwoInstancesOnPostgres("shared_limits", {
      CONTACT_RATE_LIMIT: "3/10m",
      CONTACT_MIN_FILL_MS: "1",
      TRUST_PROXY: "1",
    });
    const { instance } = site;

    function postContact(n: number, ip: string, fields: Record<string, string> = {}) {
      const server = instance(n);
      return fetch(`${server.origin}/`, {
        method: "POST",
        headers: { accept: "application/json", origin: server.origin, "x-forwarded-for": ip },
        body: new URLSearchParams({
          [FORM_NAME_FIELD]: FORM_NAME,
          name: "Shared Limits",
          email: `shared-${n}@example.com`,
          message: "Counted once across instances.",
          ...fields,
        }),
      });
    }

    it("share the contact rate limit: 3 posts in all, not 3 per instance", async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) statuses.push((await postContact(n, "198.51.100.10")).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });

    it("share the form tokens' use counts: the fourth use anywhere is held", async () => {
      const page = await (await fetch(`${instance(0).origin}/contact`)).text();
      const token = new RegExp(`name="${RENDERED_AT_FIELD}" value="([^"]+)"`).exec(page)?.[1];
      expect(token).toBeTruthy();
      // Past CONTACT_MIN_FILL_MS (1 ms) before the first send.
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (let n = 10; n < 10 + FORM_TOKEN_MAX_USES + 1; n++) {
        const answer = await postContact(n, `198.51.100.${100 + n}`, {
          [RENDERED_AT_FIELD]: token!,
        });
        expect(answer.status).toBe(200);
      }
      const { rows } = await site.client.query<{ email: string; spam_reason: string | null }>(
        "SELECT email, spam_reason FROM inquiries WHERE email LIKE 'shared-1_@example.com' ORDER BY email",
      );
      expect(rows.map((row) => row.spam_reason)).toEqual([
        null,
        null,
        null,
        `the same form token sent 4 times (at most ${FORM_TOKEN_MAX_USES})`,
      ]);
    });

    it("share the sign-in throttle: 10 failures in all lock the account on both", async () => {
      const at = new Date().toISOString();
      await site.client.query(
        "INSERT INTO staff (id, email, password_hash, created_at) VALUES ($1, $2, $3, $4)",
        [newId("stf"), "shared@example.com", await hashPassword(PASSWORD), at],
      );
      const signIn = (n: number, password: string, address = n) => {
        const server = instance(n);
        return fetch(`${server.origin}/inbox/sign-in`, {
          method: "POST",
          headers: { origin: server.origin, "x-forwarded-for": `203.0.113.${address}` },
          body: new URLSearchParams({ email: "shared@example.com", password }),
          redirect: "manual",
        });
      };
      for (let n = 0; n < MAX_FAILURES; n++) expect((await signIn(n, "wrong")).status).toBe(401);
      // From addresses that failed, on either instance (a fresh address may still try).
      expect((await signIn(MAX_FAILURES, PASSWORD, 1)).status).toBe(429);
      expect((await signIn(MAX_FAILURES + 1, PASSWORD, 2)).status).toBe(429);
    });

    it("share the passkey challenges' limit per address", async () => {
      const options = (n: number) => {
        const server = instance(n);
        return fetch(`${server.origin}/inbox/passkeys/sign-in`, {
          method: "POST",
          headers: {
            origin: server.origin,
            "content-type": "application/json",
            "x-forwarded-for": "192.0.2.40",
          },
          body: JSON.stringify({ step: "options" }),
        });
      };
      for (let n = 0; n < SIGN_IN_CHALLENGES_PER_ADDRESS; n++) {
        expect((await options(n)).status).toBe(200);
      }
      const refused = await options(SIGN_IN_CHALLENGES_PER_ADDRESS);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  },
);
