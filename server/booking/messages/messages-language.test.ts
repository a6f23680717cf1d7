import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { describeStart } from "../../../core/booking/slot-presentation";
import { defaultMeetingType } from "../../../core/content/booking";
import { testDatabaseKinds } from "../../db/test-databases";
import { teamEventWords } from "../calendar/write-event";
import type { Booking } from "../store/booking";
import { SITE_URL, useBookingMessages, ZONE } from "../testing/messages-fixture";
import { mailParts, mailSubject, readInvitationWords } from "../testing/received-mail";

/**
 * Issue 49: what a visitor is sent is in the language stored with their booking, whoever sends it
 * (the visitor, staff, the reminder schedule); what the team reads stays in English and names it.
 */
describe.each(testDatabaseKinds())("a Spanish booking's messages, on %s", (kind) => {
  const m = useBookingMessages(kind);

  /** The message sent for a booking's latest event, its invitation's words read too. */
  async function sentFor(booking: Booking, action: string, channel = "visitor") {
    const mail = await m.sentFor(booking, action, channel);
    const words = mail.calendar ? readInvitationWords(mail.calendar.body) : null;
    return { ...mail, invitation: mail.invitation ? { ...mail.invitation, ...words } : null };
  }

  const spanishWhen = (booking: Booking) =>
    describeStart(Temporal.Instant.from(booking.startsAt), ZONE, "es-US");

  it("confirms in Spanish, with a Spanish invitation at the booked instant, and tells staff in English", async () => {
    const { startsAhead, book, deliver } = m.wire();
    const [start] = await startsAhead(3);
    const booking = await book(start!, {}, "es");
    expect(booking.language).toBe("es");
    await deliver();

    const mail = await sentFor(booking, "booked");
    expect(mail.subject).toBe(`Confirmada: Free consultation, ${spanishWhen(booking)}`);
    expect(mail.text).toMatch(/^Hola, Ada:$/m);
    expect(mail.text).toMatch(/^Cuándo: +\S/m);
    expect(mail.text).toMatch(/^Duración: +30 minutos$/m);
    expect(mail.text).toMatch(
      new RegExp(`^Cancelar: ${SITE_URL}/es/reservar/gestionar/[^?\\s]+\\?cancel=1$`, "m"),
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(mail.html).toContain("Su cita está confirmada");
    expect(mail.invitation).toMatchObject({
      method: "REQUEST",
      start: booking.startsAt,
      summary: "Free consultation con Sunward AI",
    });
    expect(mail.invitation!.description).toMatch(
      new RegExp(
        `^Free consultation con Sunward AI\\. Referencia ${booking.reference}\\.\\n\\nCambiar la hora o cancelar: ${SITE_URL}/es/reservar/gestionar/`,
      ),
    );

    const staff = await sentFor(booking, "booked", "email");
    expect(staff.subject).toMatch(/^New booking: Ada Lovelace, /);
    expect(staff.text).toContain("Language: Spanish (answer in Spanish)");
    expect(staff.text).toContain("(the visitor's time)");
  });

  it("writes the move staff make, the cancel and the reminder in the booking's Spanish", async () => {
    const { service, startsAhead, book, deliver } = m.wire();
    const [start, later] = await startsAhead(3);
    const booking = await book(start!, {}, "es");
    await deliver();
    const locator = { reference: booking.reference, email: "ada@example.com" };

    // A staff member moves it from the inbox: the visitor still reads Spanish.
    expect((await service.reschedule(locator, later!, ZONE, "staff@agency.example")).outcome).toBe(
      "changed",
    );
    await deliver();
    const moved = await sentFor(booking, "rescheduled");
    const movedBooking = { ...booking, startsAt: new Date(later!).toISOString() };
    expect(moved.subject).toBe(
      `Cambiada: Free consultation, ahora el ${spanishWhen(movedBooking)}`,
    );
    expect(moved.invitation).toMatchObject({ sequence: 1, start: movedBooking.startsAt });
    const movedStaff = await sentFor(booking, "rescheduled", "email");
    expect(movedStaff.subject).toMatch(/^Booking moved: /);

    await m.remindersDue();
    await deliver();
    const reminder = await sentFor(booking, "rescheduled", "reminder");
    expect(reminder.subject).toBe(`Recordatorio: Free consultation, ${spanishWhen(movedBooking)}`);
    // It carries no invitation, so it says none is attached.
    expect([reminder.calendar, reminder.attachment]).toEqual([undefined, undefined]);
    expect(reminder.text).toContain("Los enlaces de arriba no piden iniciar sesión");
    expect(reminder.text).not.toContain("invitation.ics");

    expect((await service.cancel(locator, "staff@agency.example")).outcome).toBe("changed");
    await deliver();
    const cancelled = await sentFor(booking, "cancelled");
    expect(cancelled.subject).toMatch(/^Cancelada: Free consultation, /);
    expect(cancelled.text).toMatch(
      new RegExp(`^Reservar otra hora: ${SITE_URL}/es/reservar\r?$`, "m"),
    );
    expect(cancelled.invitation).toMatchObject({ method: "CANCEL", status: "CANCELLED" });
  });

  it("names the Spanish of a booking on an English lead in the staff's e-mail", async () => {
    const { startsAhead, book, deliver } = m.wire();
    const [first, second] = await startsAhead(3);
    await book(first!);
    const spanish = await book(second!, {}, "es");
    await deliver();
    const staff = await sentFor(spanish, "booked", "email");
    expect(staff.text).not.toContain("answer in Spanish");
    expect(staff.text).toContain("Language: Spanish (booked in Spanish, and written to in it)");
  });

  it("e-mails a Spanish hold's code in Spanish", async () => {
    const { service, startsAhead } = m.wire();
    const [start] = await startsAhead(6);
    const held = await service.book({
      meetingTypeId: defaultMeetingType.id,
      start: start!,
      visitor: { name: "Lucía Pérez", email: "lucia@example.com", timeZone: ZONE },
      source: "web",
      language: "es",
    });
    if (held.outcome !== "held") throw new Error(held.outcome);
    expect(
      await m.sendCode({ booking: held.booking, meetingType: defaultMeetingType, code: "135790" }),
    ).toBe(true);
    const raw = [...m.smtp.messages.values()].find((mail) => mail.includes("lucia@example.com"))!;
    expect(mailSubject(raw)).toBe("Su código: 135790");
    const text = mailParts(raw).find((part) => part.contentType.startsWith("text/plain"))!.body;
    expect(text).toMatch(/^Hola, Lucía:$/m);
    expect(text).toMatch(/^Código: +135790$/m);
    expect(text).toContain("Le guardamos la hora durante 15 minutos.");
  });
});

describe("the team calendar's event of a booking", () => {
  const place = { siteUrl: SITE_URL, timeZone: "America/New_York" };
  const booking = (language: Booking["language"]) =>
    ({
      reference: "K7MQ-4XW9",
      startsAt: "2027-03-15T13:00:00.000Z",
      visitor: { name: "Lucía Pérez" },
      language,
    }) as Booking;

  it("stays in English and names a visitor's Spanish", () => {
    expect(teamEventWords(booking("es"), defaultMeetingType, place)).toMatchObject({
      summary: "Free consultation: Lucía Pérez (Spanish)",
      description:
        "Free consultation with Lucía Pérez, booking K7MQ-4XW9. The visitor booked in Spanish.",
    });
    expect(teamEventWords(booking("en"), defaultMeetingType, place)).toMatchObject({
      summary: "Free consultation: Lucía Pérez",
      description: "Free consultation with Lucía Pérez, booking K7MQ-4XW9.",
    });
  });
});
