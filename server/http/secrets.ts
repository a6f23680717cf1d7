import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/*
 * The site's secrets (a session cookie, a manage link, a calendar feed's address) and how they are
 * checked: made once here, so every wing draws and stores them alike.
 */

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** A secret for a cookie or a link: 32 random bytes. Only its hash is stored. */
export const newSecret = () => randomBytes(32).toString("base64url");

/** What the database keeps of a secret, so a copy of the database opens nothing. */
export const secretHash = (secret: string) => sha256(secret).toString("hex");

/**
 * Compares what a caller gave with what is expected in time that does not depend on where they
 * differ, nor on the guess's length: hashing first gives both the same length.
 */
export const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(sha256(given), sha256(expected));
