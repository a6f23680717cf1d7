import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createEmailSender } from "../inquiries/email-channel";
import { OutboxWorker } from "../inquiries/outbox-worker";
import { createReplySender } from "../inquiries/reply-channel";
import { eventually, startSmtpReceiver } from "../testing/receivers";
import {
  addNote,
  queueReply,
  releaseHeldLead,
  resendAllFailed,
  resendDelivery,
  setLeadStatus,
} from "./lead-actions";
import { getLead } from "./lead-detail";
import { deleteHeldLead } from "./lead-removal";
import { testDatabaseKinds } from "./test-databases";
import { STAFF, useStoredLeads } from "./testing/stored-leads";
import { leadSources } from "../wings";

// What staff do to a lead: status, notes, resends, release, delete, reply.
describe.each(testDatabaseKinds())("lead actions on %s", (kind) => {
  const l = useStoredLeads(kind);

  it("logs status changes, notes, resends and releases on the lead", async () => {
    const lead = await l.store();
    expect(await setLeadStatus(l.site.db, lead.id, "contacted", STAFF)).toBe(true);
    expect(await addNote(l.site.db, lead.id, "  Called back.  ", STAFF)).toBe(true);
    await expect(addNote(l.site.db, lead.id, "   ", STAFF)).rejects.toThrow();
    expect(await setLeadStatus(l.site.db, "inq_missing", "won", STAFF)).toBe(false);
    expect(await addNote(l.site.db, "inq_missing", "x", STAFF)).toBe(false);

    const detail = (await getLead(l.site.db, lead.id))!;
    expect(detail.status).toBe("contacted");
    expect(detail.notes.map((note) => [note.body, note.author_email])).toEqual([
      ["Called back.", STAFF],
    ]);
    // A pending delivery is not resent: it is about to go anyway.
    const [email] = detail.deliveries;
    expect(await resendDelivery(l.site.db, lead.id, email!.id, STAFF)).toBe(false);
    await l.site.db.updateTable("deliveries").set({ status: "failed", attempts: 9 }).execute();
    expect(await resendDelivery(l.site.db, lead.id, email!.id, STAFF)).toBe(true);
    expect(await resendAllFailed(l.site.db, STAFF)).toBe(1);
    const after = (await getLead(l.site.db, lead.id))!;
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
    const held = await l.store({ name: "Held" }, { spam: "too fast" });
    const real = await l.store({ name: "Real" });
    expect((await getLead(l.site.db, held.id))!.deliveries).toEqual([]);
    expect(await releaseHeldLead(l.site.db, real.id, ["webhook"], STAFF)).toBe(false);
    expect(await releaseHeldLead(l.site.db, held.id, ["webhook", "email"], STAFF)).toBe(true);
    const released = (await getLead(l.site.db, held.id))!;
    expect(released.spam_reason).toBeNull();
    expect(released.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["email", "pending"],
      ["webhook", "pending"],
    ]);
    expect(released.activity[0]).toMatchObject({ action: "not-spam", actor: STAFF });
  });

  it("deletes a lead only while it is held as spam, with everything of it", async () => {
    const real = await l.store({ name: "Real" });
    await addNote(l.site.db, real.id, "Keep this note", STAFF);
    await setLeadStatus(l.site.db, real.id, "qualified", STAFF);
    expect(await deleteHeldLead(l.site.db, real.id, STAFF)).toBe(false);
    expect(await getLead(l.site.db, real.id)).toMatchObject({
      status: "qualified",
      notes: [{ body: "Keep this note" }],
    });
    // Released by a colleague after this person's Spam tab was loaded: not deleted either.
    const released = await l.store({ name: "Released" }, { spam: "too fast" });
    expect(await releaseHeldLead(l.site.db, released.id, ["webhook"], STAFF)).toBe(true);
    expect(await deleteHeldLead(l.site.db, released.id, STAFF)).toBe(false);
    expect(await getLead(l.site.db, released.id)).not.toBeNull();

    const held = await l.store({ name: "Held" }, { spam: "too fast" });
    await addNote(l.site.db, held.id, "Looks like a bot", STAFF);
    expect(await deleteHeldLead(l.site.db, held.id, STAFF)).toBe(true);
    expect(await getLead(l.site.db, held.id)).toBeNull();
    expect(
      await l.site.db.selectFrom("notes").select("id").where("inquiry_id", "=", held.id).execute(),
    ).toEqual([]);
    expect(await deleteHeldLead(l.site.db, held.id, STAFF)).toBe(false);
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
      database: l.site,
      // The receiver's first answer is lost: the reply waits and is sent on the next try.
      senders: [
        {
          channel: "reply",
          send: async (work) =>
            up ? flaky.send(work) : ((up = true), { ok: false, detail: "ECONNREFUSED" }),
        },
      ],
      logger: createLogger("silent"),
      pollIntervalMs: 20,
      backoffScale: 0.0001,
    });
    try {
      const lead = await l.store({ name: "Ada Lovelace", email: "ada@example.com" });
      expect(
        await queueReply(
          l.site.db,
          lead.id,
          { subject: "Re: your inquiry", body: "Hello Ada" },
          STAFF,
        ),
      ).toBe(true);
      const noEmail = await l.store({ email: "" });
      expect(await queueReply(l.site.db, noEmail.id, { subject: "Hi", body: "x" }, STAFF)).toBe(
        false,
      );
      worker.start();
      await eventually(async () => {
        const reply = (await getLead(l.site.db, lead.id))!.replies[0];
        return reply?.delivery?.status === "delivered";
      });
      const detail = (await getLead(l.site.db, lead.id))!;
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
      sources: leadSources,
      smtpUrl: smtp.url,
      to: ["owner@agency.example"],
      from: "website@agency.example",
      siteUrl: "https://agency.example",
    });
    try {
      const lead = await l.store();
      expect((await sender.send({ inquiry: lead, reply: null, subject: null })).ok).toBe(true);
      // Quoted-printable wraps long lines with a soft break ("=" at the end of the line).
      const text = smtp.messages.get(`<${lead.id}@agency.example>`)!.replace(/=\r\n/g, "");
      expect(text).toContain(`https://agency.example/inbox/leads/${lead.id}`);
    } finally {
      sender.close?.();
      await smtp.close();
    }
  });
});
