/**
 * Every word of the /book page and of a booking's manage page (the Spanish ones are
 * app/content/es/booking.ts). They travel as the pages' data, so `{name}` places stand where a
 * value goes (core/content/format.ts's `fill`).
 */
export const bookingHero = {
  eyebrow: "Book a call",
  title: "Pick a Time That Suits You",
  copy: "Choose a day and a time in your own time zone. You will get a reference and a link to change or cancel.",
} as const;

export const bookingPage = {
  typeLegend: "What would you like to book?",
  minutes: "{count} minutes",
  choose: "Choose",
  zone: {
    label: "Your time zone",
    change: "Change",
    showing: "Times are shown in {name} ({zone}).",
  },
  days: {
    legend: "Choose a day",
    later: "Later days",
    earlier: "Earlier days",
    none: "There are no free times in the coming weeks. Please write to us instead.",
  },
  times: {
    legend: "Free times on {day}",
  },
  details: {
    heading: "Your details",
    chosen: "Your appointment",
    changeTime: "Choose another time",
    name: "Name",
    email: "E-mail",
    phone: "Phone (optional)",
    notes: "Anything we should know? (optional)",
    notesHint: "At most 2,000 characters.",
    submit: "Book this time",
    sending: "Booking…",
    pickAnother: "Choose another free time",
  },
  steps: ["Time", "Details", "Done"],
  unavailable: "Booking is not available right now. Please write to us instead.",
  writeInstead: "Write to us instead",
} as const;

export const manageBookingPage = {
  title: "Your appointment",
  bookedHeading: "You're booked",
  bookedCopy: "We look forward to speaking with you. Keep this page's link to change or cancel.",
  rescheduledHeading: "Your appointment was moved",
  reference: "Reference",
  when: "When",
  type: "Appointment",
  manageLink: "Your link to change or cancel",
  reschedule: "Change the time",
  rescheduleLegend: "Choose a new time",
  moveTo: "Move to {time}",
  cancel: "Cancel this appointment",
  cancelConfirm: "Yes, cancel it",
  cancelQuestion: "Cancel this appointment? The time is given back to others at once.",
  keep: "Keep it",
  cancelledHeading: "This booking was cancelled",
  cancelledCopy: "Nothing more is needed. You are welcome to book another time.",
  pastHeading: "This appointment has passed",
  pastCopy: "It can no longer be changed. You are welcome to book another time.",
  bookAnother: "Book another time",
  notFoundHeading: "This link does not open a booking",
  notFoundCopy:
    "Check that the whole link was copied, or book a new time. A time that was never confirmed with its code is given back after a few minutes, and its link then opens nothing.",
  /** A hold: the time is kept while the visitor types the code e-mailed to them. */
  hold: {
    heading: "Confirm your booking",
    copy: "We e-mailed a 6-digit code to {sentTo}. Type it here by {until} to keep this time; until then it is held for you, and nobody is told of it.",
    code: "Code from the e-mail",
    confirm: "Confirm booking",
    confirming: "Confirming…",
    resendQuestion: "No e-mail? Check your spam folder, or",
    resend: "send a new code",
    resent: "A new code is on its way. Only the newest code works.",
  },
} as const;
