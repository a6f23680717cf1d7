import { beforeEach } from "vitest";
import type { LeadFilter } from "../../../core/inbox/lead-filter";
import type { DatabaseKind, SiteDatabase } from "../database";
import type { LeadOrigin } from "../inquiry-source";
import { insertInquiry, type InquiryFields } from "../inquiry-store";
import { listLeads } from "../lead-list";
import { useTestDatabase } from "../test-databases";

/** The staff member who acts on leads in these tests. */
export const STAFF = "office@agency.example";

export function fields(overrides: Partial<InquiryFields> = {}): InquiryFields {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    phone: "+1 555 0100",
    interest: "AI Consulting",
    message: "We would like a voice agent.",
    ...overrides,
  };
}

/**
 * Inside a `describe`: the lead store on a fresh database of this kind, emptied of leads before
 * each test, with a way to store leads a minute apart and to read back a list's names.
 */
export function useStoredLeads(kind: DatabaseKind) {
  let site!: SiteDatabase;
  let minute = 0;
  useTestDatabase(kind, (opened) => (site = opened));
  beforeEach(async () => {
    await site.db.deleteFrom("inquiries").execute();
    await site.db.deleteFrom("lead_activity").execute();
    await site.db.deleteFrom("voice_receipts").execute();
    minute = 0;
  });

  return {
    get site() {
      return site;
    },
    /** Each stored a minute after the one before, unless `at` says when. */
    store(
      overrides: Partial<InquiryFields> = {},
      options: {
        spam?: string;
        /** A voice lead's columns. */
        voice?: Omit<LeadOrigin, "source">;
        at?: Date;
        channels?: ("webhook" | "email")[];
      } = {},
    ) {
      minute += 1;
      return insertInquiry(site.db, {
        fields: fields(overrides),
        receivedAt: options.at ?? new Date(Date.UTC(2026, 10, 1, 9, minute)),
        spamReason: options.spam ?? null,
        channels: options.channels ?? ["webhook", "email"],
        origin: options.voice && { source: "voice", ...options.voice },
      });
    },
    names: async (filter: LeadFilter, view: "leads" | "spam" = "leads") =>
      (await listLeads(site.db, { view, filter })).leads.map((lead) => lead.name),
  };
}
