import { randomInt } from "node:crypto";
import { secretHash } from "../../http/secrets";

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
  return `${PERSON_SLOT}${secretHash(`${who}\n${slot.meetingTypeId}\n${slot.startsAt.toISOString()}`)}`;
}

export const isPersonSlotKey = (key: string) => key.startsWith(PERSON_SLOT);
