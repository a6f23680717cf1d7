import { brand, contactInfo } from "./site";

/**
 * Every word of the visitor's e-mails about their booking and of its invitation, in the source
 * language (the Spanish ones are core/content/es/booking-mail.ts). Each is chosen by the language
 * stored with the booking, never by whoever triggered the sending. `meetingType` is the meeting
 * type's name as staff set it; `when` the start in the visitor's zone and language.
 */
export const bookingMail = {
  kinds: {
    confirmed: {
      subject: (meetingType: string, when: string) => `Confirmed: ${meetingType} on ${when}`,
      heading: "Your booking is confirmed",
      intro: (meetingType: string) =>
        `Thank you for booking a ${meetingType.toLowerCase()} with ${brand.name}. We look forward to speaking with you.`,
    },
    changed: {
      subject: (meetingType: string, when: string) => `Moved: ${meetingType} is now on ${when}`,
      heading: "Your booking has a new time",
      intro: (meetingType: string) =>
        `Your ${meetingType.toLowerCase()} with ${brand.name} has moved. The new time is below; the invitation attached updates your calendar.`,
    },
    cancelled: {
      subject: (meetingType: string, when: string) => `Cancelled: ${meetingType} on ${when}`,
      heading: "Your booking is cancelled",
      intro: (meetingType: string) =>
        `Your ${meetingType.toLowerCase()} with ${brand.name} is cancelled, and the time is free again. The attachment removes it from your calendar.`,
    },
    reminder: {
      subject: (meetingType: string, when: string) => `Reminder: ${meetingType} on ${when}`,
      heading: "See you soon",
      intro: (meetingType: string) =>
        `A reminder of your ${meetingType.toLowerCase()} with ${brand.name}. If the time no longer suits you, choose another below.`,
    },
  },
  preheader: (meetingType: string, when: string, reference: string) =>
    `${meetingType}, ${when}. Reference ${reference}.`,
  greeting: (firstName: string) => `Hi ${firstName},`,
  /** The greeting's name when the booker's is blank. */
  nobody: "there",
  /** A meeting type that staff have since removed. */
  meeting: "Meeting",
  labels: {
    what: "What",
    when: "When",
    length: "Length",
    reference: "Reference",
    code: "Code",
  },
  minutes: (count: number) => `${count} minutes`,
  actions: {
    reschedule: "Reschedule",
    cancel: "Cancel",
    bookAnother: "Book another time",
    openPage: "Open the booking page",
  },
  notes: {
    standing:
      "The invitation is attached (invitation.ics): open it to add the meeting to your calendar. The links above need no sign-in; keep this e-mail to use them.",
    cancelled: "If you would like to meet after all, choose a new time on our booking page.",
    /** A reminder carries no invitation: the confirmation did. */
    reminder: "The links above need no sign-in; keep this e-mail to use them.",
  },
  contactLine: `${contactInfo.email} · ${contactInfo.phoneDisplay}`,
  why: {
    booked: `You receive this e-mail because this address booked a meeting with ${brand.name}.`,
    code: `You receive this e-mail because this address was given to book a meeting with ${brand.name}.`,
  },
  /** The e-mail that proves a hold's address. */
  code: {
    subject: (code: string) => `Your code: ${code}`,
    preheader: (meetingType: string, when: string) =>
      `Type it to confirm your ${meetingType.toLowerCase()} on ${when}.`,
    heading: "Confirm your booking",
    intro: (meetingType: string, holdMinutes: number) =>
      `Someone asked ${brand.name} to book a ${meetingType.toLowerCase()} for this e-mail address. To confirm it, type this code on the booking page, or read it out to our assistant. The time is held for you for ${holdMinutes} ${holdMinutes === 1 ? "minute" : "minutes"}.`,
    note: "If this was not you, ignore this e-mail: the time is given back by itself, and you will hear nothing more from us.",
  },
  /** The invitation's title and text in the visitor's calendar. */
  invitation: {
    summary: (meetingType: string) => `${meetingType} with ${brand.name}`,
    description: (meetingType: string, reference: string) =>
      `${meetingType} with ${brand.name}. Reference ${reference}.`,
    manage: "Reschedule or cancel",
  },
} as const;
