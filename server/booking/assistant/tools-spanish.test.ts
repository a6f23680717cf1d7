import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { bookingTools } from "../../../core/content/booking-assistant";
import { siteLanguages } from "../../../core/content/languages";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { storedAvailability } from "../store/availability";
import type { BookInput } from "../service/outcomes";
import { createBookingService } from "../service/service";
import { codeInbox, NO_CAPS } from "../testing/code-inbox";
import { bookingToolsAt, offeredStarts, referenceIn } from "../testing/tool-calls";
import { createBookingTools } from "./tools";

const {
  checkAvailability,
  bookAppointment,
  confirmAppointment,
  rescheduleAppointment,
  cancelAppointment,
} = bookingTools;

const ana = { name: "Ana García", email: "ana@example.com", timeZone: "Europe/Madrid" };
const spanish = { language: "es" as const };
/** What the booking service itself refuses with, in Spanish. */
const { answers: refusals, slots: slotRefusals } = siteLanguages.es.bookingRefusals;
/** Intl writes a space or a narrow no-break space before "p. m." by version: either reads. */
const space = String.raw`\s`;

describe.each(testDatabaseKinds())("the booking tools in Spanish on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  // Friday 12 March 2027, 10:00 in New York.
  const tools = bookingToolsAt(() => site, "2027-03-12T15:00:00Z");
  const call = (name: string, args: Record<string, unknown>, id?: string) =>
    tools.call(name, args, { ...spanish, id });

  it("offers free times with Spanish dates, times and the zone's Spanish name", async () => {
    const answer = await call(checkAvailability, { date: "2027-03-15", timeZone: "Europe/Madrid" });
    expect(answer).toMatch(
      new RegExp(
        String.raw`^Horarios libres \(Europe/Madrid\): lunes, 15 de marzo, 2:00${space}p\.${space}?m\.${space}hora estándar de Europa central \[start=2027-03-15T14:00:00\+01:00\];`,
      ),
    );
    expect(answer).toContain("Ofrézcalos con palabras");
    const saturday = await call(checkAvailability, {
      date: "2027-03-13",
      timeZone: "Europe/Madrid",
    });
    expect(saturday).toMatch(
      /^No hay horarios libres el sábado, 13 de marzo\. Los próximos horarios libres, en su lugar: Horarios libres/,
    );
    expect(offeredStarts(saturday).length).toBeGreaterThan(0);
  });

  it("holds a time, refuses a wrong code and books by the right one, all in Spanish", async () => {
    const [start] = offeredStarts(
      await call(checkAvailability, { date: "2027-03-15", timeZone: "Europe/Madrid" }),
    );
    const held = await call(bookAppointment, { ...ana, start }, "es-1");
    expect(held).toMatch(
      new RegExp(
        String.raw`^Apartado, aún sin reservar: lunes, 15 de marzo, 2:00${space}p\.${space}?m\.${space}hora estándar de Europa central, referencia [2-9A-Z]{4}-[2-9A-Z]{4}\. Se acaba de enviar un código de 6 dígitos a ana@example\.com\.`,
      ),
    );
    expect(held).toContain("el horario se libera en 15 minutos");
    const reference = referenceIn(held);
    const code = tools.inbox.codeFor(ana.email);
    const confirm = (typed: string) =>
      call(confirmAppointment, { reference, email: ana.email, code: typed });
    const wrong = await confirm(code === "123456" ? "654321" : "123456");
    expect(wrong).toMatch(/^No se confirmó\. /);
    expect(wrong).toContain(`[held=${reference}] Pida a la persona que lea el código otra vez`);
    expect(wrong).toContain(refusals.wrongCode(4));
    expect(refusals.wrongCode(4)).toMatch(/^Ese código no coincide /);
    const booked = await confirm(code);
    expect(booked).toMatch(
      /^Reservado: lunes, 15 de marzo, .* El código coincide; la referencia de la reserva es /,
    );
    expect(booked).toContain(`[booked=${reference}]`);
  });

  it("moves and cancels in Spanish, and refuses in Spanish what it cannot find or change", async () => {
    const [start] = offeredStarts(
      await call(checkAvailability, { date: "2027-03-18", timeZone: "Europe/Madrid" }),
    );
    const reference = referenceIn(
      await tools.bookConfirmed({ ...ana, start }, { ...spanish, id: "es-2" }),
    );
    const moved = await call(rescheduleAppointment, {
      reference,
      email: ana.email,
      start: "2027-03-19T11:00:00-04:00",
    });
    expect(moved).toMatch(
      new RegExp(
        String.raw`^Cambiada: la reserva ${reference} es ahora el viernes, 19 de marzo, 4:00${space}p\.${space}?m\.${space}hora estándar de Europa central\.`,
      ),
    );
    const stranger = await call(cancelAppointment, { reference, email: "eve@example.com" });
    expect(stranger).toMatch(/^Ninguna reserva coincide con esa referencia/);
    const cancelled = await call(cancelAppointment, { reference, email: ana.email });
    expect(cancelled).toMatch(new RegExp(`^Cancelada: la reserva ${reference} del viernes, 19`));
    expect(await call(cancelAppointment, { reference, email: ana.email })).toBe(
      `La reserva ${reference} ya estaba cancelada; no cambió nada. La persona puede reservar otro horario.`,
    );
  });

  it("asks again in Spanish for what is missing or unreadable", async () => {
    expect(await call(bookAppointment, {})).toBe(
      "No se cambió nada. Hace falta el nombre de la persona. Hace falta una hora de inicio: llame a check_availability y pase uno de los valores start que devuelve. Hace falta un correo electrónico o un número de teléfono. Pida a la persona su nombre y un correo electrónico o un número de teléfono y vuelva a llamar a book_appointment.",
    );
    const words = await call(bookAppointment, {
      ...ana,
      start: "el martes",
      name: "x".repeat(201),
      timeZone: "Europe/Atlantis",
    });
    expect(words).toContain("El campo nombre admite como máximo 200 caracteres.");
    expect(words).toContain("«Europe/Atlantis» no es una zona horaria");
    const range = await call(checkAvailability, { from: "2027-03-20" });
    expect(range).toContain("Un intervalo necesita from y to.");
    const passed = await call(checkAvailability, { date: "2027-03-01" });
    expect(passed).toContain("Ese día ya pasó. Pida a la persona el día que tiene en mente");
  });

  it("lists in Spanish the details the booking service cannot take", async () => {
    const [start] = offeredStarts(
      await call(checkAvailability, { date: "2027-03-17", timeZone: "Europe/Madrid" }),
    );
    const answer = await call(bookAppointment, { ...ana, start, name: "Ana https://ana.example" });
    expect(answer).toContain(
      "Nombre: un nombre en una sola línea, sin una dirección web ni de correo (escriba St. John, no St.John)",
    );
    expect(answer).not.toMatch(/visitor|a name/);
  });

  it("says in Spanish that booking is unavailable while the team's calendar cannot be read", async () => {
    const unreadable = { busy: async () => null, confirm: async () => null };
    const service = createBookingService({
      site,
      availability: () => storedAvailability(site.db),
      trust: codeInbox().trust,
      calendar: unreadable,
      now: () => new Date("2027-03-12T15:00:00Z"),
    });
    const now = () => Temporal.Instant.from("2027-03-12T15:00:00Z");
    const ask = (language?: "es") =>
      createBookingTools(service, { now }).answer(
        { id: `cal-${language}`, name: checkAvailability, arguments: { date: "2027-03-15" } },
        { source: "voice", callId: "call-cal", callerTimeZone: null, language },
      );
    expect(await ask("es")).toBe(refusals.calendarUnavailable);
    expect(refusals.calendarUnavailable).toMatch(/^Las reservas no están disponibles/);
    expect(await ask()).toMatch(/^Booking is unavailable right now: we cannot see our calendar/);
  });

  it("hands the booking service the call's language, and the source's when none is named", async () => {
    const inbox = codeInbox();
    const service = createBookingService({
      site,
      availability: () => storedAvailability(site.db),
      trust: inbox.trust,
      now: () => new Date("2027-03-12T15:00:00Z"),
    });
    const asked: BookInput[] = [];
    const seen = {
      ...service,
      book: (input: BookInput) => (asked.push(input), service.book(input)),
    };
    const now = () => Temporal.Instant.from("2027-03-12T15:00:00Z");
    const answer = (language?: "es", start = "2027-03-22T10:00:00-04:00") =>
      createBookingTools(seen, { now }).answer(
        { id: `lang-${language}`, name: bookAppointment, arguments: { ...ana, start } },
        { source: "voice", callId: "call-es", callerTimeZone: null, language },
      );
    expect(await answer("es")).toMatch(/^Apartado, aún sin reservar/);
    expect(await answer(undefined, "2027-03-22T11:00:00-04:00")).toMatch(/^Held, not booked yet/);
    expect(asked.map((input) => input.language)).toEqual(["es", "en"]);
  });

  it("refuses in Spanish what the booking service refuses: a time just taken, a cap, a lapsed hold", async () => {
    const capped = bookingToolsAt(() => site, "2027-03-12T15:00:00Z", {
      caps: { ...NO_CAPS, session: 1 },
    });
    const inCall = (conversationId: string, id: string) => ({ ...spanish, conversationId, id });
    const start = "2027-03-16T10:00:00-04:00";
    const first = await capped.call(bookAppointment, { ...ana, start }, inCall("llamada-1", "a"));
    expect(first).toMatch(/^Apartado, aún sin reservar/);
    const luis = { ...ana, name: "Luis Pérez", email: "luis@example.com" };
    const taken = await capped.call(bookAppointment, { ...luis, start }, inCall("llamada-2", "b"));
    expect(taken).toContain(slotRefusals.taken);
    expect(slotRefusals.taken).toBe("Alguien acaba de reservar esa hora.");
    const again = await capped.call(
      bookAppointment,
      { ...luis, start: "2027-03-16T11:00:00-04:00" },
      inCall("llamada-1", "c"),
    );
    expect(again).toContain(refusals.capped.session(1));
    expect(refusals.capped.session(1)).toMatch(/^Esta conversación ya reservó 1 cita,/);
    capped.setClock("2027-03-12T16:00:00Z");
    const lapsed = await capped.call(
      confirmAppointment,
      { reference: referenceIn(first), email: ana.email, code: capped.inbox.codeFor(ana.email) },
      spanish,
    );
    expect(lapsed).toContain(refusals.holdGone);
    expect(refusals.holdGone).toMatch(/^Esta hora ya no está guardada/);
  });
});
