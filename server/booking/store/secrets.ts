import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** The token of a booking's manage links: 32 random bytes. Only its hash is stored. */
export const newManageToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a manage token, so a copy of it opens no booking. */
export const manageTokenHash = (token: string) => sha256(token).toString("hex");

/** Letters and digits nobody misreads or mishears: no 0/O, 1/I/L, nor U (V). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const REFERENCE_LENGTH = 8;

/**
 * A booking's reference, such as `K7MQ-4XW9`: short enough to read out on a call, and one of
 * 30^8 (6.6e11), so a guess finds nothing (it is asked for with the e-mail or phone anyway).
 */
export function newReference(): string {
  let reference = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    if (i === REFERENCE_LENGTH / 2) reference += "-";
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}

/** A reference as a person may say or type it: any case, with or without the dash. */
export function normalizedReference(text: string): string {
  const bare = text.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return bare.length === REFERENCE_LENGTH
    ? `${bare.slice(0, REFERENCE_LENGTH / 2)}-${bare.slice(REFERENCE_LENGTH / 2)}`
    : bare;
}

/**
 * Compares what a caller gave with what is stored in time that does not depend on where they
 * differ: hashing first gives both the same length.
 */
export const sameSecret = (given: string, stored: string) =>
  timingSafeEqual(sha256(given), sha256(stored));

/** The key of "this person, this slot": sent twice without a tool call id, it books once. */
const PERSON_SLOT = "person-slot:";

export function personSlotKey(
  person: { email?: string | null; phone?: string | null },
  slot: {
    meetingTypeId: string;
    startsAt: Date;
  },
) {
  const who = `${person.email ?? ""}\n${person.phone ?? ""}`;
  return `${PERSON_SLOT}${sha256(`${who}\n${slot.meetingTypeId}\n${slot.startsAt.toISOString()}`).toString("hex")}`;
}

export const isPersonSlotKey = (key: string) => key.startsWith(PERSON_SLOT);
