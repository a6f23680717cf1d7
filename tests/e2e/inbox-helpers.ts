import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { openDatabase, type SiteDatabase } from "../../server/db/database";
import { insertInquiry, type Inquiry, type InquiryFields } from "../../server/db/inquiry-store";
import type { LeadOrigin } from "../../server/db/inquiry-source";
import { createLogger } from "../../server/logger";
import { addStaff as addStaffAccount } from "../../server/staff/staff-accounts";
import { createStaffAuth } from "../../server/staff/staff-auth";
import { baseURL } from "../../playwright.config";
import { bundled } from "../support/server-bundle";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

export const STAFF_PASSWORD = "a long staff password, 2026";

/** Where a server keeps its data, and the address it calls itself by. */
export interface InboxServer {
  dataDir: string;
  origin: string;
}

/** A spec's own server as the helpers take it, read once its `beforeAll` has started it. */
export const ownServer = (site: { inbox: InboxServer }): InboxServer => ({
  get dataDir() {
    return site.inbox.dataDir;
  },
  get origin() {
    return site.inbox.origin;
  },
});

/** The shared e2e server of playwright.config.ts. */
export const sharedServer = (): InboxServer => ({
  dataDir: process.env.E2E_DATA_DIR!,
  origin: baseURL,
});

/** `npm run inquiries -- ...` against a server's database, as its owner would run it. */
export async function inquiriesCli(server: InboxServer, ...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    [...(await bundled("server/cli/inquiries.ts")), ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "", SITE_URL: server.origin },
    },
  );
  return stdout;
}

export const uniqueStaff = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@agency.example`;

/** Creates an account with `staff add` and returns its one-time link. */
export async function addStaff(server: InboxServer, email: string) {
  const printed = await inquiriesCli(server, "staff", "add", email);
  const link = /https?:\/\/\S+\/inbox\/welcome\/[\w-]+/.exec(printed)?.[0];
  expect(link, printed).toBeTruthy();
  return link!;
}

/** A new staff member sets a password through the link and lands, signed in, on the leads. */
export async function onboard(page: Page, server: InboxServer, email: string) {
  const link = await addStaff(server, email);
  await page.goto(link);
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("The same password again").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
}

/**
 * An account with its password set and this browser signed in, landed on the leads: what
 * onboarding leaves, made in the database through the server's own sign-in code instead of
 * clicked through (a command and two pages each time), for tests about what comes after.
 */
export async function signedIn(page: Page, server: InboxServer, email: string) {
  const cookie = await withDatabase(server, async (database) => {
    const { token } = await addStaffAccount(database.db, email);
    const auth = createStaffAuth({
      database,
      siteUrl: server.origin,
      logger: createLogger("silent"),
    });
    const set = await auth.setPasswordWithLink(token, STAFF_PASSWORD, "e2e seed");
    if (!set.ok) throw new Error(`could not seed ${email}: ${set.reason}`);
    return set.cookie;
  });
  const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
  await page.context().addCookies([{ name, value, url: server.origin }]);
  await page.goto(`${server.origin}/inbox`);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
}

/** A credential as the WebAuthn domain reads and writes it (its private key included). */
export interface Credential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

/**
 * A virtual authenticator in the page's browser, as a laptop's fingerprint reader would be.
 * `verifiesUser` false is a security key without a PIN or fingerprint: it proves presence only.
 */
export async function addPasskeyAuthenticator(page: Page, { verifiesUser = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: verifiesUser,
      isUserVerified: verifiesUser,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials(): Promise<Credential[]> {
      return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
    },
    /** The same passkey on a second device, as a synced passkey would be. */
    async copy(credential: Credential) {
      await cdp.send("WebAuthn.addCredential", {
        authenticatorId,
        credential,
      });
    },
  };
}

export async function signIn(page: Page, email: string, password = STAFF_PASSWORD) {
  await page.goto("/inbox/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function withDatabase<T>(
  server: InboxServer,
  work: (site: SiteDatabase) => Promise<T>,
) {
  const site = await openDatabase({ databaseUrl: "", dataDir: server.dataDir });
  try {
    return await work(site);
  } finally {
    await site.close();
  }
}

/**
 * As if every session of this person had last given the password or a passkey `minutes` ago: the
 * Account page then asks for one before a passkey may be added.
 */
export const verifiedAgo = (server: InboxServer, email: string, minutes: number) =>
  withDatabase(server, (site) =>
    site.db
      .updateTable("staff_sessions")
      .set({ verified_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where("staff_id", "in", site.db.selectFrom("staff").select("id").where("email", "=", email))
      .execute(),
  );

/** Seeded leads arrived during the last day, a second apart: in order, and already due. */
const seedingStarted = Date.now() - 24 * 60 * 60 * 1000;
let seeded = 0;

/** Stores a lead as the contact form or a call would, each a second newer than the last. */
export function seedLead(
  server: InboxServer,
  fields: Partial<InquiryFields>,
  options: {
    spam?: string;
    voice?: Omit<LeadOrigin, "source">;
    channels?: ("webhook" | "email")[];
  } = {},
): Promise<Inquiry> {
  seeded += 1;
  return withDatabase(server, (site) =>
    insertInquiry(site.db, {
      fields: {
        name: "Test Lead",
        email: "",
        company: "",
        phone: "",
        interest: "",
        message: "",
        ...fields,
      },
      receivedAt: new Date(seedingStarted + seeded * 1000),
      spamReason: options.spam ?? null,
      channels: options.channels ?? [],
      origin: options.voice && { source: "voice", ...options.voice },
    }),
  );
}

/** A lead's delivery on one channel, as its server's database has it. */
export async function deliveryStatus(
  server: InboxServer,
  inquiryId: string,
  channel: "webhook" | "email" | "reply",
) {
  return withDatabase(
    server,
    async (site) =>
      (
        await site.db
          .selectFrom("deliveries")
          .select("status")
          .where("inquiry_id", "=", inquiryId)
          .where("channel", "=", channel)
          .executeTakeFirst()
      )?.status,
  );
}
