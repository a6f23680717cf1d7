import type { Kysely } from "kysely";
import { MAX_PASSWORD_LENGTH } from "../../core/inbox/password-rules";
import type { Database } from "../db/schema";
import type { Logger } from "../logger";
import { verifyPassword } from "./passwords";
import { createSignInThrottle, lockedAccountKeys, throttleKeys } from "./sign-in-throttle";

/**
 * An attempt refused before its credential was checked: too many failures for the account or the
 * address (throttled), or too many password checks waiting already (busy).
 */
export type Refusal = { ok: false; reason: "throttled" | "busy"; retryAfterSeconds: number };

export type Wrong = { ok: false; reason: "wrong" };

/** How soon to try again when password checks are busy: the line drains within a second. */
const BUSY_RETRY_SECONDS = 2;

/**
 * Every check of a password or a passkey, under the sign-in throttle: the attempt is counted
 * before the check runs, and forgiven when it proves the credential or could not run (busy).
 */
export function createCredentialChecks({
  db,
  logger,
  now,
}: {
  db: Kysely<Database>;
  logger: Logger;
  now: () => Date;
}) {
  const throttle = createSignInThrottle(db, () => now().getTime());

  async function throttledCheck<Proof>(
    keys: string[],
    ip: string,
    check: () => Promise<Proof | null | "busy">,
  ): Promise<{ ok: true; proof: Proof } | Wrong | Refusal> {
    const attempt = await throttle.attempt(keys);
    if (!attempt.allowed) {
      logger.warn({ ip }, "inbox: sign-in refused, too many failures");
      return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
    }
    const proof = await check();
    if (proof === null) return { ok: false, reason: "wrong" };
    await attempt.forgive();
    if (proof !== "busy") return { ok: true, proof };
    logger.warn({ ip }, "inbox: sign-in refused, too many password checks waiting");
    return { ok: false, reason: "busy", retryAfterSeconds: BUSY_RETRY_SECONDS };
  }

  /** The staff member's id when `password` is theirs, null when not, "busy" when unchecked. */
  async function passwordOwner(
    staff: { id: string; password_hash: string | null } | undefined,
    password: string,
  ) {
    // The same work whether the account exists or not: the answer's timing tells nothing.
    const matches = await verifyPassword(
      staff?.password_hash ?? null,
      password.slice(0, MAX_PASSWORD_LENGTH),
    );
    if (matches === "busy") return matches;
    return staff && matches ? staff.id : null;
  }

  /** A password checked against the account that `column` names: its id when it matches. */
  const passwordOf = (
    keys: string[],
    ip: string,
    password: string,
    [column, value]: ["email" | "id", string],
  ) =>
    throttledCheck(keys, ip, async () => {
      const staff = await db
        .selectFrom("staff")
        .select(["id", "password_hash"])
        .where(column, "=", value)
        .executeTakeFirst();
      return passwordOwner(staff, password);
    });

  return {
    throttledCheck,
    /**
     * Sign-in: counted against the account tried and the address. A locked account is still
     * open to an address that has not failed, under its own count (lockedAccountKeys).
     */
    async password(email: string, password: string, ip: string) {
      const checked = await passwordOf(throttleKeys(ip, email), ip, password, ["email", email]);
      if (checked.ok || checked.reason !== "throttled" || (await throttle.hasFailed(ip))) {
        return checked;
      }
      return passwordOf(lockedAccountKeys(ip, email), ip, password, ["email", email]);
    },
    /**
     * The signed-in person's password given again. Someone holding a session, not its owner,
     * must not get more guesses than at sign-in: failures count toward the same lock.
     */
    ownPassword: (staff: { id: string; email: string }, password: string, ip: string) =>
      passwordOf(throttleKeys(ip, staff.email), ip, password, ["id", staff.id]),
  };
}
