import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createEmailSender } from "../inquiries/email-channel";
import { OutboxWorker } from "../inquiries/outbox-worker";
import { createReplySender } from "../inquiries/reply-channel";
import { eventually, startSmtpReceiver } from "../inquiries/testing/receivers";
import type { SiteDatabase } from "./database";
import { insertInquiry, type InquiryFields } from "./inquiry-store";
import type { VoiceLead } from "./inquiry-source";
import {
  leadFilterFromSearch,
  leadFilterToSearch,
  type LeadFilter,
} from "../../core/inbox/lead-filter";
import { deleteHeldLead, eraseByEmail, LEAD_TABLES } from "./lead-removal";
import { purgeExpiredLeads } from "./lead-retention";
import {
  addNote,
  queueReply,
  releaseHeldLead,
  resendAllFailed,
  resendDelivery,
  setLeadStatus,
} from "./lead-actions";
import { getLead } from "./lead-detail";
import { countLeads, leadsForExport, listLeads } from "./lead-list";
import { COUNT_CAP, formatCount } from "../../core/inbox/lead-rules";
import { testDatabaseKinds, useTestDatabase } from "./test-databases";

const STAFF = "office@agency.example";

function fields(overrides: Partial<InquiryFields> = {}): InquiryFields {
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

describe.each(testDatabaseKinds())("the lead store on %s", (kind) => {
  let site: SiteDatabase;
  let minute = 0;
  useTestDatabase(kind, (opened) => (site = opened));
  beforeEach(async () => {
    await site.db.deleteFrom("inquiries").execute();
    await site.db.deleteFrom("lead_activity").execute();
    await site.db.deleteFrom("voice_receipts").execute();
    minute = 0;
  });

  /** Each stored a minute after the one before, unless `at` says when. */
  function store(
    overrides: Partial<InquiryFields> = {},
    options: {
      spam?: string;
      voice?: VoiceLead;
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
      voice: options.voice,
    });
  }

  const names = async (filter: LeadFilter, view: "leads" | "spam" = "leads") =>
    (await listLeads(site.db, { view, filter })).leads.map((lead) => lead.name);

  it("lists newest first, each lead with its delivery state, spam apart", async () => {
    const old = await store({ name: "Old" });
    await store({ name: "Held" }, { spam: "too fast" });
    await store({ name: "Unsent" }, { channels: [] });
    await store({ name: "Newest" });
    await site.db
      .updateTable("deliveries")
      .set({ status: "delivered" })
      .where("inquiry_id", "=", old.id)
      .execute();
    const { leads } = await listLeads(site.db, { view: "leads", filter: {} });
    expect(leads.map((lead) => [lead.name, lead.delivery, lead.status])).toEqual([
      ["Newest", "pending", "new"],
      ["Unsent", "none", "new"],
      ["Old", "delivered", "new"],
    ]);
    await site.db
      .updateTable("deliveries")
      .set({ status: "failed" })
      .where("inquiry_id", "=", old.id)
      .where("channel", "=", "email")
      .execute();
    expect((await listLeads(site.db, { view: "leads", filter: {} })).leads[2]!.delivery).toBe(
      "failed",
    );
    const spam = await listLeads(site.db, { view: "spam", filter: {} });
    expect(spam.leads.map((lead) => [lead.name, lead.spam_reason])).toEqual([["Held", "too fast"]]);
    expect(await countLeads(site.db)).toEqual({ new: 3, spam: 1, failedDeliveries: 1 });
  });

  it("counts up to COUNT_CAP, so the navigation costs the same at any number of leads", async () => {
    const received_at = new Date(Date.UTC(2026, 10, 1)).toISOString();
    const rows = Array.from({ length: COUNT_CAP + 5 }, (_, n) => ({
      id: `inq_cap${String(n).padStart(5, "0")}`,
      received_at,
      ...fields(),
      spam_reason: "too fast",
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await site.db
        .insertInto("inquiries")
        .values(rows.slice(start, start + 100))
        .execute();
    }
    await store({ name: "One new" });
    expect(await countLeads(site.db)).toEqual({ new: 1, spam: COUNT_CAP, failedDeliveries: 0 });
    expect(formatCount(COUNT_CAP)).toBe("999+");
    expect(formatCount(COUNT_CAP - 1)).toBe("999");
  });

  it("filters by status, source, interest and needs attention, alone and together", async () => {
    const won = await store({ name: "Won form", interest: "Booking Automation" });
    await setLeadStatus(site.db, won.id, "won", STAFF);
    await store({ name: "Voice done" }, { voice: { callId: "c1", summary: "Booked" } });
    await store({ name: "Voice incomplete" }, { voice: { callId: "c2", incomplete: true } });
    const failing = await store({ name: "Failing", interest: "Booking Automation" });
    await site.db
      .updateTable("deliveries")
      .set({ status: "failed" })
      .where("inquiry_id", "=", failing.id)
      .execute();

    expect(await names({ status: "won" })).toEqual(["Won form"]);
    expect(await names({ source: "voice" })).toEqual(["Voice incomplete", "Voice done"]);
    expect(await names({ interest: "Booking Automation" })).toEqual(["Failing", "Won form"]);
    expect(await names({ attention: true })).toEqual(["Failing", "Voice incomplete"]);
    expect(await names({ attention: true, source: "form" })).toEqual(["Failing"]);
    expect(await names({ status: "new", interest: "Booking Automation" })).toEqual(["Failing"]);
  });

  it("searches name, e-mail, company, phone, message and call summary, ignoring case", async () => {
    await store({ name: "Grace Hopper", email: "grace@navy.example", company: "Navy" });
    await store({ name: "Alan", phone: "+44 20 7946 0958", message: "About 100% uptime_now" });
    await store({ name: "Caller" }, { voice: { callId: "c", summary: "Wants a DENTAL line" } });
    expect(await names({ q: "hopper" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "NAVY.example" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "navy" })).toEqual(["Grace Hopper"]);
    expect(await names({ q: "7946" })).toEqual(["Alan"]);
    expect(await names({ q: "100%" })).toEqual(["Alan"]);
    expect(await names({ q: "e_n" })).toEqual(["Alan"]);
    expect(await names({ q: "dental" })).toEqual(["Caller"]);
    expect(await names({ q: "nothing like it" })).toEqual([]);
  });

  it("pages by keyset with no gap and no repeat, across equal times", async () => {
    const same = new Date("2026-11-02T10:00:00Z");
    for (let i = 0; i < 7; i++) await store({ name: `Same ${i}` }, { at: same });
    for (let i = 0; i < 5; i++) await store({ name: `Lead ${i}` });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listLeads>> = await listLeads(site.db, {
        view: "leads",
        filter: {},
        after,
        limit: 5,
      });
      seen.push(...page.leads.map((lead) => lead.id));
      after = page.next;
    } while (after);
    const all = (await listLeads(site.db, { view: "leads", filter: {}, limit: 100 })).leads;
    expect(seen).toEqual(all.map((lead) => lead.id));
    expect(new Set(seen).size).toBe(12);
  });

  it("keeps the filter in the URL's terms and ignores what it does not know", () => {
    const filter = leadFilterFromSearch(
      new URLSearchParams("status=won&source=voice&interest=AI+Consulting&attention=1&q=+ada+"),
    );
    expect(filter).toEqual({
      status: "won",
      source: "voice",
      interest: "AI Consulting",
      attention: true,
      q: "ada",
    });
    expect(leadFilterFromSearch(leadFilterToSearch(filter))).toEqual(filter);
    expect(
      leadFilterFromSearch(new URLSearchParams("status=bogus&source=fax&attention=yes")),
    ).toEqual({});
  });

  it("logs status changes, notes, resends and releases on the lead", async () => {
    const lead = await store();
    expect(await setLeadStatus(site.db, lead.id, "contacted", STAFF)).toBe(true);
    expect(await addNote(site.db, lead.id, "  Called back.  ", STAFF)).toBe(true);
    await expect(addNote(site.db, lead.id, "   ", STAFF)).rejects.toThrow();
    expect(await setLeadStatus(site.db, "inq_missing", "won", STAFF)).toBe(false);
    expect(await addNote(site.db, "inq_missing", "x", STAFF)).toBe(false);

    const detail = (await getLead(site.db, lead.id))!;
    expect(detail.status).toBe("contacted");
    expect(detail.notes.map((note) => [note.body, note.author_email])).toEqual([
      ["Called back.", STAFF],
    ]);
    // A pending delivery is not resent: it is about to go anyway.
    const [email] = detail.deliveries;
    expect(await resendDelivery(site.db, lead.id, email!.id, STAFF)).toBe(false);
    await site.db.updateTable("deliveries").set({ status: "failed", attempts: 9 }).execute();
    expect(await resendDelivery(site.db, lead.id, email!.id, STAFF)).toBe(true);
    expect(await resendAllFailed(site.db, STAFF)).toBe(1);
    const after = (await getLead(site.db, lead.id))!;
    expect(after.deliveries.map((d) => [d.status, d.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    const log = after.activity.map((entry) => [entry.action, entry.detail, entry.actor]);
    // Newest first, in the order the actions happened even within one millisecond.
    expect(log.slice(2)).toEqual([
      ["note", "", STAFF],
      ["status", "new → contacted", STAFF],
    ]);
    // The first delivery (by channel: e-mail) was resent alone, then the rest all together.
    expect(log.slice(0, 2)).toEqual([
      ["resend", "webhook", STAFF],
      ["resend", "email", STAFF],
    ]);
  });

  it("releases a held lead into delivery on every channel, and only a held one", async () => {
    const held = await store({ name: "Held" }, { spam: "too fast" });
    const real = await store({ name: "Real" });
    expect((await getLead(site.db, held.id))!.deliveries).toEqual([]);
    expect(await releaseHeldLead(site.db, real.id, ["webhook"], STAFF)).toBe(false);
    expect(await releaseHeldLead(site.db, held.id, ["webhook", "email"], STAFF)).toBe(true);
    const released = (await getLead(site.db, held.id))!;
    expect(released.spam_reason).toBeNull();
    expect(released.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["email", "pending"],
      ["webhook", "pending"],
    ]);
    expect(released.activity[0]).toMatchObject({ action: "not-spam", actor: STAFF });
  });

  it("deletes a lead only while it is held as spam, with everything of it", async () => {
    const real = await store({ name: "Real" });
    await addNote(site.db, real.id, "Keep this note", STAFF);
    await setLeadStatus(site.db, real.id, "qualified", STAFF);
    expect(await deleteHeldLead(site.db, real.id, STAFF)).toBe(false);
    expect(await getLead(site.db, real.id)).toMatchObject({
      status: "qualified",
      notes: [{ body: "Keep this note" }],
    });
    // Released by a colleague after this person's Spam tab was loaded: not deleted either.
    const released = await store({ name: "Released" }, { spam: "too fast" });
    expect(await releaseHeldLead(site.db, released.id, ["webhook"], STAFF)).toBe(true);
    expect(await deleteHeldLead(site.db, released.id, STAFF)).toBe(false);
    expect(await getLead(site.db, released.id)).not.toBeNull();

    const held = await store({ name: "Held" }, { spam: "too fast" });
    await addNote(site.db, held.id, "Looks like a bot", STAFF);
    expect(await deleteHeldLead(site.db, held.id, STAFF)).toBe(true);
    expect(await getLead(site.db, held.id)).toBeNull();
    expect(
      await site.db.selectFrom("notes").select("id").where("inquiry_id", "=", held.id).execute(),
    ).toEqual([]);
    expect(await deleteHeldLead(site.db, held.id, STAFF)).toBe(false);
  });

  it("sends a reply by e-mail to the lead, from the site, Reply-To the staff member, threaded", async () => {
    const smtp = await startSmtpReceiver();
    let up = false;
    const flaky = createReplySender({
      smtpUrl: smtp.url,
      from: "Agency <website@agency.example>",
      siteUrl: "https://agency.example",
    });
    const worker = new OutboxWorker({
      database: site,
      // The receiver's first answer is lost: the reply waits and is sent on the next try.
      senders: [
        {
          channel: "reply",
          send: async (inquiry, reply) =>
            up ? flaky.send(inquiry, reply) : ((up = true), { ok: false, detail: "ECONNREFUSED" }),
        },
      ],
      logger: createLogger("silent"),
      pollIntervalMs: 20,
      backoffScale: 0.0001,
    });
    try {
      const lead = await store({ name: "Ada Lovelace", email: "ada@example.com" });
      expect(
        await queueReply(
          site.db,
          lead.id,
          { subject: "Re: your inquiry", body: "Hello Ada" },
          STAFF,
        ),
      ).toBe(true);
      const noEmail = await store({ email: "" });
      expect(await queueReply(site.db, noEmail.id, { subject: "Hi", body: "x" }, STAFF)).toBe(
        false,
      );
      worker.start();
      await eventually(async () => {
        const reply = (await getLead(site.db, lead.id))!.replies[0];
        return reply?.delivery?.status === "delivered";
      });
      const detail = (await getLead(site.db, lead.id))!;
      const [reply] = detail.replies;
      expect(reply!.delivery!.attemptLog.map((attempt) => attempt.outcome)).toEqual([
        "retry",
        "delivered",
      ]);
      // The notification deliveries are not the reply's.
      expect(detail.deliveries.map((d) => d.channel)).toEqual(["email", "webhook"]);
      const raw = smtp.messages.get(`<${reply!.id}@agency.example>`)!;
      expect(raw).toMatch(/^From: Agency <website@agency\.example>$/m);
      expect(raw).toMatch(/^To: Ada Lovelace <ada@example\.com>$/m);
      expect(raw).toMatch(/^Reply-To: office@agency\.example$/m);
      expect(raw).toMatch(new RegExp(`^In-Reply-To: <${lead.id}@agency\\.example>$`, "m"));
      expect(raw).toMatch(/^Subject: Re: your inquiry$/m);
      expect(raw).toContain("Hello Ada");
      expect(detail.activity[0]).toMatchObject({ action: "reply", actor: STAFF });
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("links the owner's notification e-mail to the lead's inbox page", async () => {
    const smtp = await startSmtpReceiver();
    const sender = createEmailSender({
      smtpUrl: smtp.url,
      to: ["owner@agency.example"],
      from: "website@agency.example",
      siteUrl: "https://agency.example",
    });
    try {
      const lead = await store();
      expect((await sender.send(lead, null)).ok).toBe(true);
      // Quoted-printable wraps long lines with a soft break ("=" at the end of the line).
      const text = smtp.messages.get(`<${lead.id}@agency.example>`)!.replace(/=\r\n/g, "");
      expect(text).toContain(`https://agency.example/inbox/leads/${lead.id}`);
    } finally {
      sender.close?.();
      await smtp.close();
    }
  });

  it("erases a person: no row of theirs in any table, others untouched, a hash in the log", async () => {
    const first = await store({ email: "Erase.Me@example.com", message: "first" });
    await store({ email: "erase.me@example.com", message: "second" });
    const voice = await store(
      { email: "erase.me@example.com", name: "Caller" },
      { voice: { callId: "call-erase", summary: "Called" } },
    );
    const other = await store({ email: "keep@example.com" });
    await addNote(site.db, first.id, "Met at the fair", STAFF);
    await queueReply(site.db, first.id, { subject: "Hi", body: "Hello" }, STAFF);
    await setLeadStatus(site.db, other.id, "won", STAFF);
    await site.db
      .insertInto("voice_receipts")
      .values([
        {
          key: "tool-call:1",
          call_id: "call-erase",
          inquiry_id: voice.id,
          result: "ok",
          received_at: "x",
        },
        {
          key: "end-of-call-report:call-erase",
          call_id: "call-erase",
          inquiry_id: null,
          result: "ok",
          received_at: "x",
        },
        {
          key: "tool-call:2",
          call_id: "call-keep",
          inquiry_id: other.id,
          result: "ok",
          received_at: "x",
        },
      ])
      .execute();
    await site.db
      .insertInto("delivery_attempts")
      .values({
        id: "att_erase",
        delivery_id: (await getLead(site.db, first.id))!.deliveries[0]!.id,
        started_at: "x",
        finished_at: "x",
        outcome: "retry",
        detail: "HTTP 500",
      })
      .execute();
    const erasedIds = [first.id, voice.id];

    expect(await eraseByEmail(site, "ERASE.me@example.com", STAFF)).toEqual({ inquiries: 3 });

    for (const table of [...LEAD_TABLES, "settings"] as const) {
      const rows = JSON.stringify(await site.db.selectFrom(table).selectAll().execute());
      expect(rows.toLowerCase(), table).not.toContain("erase.me");
      for (const id of erasedIds) expect(rows, table).not.toContain(id);
      expect(rows, table).not.toContain("call-erase");
      expect(rows, table).not.toContain("Met at the fair");
    }
    expect(await getLead(site.db, other.id)).toMatchObject({ status: "won" });
    expect(await site.db.selectFrom("voice_receipts").select("key").execute()).toEqual([
      { key: "tool-call:2" },
    ]);
    const log = await site.db
      .selectFrom("lead_activity")
      .selectAll()
      .where("action", "=", "erase")
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ inquiry_id: null, actor: STAFF, detail: "3 inquiries" });
    expect(log[0]!.subject_hash).toMatch(/^[0-9a-f]{64}$/);
    // The same address always gives the same fingerprint, so a repeat request can be recognised.
    await eraseByEmail(site, "erase.me@example.com", "command line");
    const hashes = await site.db
      .selectFrom("lead_activity")
      .select("subject_hash")
      .where("action", "=", "erase")
      .execute();
    expect(new Set(hashes.map((row) => row.subject_hash)).size).toBe(1);
  });

  it("deletes held spam after its retention, and everything after the inquiry retention", async () => {
    const now = new Date("2026-11-30T00:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await store({ name: "Old spam" }, { spam: "too fast", at: daysAgo(31) });
    await store({ name: "Young spam" }, { spam: "too fast", at: daysAgo(29) });
    await store({ name: "Old lead" }, { at: daysAgo(400) });
    await store({ name: "Young lead" }, { at: daysAgo(10) });

    expect(
      await purgeExpiredLeads(site.db, { spamRetentionDays: 30, inquiryRetentionDays: null }, now),
    ).toEqual({ spam: 1, inquiries: 0 });
    expect(await names({}, "spam")).toEqual(["Young spam"]);
    expect(await names({})).toEqual(["Young lead", "Old lead"]);

    expect(
      await purgeExpiredLeads(site.db, { spamRetentionDays: null, inquiryRetentionDays: 365 }, now),
    ).toEqual({ spam: 0, inquiries: 1 });
    expect(await names({})).toEqual(["Young lead"]);
    expect(await names({}, "spam")).toEqual(["Young spam"]);
  });

  it("exports the current filter", async () => {
    await store({ name: "Wanted", interest: "Booking Automation" });
    await store({ name: "Other" });
    const rows = await leadsForExport(site.db, "leads", { interest: "Booking Automation" });
    expect(rows.map((row) => [row.name, row.deliveries.length])).toEqual([["Wanted", 2]]);
  });
});
