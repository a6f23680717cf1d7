import { createHash, randomBytes } from "node:crypto";

/** A secret for a cookie or a link: 32 random bytes. Only its hash is stored. */
export const newSecret = () => randomBytes(32).toString("base64url");

/** What the database keeps of a secret, so a copy of the database cannot sign anyone in. */
export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");
