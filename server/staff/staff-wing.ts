import type { SiteDatabase } from "../db/database";
import type { Logger } from "../logger";
import { createStaffAuth } from "./staff-auth";

/* The staff wing's door: what it hands the wiring (server/wings.ts), and those parts' types. */
export type { Refusal, SignedInStaff, StaffAuth } from "./staff-auth";

/** Staff sign-in (passwords, passkeys, sessions): the inbox's door to who is signed in. */
export function createStaffWing(deps: { database: SiteDatabase; siteUrl: string; logger: Logger }) {
  return { inbox: { auth: createStaffAuth(deps) } };
}
