import { describe, expect, it } from "vitest";
import { COUNT_CAP, formatCount } from "../../core/inbox/lead-rules";
import { setLeadStatus } from "./lead-actions";
import { countLeads, leadsForExport, listLeads } from "./lead-list";
import { testDatabaseKinds } from "./test-databases";
import { fields, STAFF, useStoredLeads } from "./testing/stored-leads";

// The inbox's list: order, counts, filters, search, pages and export.
describe.each(testDatabaseKinds())("the lead list on %s", (kind) => {
  const l = useStoredLeads(kind);

  it("lists newest first, each lead with its delivery state, spam apart", async () => {
    const old = await l.store({ name: "Old" });
    await l.store({ name: "Held" }, { spam: "too fast" });
    await l.store({ name: "Unsent" }, { channels: [] });
    await l.store({ name: "Newest" });
    await l.site.db
      .updateTable("deliveries")
      .set({ status: "delivered" })
      .where("inquiry_id", "=", old.id)
      .execute();
    const { leads } = await listLeads(l.site.db, { view: "leads", filter: {} });
    expect(leads.map((lead) => [lead.name, lead.delivery, lead.status])).toEqual([
      ["Newest", "pending", "new"],
      ["Unsent", "none", "new"],
      ["Old", "delivered", "new"],
    ]);
    await l.site.db
      .updateTable("deliveries")
      .set({ status: "failed" })
      .where("inquiry_id", "=", old.id)
      .where("channel", "=", "email")
      .execute();
    expect((await listLeads(l.site.db, { view: "leads", filter: {} })).leads[2]!.delivery).toBe(
      "failed",
    );
    const spam = await listLeads(l.site.db, { view: "spam", filter: {} });
    expect(spam.leads.map((lead) => [lead.name, lead.spam_reason])).toEqual([["Held", "too fast"]]);
    expect(await countLeads(l.site.db)).toEqual({ new: 3, spam: 1, failedDeliveries: 1 });
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
      await l.site.db
        .insertInto("inquiries")
        .values(rows.slice(start, start + 100))
        .execute();
    }
    await l.store({ name: "One new" });
    expect(await countLeads(l.site.db)).toEqual({ new: 1, spam: COUNT_CAP, failedDeliveries: 0 });
    expect(formatCount(COUNT_CAP)).toBe("999+");
    expect(formatCount(COUNT_CAP - 1)).toBe("999");
  });

  it("filters by status, source, interest and needs attention, alone and together", async () => {
    const won = await l.store({ name: "Won form", interest: "Booking Automation" });
    await setLeadStatus(l.site.db, won.id, "won", STAFF);
    await l.store({ name: "Voice done" }, { voice: { callId: "c1", summary: "Booked" } });
    await l.store({ name: "Voice incomplete" }, { voice: { callId: "c2", incomplete: true } });
    const failing = await l.store({ name: "Failing", interest: "Booking Automation" });
    await l.site.db
      .updateTable("deliveries")
      .set({ status: "failed" })
      .where("inquiry_id", "=", failing.id)
      .execute();

    expect(await l.names({ status: "won" })).toEqual(["Won form"]);
    expect(await l.names({ source: "voice" })).toEqual(["Voice incomplete", "Voice done"]);
    expect(await l.names({ interest: "Booking Automation" })).toEqual(["Failing", "Won form"]);
    expect(await l.names({ attention: true })).toEqual(["Failing", "Voice incomplete"]);
    expect(await l.names({ attention: true, source: "form" })).toEqual(["Failing"]);
    expect(await l.names({ status: "new", interest: "Booking Automation" })).toEqual(["Failing"]);
  });

  it("searches name, e-mail, company, phone, message and call summary, ignoring case", async () => {
    await l.store({ name: "Grace Hopper", email: "grace@navy.example", company: "Navy" });
    await l.store({ name: "Alan", phone: "+44 20 7946 0958", message: "About 100% uptime_now" });
    await l.store({ name: "Caller" }, { voice: { callId: "c", summary: "Wants a DENTAL line" } });
    expect(await l.names({ q: "hopper" })).toEqual(["Grace Hopper"]);
    expect(await l.names({ q: "NAVY.example" })).toEqual(["Grace Hopper"]);
    expect(await l.names({ q: "navy" })).toEqual(["Grace Hopper"]);
    expect(await l.names({ q: "7946" })).toEqual(["Alan"]);
    expect(await l.names({ q: "100%" })).toEqual(["Alan"]);
    expect(await l.names({ q: "e_n" })).toEqual(["Alan"]);
    expect(await l.names({ q: "dental" })).toEqual(["Caller"]);
    expect(await l.names({ q: "nothing like it" })).toEqual([]);
  });

  it("pages by keyset with no gap and no repeat, across equal times", async () => {
    const same = new Date("2026-11-02T10:00:00Z");
    for (let i = 0; i < 7; i++) await l.store({ name: `Same ${i}` }, { at: same });
    for (let i = 0; i < 5; i++) await l.store({ name: `Lead ${i}` });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listLeads>> = await listLeads(l.site.db, {
        view: "leads",
        filter: {},
        after,
        limit: 5,
      });
      seen.push(...page.leads.map((lead) => lead.id));
      after = page.next;
    } while (after);
    const all = (await listLeads(l.site.db, { view: "leads", filter: {}, limit: 100 })).leads;
    expect(seen).toEqual(all.map((lead) => lead.id));
    expect(new Set(seen).size).toBe(12);
  });

  it("exports the current filter", async () => {
    await l.store({ name: "Wanted", interest: "Booking Automation" });
    await l.store({ name: "Other" });
    const rows = await leadsForExport(l.site.db, "leads", { interest: "Booking Automation" });
    expect(rows.map((row) => [row.name, row.deliveries.length])).toEqual([["Wanted", 2]]);
  });
});
