import type { DatabaseKind, SiteDatabase } from "../../db/database";
import { useTestDatabase } from "../../db/test-databases";
import type { Booking } from "../store/booking";
import type { BookingRequest } from "../store/request";
import type { InvitationDetails } from "../messages/invitation";
import { createBooking, type CreateOutcome } from "../store/bookings";
import { insertInquiry } from "../../db/inquiry-store";

/** The clock of the booking tests: every slot they book lies after it. */
export const NOW = new Date("2027-03-01T12:00:00.000Z");

const MINUTE_MS = 60_000;

/** A lead for bookings to belong to, as the contact form would store it. */
export const sampleLead = (site: SiteDatabase) =>
  insertInquiry(site.db, {
    fields: {
      name: "Lead",
      email: "lead@example.com",
      company: "",
      phone: "",
      interest: "",
      message: "Hi",
    },
    receivedAt: NOW,
    spamReason: null,
    channels: [],
  });

/**
 * A 30-minute consultation with 15 minutes of buffer on either side, starting at `start`, for the
 * person numbered `person` (their own e-mail address and phone number).
 */
export function sampleBooking(
  start: string,
  person = 1,
  overrides: Partial<BookingRequest> = {},
): BookingRequest {
  const startsAt = new Date(start);
  return {
    meetingTypeId: "consultation",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * MINUTE_MS),
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    visitor: {
      name: `Visitor ${person}`,
      email: `visitor${person}@example.com`,
      phone: `+1 555 010 ${String(person).padStart(4, "0")}`,
      timeZone: "Europe/Madrid",
    },
    notes: "About a booking assistant",
    source: "web",
    actor: "visitor",
    ...overrides,
  };
}

/** The outcome of a booking that must have been made. */
export function booked(outcome: CreateOutcome) {
  if (outcome.outcome !== "booked" || outcome.manageToken === null) {
    throw new Error(`expected a new booking, got ${outcome.outcome}`);
  }
  return { ...outcome, manageToken: outcome.manageToken };
}

/**
 * Inside a `describe`: a fresh database of this kind, and `book`, which books a sample slot for a
 * sample person there at NOW.
 */
export function useBookingStore(kind: DatabaseKind) {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  return {
    site: () => site,
    book: (start: string, person = 1, overrides: Partial<BookingRequest> = {}) =>
      createBooking(site, sampleBooking(start, person, overrides), NOW),
  };
}

/** A booking as the store hands it out, for what is made from one (the invitation). */
export const sampleBookingRow: Booking = {
  id: "bkg_1",
  reference: "K7MQ-4XW9",
  meetingTypeId: "consultation",
  startsAt: "2027-03-15T13:00:00.000Z",
  endsAt: "2027-03-15T13:30:00.000Z",
  blockedFrom: "2027-03-15T12:45:00.000Z",
  blockedUntil: "2027-03-15T13:45:00.000Z",
  visitor: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: null,
    timeZone: "Europe/Madrid",
  },
  notes: "",
  source: "web",
  status: "confirmed",
  sequence: 0,
  invitationUid: "3f1c2a9e-8d0b-4c55-9a57-0f4b3b9b1e11@voicefront",
  leadId: null,
  createdAt: "2027-03-01T12:00:00.000Z",
  updatedAt: "2027-03-01T12:00:00.000Z",
  heldUntil: null,
  provenBy: "email",
  language: "en",
};

export const sampleDetails: InvitationDetails = {
  organizer: { name: "Voicefront", email: "hello@voicefront.example" },
  summary: "Free consultation with Voicefront",
  description: "A 30-minute call; we ring you at +1 555 0100.",
  location: null,
  manageLabel: "Reschedule or cancel",
  manageUrl: "https://voicefront.example/book/manage/abc123",
};
