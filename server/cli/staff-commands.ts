import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import {
  addStaff,
  listStaff,
  removeStaff,
  SETUP_LINK_MINUTES,
  setupLinkPath,
} from "../staff/staff-accounts";

/** `npm run inquiries -- staff add|list|remove`: who may sign in to the inbox. */
export async function staffCommand(
  db: Kysely<Database>,
  siteUrl: string,
  action: "add" | "list" | "remove",
  email: string,
): Promise<number> {
  if (action === "add") {
    const added = await addStaff(db, email);
    const link = new URL(setupLinkPath(added.token), siteUrl).href;
    if (added.existed) {
      console.log(
        `${email} has an account already. Its passkeys are removed: ${added.passkeysRemoved} now, ` +
          "with the sessions they signed in, and any added before the link is used go when it is used.",
      );
      console.log(
        "This link sets a new password (the old one stops working once it is used, and every " +
          "session ends); passkeys can then be added again on the Account page:",
      );
    } else {
      console.log(
        `Created an inbox account for ${email}. Send them this link to set their password:`,
      );
    }
    console.log(`\n  ${link}\n`);
    console.log(
      `It works once, for ${SETUP_LINK_MINUTES} minutes. Links printed before for ${email} no longer work.`,
    );
    return 0;
  }
  if (action === "remove") {
    if (!(await removeStaff(db, email))) {
      console.error(`No inbox account for ${email}.`);
      return 1;
    }
    console.log(`Removed ${email}: their sessions have ended and their passkeys are deleted.`);
    return 0;
  }
  const staff = await listStaff(db);
  if (staff.length === 0) {
    console.log("No inbox accounts yet: npm run inquiries -- staff add EMAIL");
    return 0;
  }
  for (const person of staff) {
    const password = person.hasPassword ? "password set" : "no password yet";
    console.log(
      `${person.email}  created ${person.created_at.slice(0, 10)}  ${password}  ` +
        `${person.passkeys} passkeys  ${person.sessions} sessions`,
    );
  }
  return 0;
}
