import { describe, expect, it } from "vitest";
import { addNote, queueReply, setLeadStatus } from "./lead-actions";
import { getLead } from "./lead-detail";
import { erasePerson, LEAD_TABLES } from "./lead-removal";
import { purgeExpiredLeads } from "./lead-retention";
import { testDatabaseKinds } from "./test-databases";
import { STAFF, useStoredLeads } from "./testing/stored-leads";

// A person's erasure, and retention's deletions (what erasure leaves on disk: lead-erasure.test.ts).
describe.each(testDatabaseKinds())("lead removal on %s", (kind) => {
  const l = useStoredLeads(kind);

  it("erases a person: no row of theirs in any table, others untouched, a hash in the log", async () => {
    const first = await l.store({ email: "Erase.Me@example.com", message: "first" });
    await l.store({ email: "erase.me@example.com", message: "second" });
    const voice = await l.store(
      { email: "erase.me@example.com", name: "Caller" },
      { voice: { callId: "call-erase", summary: "Called" } },
    );
    const other = await l.store({ email: "keep@example.com" });
    await addNote(l.site.db, first.id, "Met at the fair", STAFF);
    await queueReply(l.site.db, first.id, { subject: "Hi", body: "Hello" }, STAFF);
    await setLeadStatus(l.site.db, other.id, "won", STAFF);
    await l.site.db
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
    await l.site.db
      .insertInto("delivery_attempts")
      .values({
        id: "att_erase",
        delivery_id: (await getLead(l.site.db, first.id))!.deliveries[0]!.id,
        started_at: "x",
        finished_at: "x",
        outcome: "retry",
        detail: "HTTP 500",
      })
      .execute();
    const erasedIds = [first.id, voice.id];

    expect(await erasePerson(l.site, { email: "ERASE.me@example.com" }, STAFF)).toEqual({
      erased: true,
      inquiries: 3,
    });

    for (const table of [...LEAD_TABLES, "settings"] as const) {
      const rows = JSON.stringify(await l.site.db.selectFrom(table).selectAll().execute());
      expect(rows.toLowerCase(), table).not.toContain("erase.me");
      for (const id of erasedIds) expect(rows, table).not.toContain(id);
      expect(rows, table).not.toContain("call-erase");
      expect(rows, table).not.toContain("Met at the fair");
    }
    expect(await getLead(l.site.db, other.id)).toMatchObject({ status: "won" });
    expect(await l.site.db.selectFrom("voice_receipts").select("key").execute()).toEqual([
      { key: "tool-call:2" },
    ]);
    const log = await l.site.db
      .selectFrom("lead_activity")
      .selectAll()
      .where("action", "=", "erase")
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ inquiry_id: null, actor: STAFF, detail: "3 inquiries" });
    expect(log[0]!.subject_hash).toMatch(/^[0-9a-f]{64}$/);
    // The same address always gives the same fingerprint, so a repeat request can be recognised.
    await erasePerson(l.site, { email: "erase.me@example.com" }, "command line");
    const hashes = await l.site.db
      .selectFrom("lead_activity")
      .select("subject_hash")
      .where("action", "=", "erase")
      .execute();
    expect(new Set(hashes.map((row) => row.subject_hash)).size).toBe(1);
  });

  it("deletes held spam after its retention, and everything after the inquiry retention", async () => {
    const now = new Date("2026-11-30T00:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await l.store({ name: "Old spam" }, { spam: "too fast", at: daysAgo(31) });
    await l.store({ name: "Young spam" }, { spam: "too fast", at: daysAgo(29) });
    await l.store({ name: "Old lead" }, { at: daysAgo(400) });
    await l.store({ name: "Young lead" }, { at: daysAgo(10) });

    expect(
      await purgeExpiredLeads(
        l.site.db,
        { spamRetentionDays: 30, inquiryRetentionDays: null },
        now,
      ),
    ).toEqual({ spam: 1, inquiries: 0 });
    expect(await l.names({}, "spam")).toEqual(["Young spam"]);
    expect(await l.names({})).toEqual(["Young lead", "Old lead"]);

    expect(
      await purgeExpiredLeads(
        l.site.db,
        { spamRetentionDays: null, inquiryRetentionDays: 365 },
        now,
      ),
    ).toEqual({ spam: 0, inquiries: 1 });
    expect(await l.names({})).toEqual(["Young lead"]);
    expect(await l.names({}, "spam")).toEqual(["Young spam"]);
  });
});
