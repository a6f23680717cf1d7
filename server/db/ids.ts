import { randomBytes } from "node:crypto";

/**
 * A short, unique, roughly time-ordered id such as `inq_0mhs3k2x1Zp4Yq8WQ`. Random rather than a
 * counter: webhook receivers drop duplicates by id, so an id must never come back after a database
 * is reset or restored.
 */
export function newId(prefix: string, now = Date.now()): string {
  return `${prefix}_${now.toString(36)}${randomBytes(6).toString("base64url")}`;
}
