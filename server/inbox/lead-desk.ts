import type { LeadFilter, LeadView } from "../../core/inbox/lead-filter";
import type { LeadStatus } from "../../core/contact/lead-status";
import { inquiriesCsv } from "../inquiries/inquiry-export";
import type { SiteDatabase } from "../db/database";
import {
  addNote,
  queueReply,
  releaseHeldLead,
  resendAllFailed,
  resendDelivery,
  setLeadStatus,
} from "../db/lead-actions";
import { getLead } from "../db/lead-detail";
import { countLeads, leadsForExport, listLeads } from "../db/lead-list";
import {
  deleteHeldLead,
  erasePerson,
  type ErasureSubject,
  type PersonData,
} from "../db/lead-removal";
import type { DeliveryChannel } from "../db/schema";
import type { LeadSources } from "../inquiries/lead-source";

export { writtenText } from "../db/lead-actions";
export type { Activity, DeliveryWithLog, LeadDetail } from "../db/lead-detail";
export type { LeadRow } from "../db/lead-list";

/**
 * The inbox's one door to the leads: every read and every action its pages may take, each given
 * the name of the staff member who acts (for the lead's activity log). What queues a delivery
 * wakes the outbox, so a reply or a resend goes out at once.
 */
export function createLeadDesk({
  database,
  channels,
  sources,
  personData = [],
  wakeOutbox,
}: {
  database: SiteDatabase;
  /** The notification channels configured now: releasing a held lead queues these. */
  channels: readonly DeliveryChannel[];
  /** The ways in: their sources' names for the list, its filter and the lead's page. */
  sources: LeadSources;
  /** What the ways in keep of a person besides their leads, erased with them. */
  personData?: readonly PersonData[];
  wakeOutbox(): void;
}) {
  const { db } = database;
  const waking = async <T>(queued: Promise<T>) => {
    const result = await queued;
    if (result) wakeOutbox();
    return result;
  };
  const sourceLabels = Object.fromEntries(sources.map(({ source, label }) => [source, label]));
  return {
    /** Each source's name, by the source it is stored as. */
    sourceLabels: (): Record<string, string> => sourceLabels,
    list: (view: LeadView, filter: LeadFilter, after: string | null) =>
      listLeads(db, { view, filter, after }),
    /** The navigation's figures, each capped at COUNT_CAP. */
    counts: () => countLeads(db),
    get: (id: string) => getLead(db, id),
    setStatus: (id: string, status: LeadStatus, actor: string) =>
      setLeadStatus(db, id, status, actor),
    addNote: (id: string, note: string, actor: string) => addNote(db, id, note, actor),
    /** False when the lead has no e-mail address to reply to (or is gone). */
    reply: (id: string, message: { subject: string; body: string }, actor: string) =>
      waking(queueReply(db, id, message, actor)),
    resend: (id: string, deliveryId: string, actor: string) =>
      waking(resendDelivery(db, id, deliveryId, actor)),
    /** How many failed deliveries went back in the queue. */
    resendAllFailed: (actor: string) => waking(resendAllFailed(db, actor)),
    /** "Not spam": false when the lead is not held (any more). */
    releaseSpam: (id: string, actor: string) => waking(releaseHeldLead(db, id, channels, actor)),
    /** Delete on the Spam view: false when the lead is not held (any more). */
    deleteSpam: (id: string, actor: string) => deleteHeldLead(db, id, actor),
    /**
     * "Erase this person" (by a lead, an address or a number): every lead of theirs, out of the
     * database's files too. Refused for a blank or malformed address or number.
     */
    erasePerson: (subject: ErasureSubject, actor: string) =>
      erasePerson(database, subject, actor, personData),
    async exportCsv(view: LeadView, filter: LeadFilter) {
      return inquiriesCsv(await leadsForExport(db, view, filter));
    },
  };
}

export type LeadDesk = ReturnType<typeof createLeadDesk>;
