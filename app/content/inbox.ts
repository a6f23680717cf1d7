/**
 * Every word of the staff's lead inbox (/inbox). Staff read these, not visitors; the brand's
 * name comes from site.ts.
 */
import type { LeadStatus } from "../../core/contact/lead-status";
import { brand } from "../../core/content/site";
import { signInRefusals } from "../../core/content/sign-in-refusals";

export const inboxTitle = (page: string) => `${page} · ${brand.name} inbox`;

// ── The inbox's frame and its lead pages: list, lead, spam, export ──

export const frame = {
  product: "Inbox",
  skipLink: "Skip to content",
  navLabel: "Inbox",
  leads: "Leads",
  spam: "Spam",
  account: "Account",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  newCount: (n: string) => `${n} new`,
  spamCount: (n: string) => `${n} held`,
};

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const deliveryLabels = {
  delivered: "Delivered",
  pending: "Pending",
  failed: "Failed",
  none: "Stored only",
} as const;

export const channelLabels = {
  webhook: "Webhook",
  email: "E-mail",
  reply: "Reply",
  visitor: "Visitor e-mail",
  reminder: "Reminder",
  calendar: "Calendar",
} as const;

export const leadList = {
  title: "Leads",
  intro: "Every inquiry from the contact form, the voice assistant and the chat, newest first.",
  filters: "Filters",
  search: "Search",
  searchPlaceholder: "Name, e-mail, company, phone, message…",
  status: "Status",
  source: "Source",
  interest: "Interest",
  any: "Any",
  attention: "Needs attention",
  attentionHint: "A failed delivery, or a call that ended without a request",
  apply: "Apply",
  clear: "Clear filters",
  export: "Export CSV",
  columns: {
    when: "Received",
    name: "Name",
    company: "Company",
    interest: "Interest",
    source: "Source",
    status: "Status",
    delivery: "Delivery",
  },
  incomplete: "Incomplete",
  newLead: "New lead",
  noName: "(no name)",
  none: "—",
  empty:
    "No leads yet. Inquiries from the contact form, the voice assistant and the chat appear here.",
  noMatch: "No leads match these filters.",
  pages: "Pages",
  older: "Older leads",
  newest: "Back to the newest",
  resendAllFailed: (n: string) => `Resend all failed (${n})`,
  resentAll: (n: number) =>
    n === 0 ? "There were no failed deliveries to resend." : `${n} failed deliveries queued again.`,
  erased: (n: number) =>
    `Erased ${n} ${n === 1 ? "inquiry" : "inquiries"} and everything that belonged to them.`,
};

export const spamList = {
  title: "Spam",
  intro:
    "Submissions held as suspected spam. They are never delivered unless you release them, and are deleted automatically after the retention period.",
  reason: "Why it was held",
  notSpam: "Not spam",
  delete: "Delete",
  empty: "Nothing held as spam.",
  released: "Released: the lead is in your leads and on its way to every channel.",
  deleted: "Deleted.",
  notHeld:
    "Nothing was changed: that lead is no longer held as spam. A colleague may have released or deleted it.",
};

export const leadPage = {
  back: "All leads",
  details: "Details",
  received: "Received",
  fields: {
    email: "E-mail",
    phone: "Phone",
    company: "Company",
    interest: "Interest",
    source: "Source",
    /** The language of the page the lead came from: answer the visitor in it. */
    language: "Language",
    message: "Message",
    preferredTime: "Preferred time",
    summary: "Call summary",
    transcript: "Transcript",
    showTranscript: "Show the transcript",
    showConversation: "Show the conversation",
    endedReason: "How the call ended",
    callId: "Call id",
    consent: "Recording consent",
    callStart: "Call started from",
    heldAs: "Held as spam",
  },
  notGiven: "Not given",
  status: {
    heading: "Status",
    label: "Lead status",
    save: "Save status",
    saved: "Status saved.",
    invalid: "Choose one of the statuses.",
  },
  notes: {
    heading: "Notes",
    empty: "No notes yet.",
    label: "Add a note",
    hint: "Only staff see notes.",
    add: "Add note",
    added: "Note added.",
    invalid: (max: number) => `Write a note of 1 to ${max} characters.`,
  },
  reply: {
    heading: "Reply",
    subject: "Subject",
    body: "Message",
    send: "Send reply",
    queued:
      "Reply queued: it is sent by e-mail within seconds, and retried if the mail server is down.",
    invalidSubject: (max: number) => `Write a subject of 1 to ${max} characters.`,
    invalidBody: (max: number) => `Write a message of 1 to ${max} characters.`,
    noEmail: "This lead left no e-mail address. Call them instead.",
    sentBy: (author: string) => `by ${author}`,
    mailtoIntro:
      "E-mail is not set up on this server, so replies are written in your own mail program.",
    mailto: "Write a reply by e-mail",
    subjectFor: (name: string) => `Re: your inquiry${name ? `, ${name}` : ""}`,
    viaReplyTo: "Answers come back to your own address.",
  },
  deliveries: {
    heading: "Deliveries",
    intro: "Where this lead was sent, with every attempt.",
    none: "No delivery channel was set up when this lead came in: it is stored only.",
    attempts: "Attempts",
    noAttempts: "No attempt yet.",
    resend: "Resend",
    resent: "Queued again: it goes out within seconds.",
    notResent: "That delivery is already waiting to go out.",
    outcome: { delivered: "Delivered", retry: "Failed, will retry", failed: "Failed" },
    nextTry: "Next try",
  },
  activity: {
    heading: "Activity",
    empty: "No staff action yet.",
    actions: {
      status: "changed the status",
      note: "added a note",
      reply: "sent a reply",
      resend: "resent a delivery",
      "not-spam": "marked it as not spam",
      "booking-rescheduled": "moved a booking",
      "booking-cancelled": "cancelled a booking",
      "booking-no-show": "marked a booking as a no-show",
    } as Record<string, string>,
  },
  erase: {
    heading: "Erase this person",
    intro: (email: string) =>
      `Deletes every inquiry from ${email}, with its deliveries, notes, replies, bookings (and their events in the team's calendar) and call records. This cannot be undone. The activity log keeps only a one-way fingerprint of the address.`,
    introByPhone: (phone: string) =>
      `This lead left no e-mail address: deletes every inquiry with the phone number ${phone}, with its deliveries, notes, replies, bookings (and their events in the team's calendar) and call records. This cannot be undone. The activity log keeps only a one-way fingerprint of the number.`,
    noContact:
      "This lead left neither an e-mail address nor a phone number: delete it from the Spam view.",
    confirm: "I understand that everything from this person is deleted for good",
    button: "Erase this person",
    mustConfirm: "Tick the box to confirm the erasure.",
  },
  notFound: "No lead with this id. It may have been erased.",
};

export const inboxErrors = {
  signedOut: signInRefusals.signedOut,
  signInLink: "Sign in",
  notFound: "There is nothing here.",
  unavailable: "The inbox is not available on this server.",
  generic: "Something went wrong. Try again in a moment.",
  backToLeads: "Back to the leads",
  unknownAction: "That action is not known.",
  notAForm:
    "This address takes a web form (application/x-www-form-urlencoded or multipart/form-data).",
  unreadableForm: "The form could not be read. Send it again from the page.",
};
