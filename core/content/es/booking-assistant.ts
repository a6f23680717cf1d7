import type { bookingAnswers } from "../booking-assistant";
import { bookingTools } from "../booking-assistant";
import type { Translation } from "../translation";

/**
 * What the booking tools tell a Spanish assistant (core/content/booking-assistant.ts): it reads
 * these and answers the caller in Spanish. Dates, times and zone names come in written by Intl
 * in the language's locale; the tool names and the tags a program reads stay as they are.
 */

const { checkAvailability, confirmAppointment } = bookingTools;

const offerCallback =
  "Ofrezca que el equipo le devuelva la llamada y, si la persona acepta, llame a capture_lead.";

export const bookingAnswersEs: Translation<typeof bookingAnswers> = {
  freeTimes: (zone, slots) =>
    `Horarios libres (${zone}): ${slots.join("; ")}. Ofrézcalos con palabras; para reservar uno, pase su valor start exactamente como aparece.`,
  noneThen: (when) => `No hay horarios libres ${when}.`,
  noneAtAll: `No hay horarios libres en las próximas semanas. ${offerCallback}`,
  onDay: (day) => `el ${day}`,
  between: (first, last) => `del ${first} al ${last}`,
  nextInstead: "Los próximos horarios libres, en su lugar:",

  booked: (reference, words, contact) =>
    `Reservado: ${words}. La referencia de la reserva es ${reference}; léala letra por letra. La confirmación se envía a ${contact}.`,
  held: (reference, words, email, minutes) =>
    `Apartado, aún sin reservar: ${words}, referencia ${reference}. Se acaba de enviar un código de 6 dígitos a ${email}. Pida a la persona que lea el código y llame a ${confirmAppointment} con la referencia, ese correo electrónico y el código. Si no se confirma, el horario se libera en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}; el correo también enlaza a una página donde puede escribir el código. Si la persona no puede recibir el correo, ${lowerFirst(offerCallback)}`,
  confirmed: (reference, words) =>
    `Reservado: ${words}. El código coincide; la referencia de la reserva es ${reference}, léala letra por letra. Va en camino una confirmación con una invitación de calendario.`,
  notHeld: (words) => `No se reservó. ${words}`,
  notConfirmed: (words) => `No se confirmó. ${words}`,
  readCodeAgain: "Pida a la persona que lea el código otra vez, u ofrezca reservar otro horario.",
  rescheduled: (reference, words) =>
    `Cambiada: la reserva ${reference} es ahora el ${words}. Va en camino una invitación actualizada.`,
  cancelled: (reference, words) =>
    `Cancelada: la reserva ${reference} del ${words} queda cancelada. Va en camino un aviso de cancelación.`,
  alreadyCancelled: (reference) =>
    `La reserva ${reference} ya estaba cancelada; no cambió nada. La persona puede reservar otro horario.`,
  begun: "Esa reserva ya empezó o ya pasó, así que no se puede cambiar. Ofrezca una reserva nueva.",
  notFound:
    "Ninguna reserva coincide con esa referencia y ese correo electrónico o número de teléfono. Pida a la persona que lea la referencia otra vez y que dé el correo electrónico o el teléfono con el que reservó.",
  contactEmail: (email) => `el correo electrónico ${email}`,
  contactPhone: "la persona por mensaje de texto o por teléfono",

  refused: (words) => `No se reservó. ${words}`,
  refusedMove: (words) => `No se cambió. ${words}`,
  noAlternatives: offerCallback,

  askAgain: (tool, problems, asks) =>
    asks.length > 0
      ? `No se cambió nada. ${problems.join(" ")} Pida a la persona ${joinY(asks)} y vuelva a llamar a ${tool}.`
      : `No se cambió nada. ${problems.join(" ")} Vuelva a llamar a ${tool} con los datos corregidos.`,
  ask: {
    name: "su nombre",
    contact: "un correo electrónico o un número de teléfono",
    email: "su correo electrónico, deletreado",
    phone: "su número de teléfono con el código de país",
    reference: "su referencia de reserva",
    code: "el código de 6 dígitos del correo que le enviamos",
    zone: "la ciudad en la que está",
    date: "el día que tiene en mente",
  },
  problems: {
    name: "Hace falta el nombre de la persona.",
    contact: "Hace falta un correo electrónico o un número de teléfono.",
    email: "Ese correo electrónico no parece correcto.",
    phone: "Ese número de teléfono no parece correcto.",
    reference: "Hace falta una referencia de reserva como K7MQ-4XW9.",
    code: "Hace falta el código del correo.",
    start: `Hace falta una hora de inicio: llame a ${checkAvailability} y pase uno de los valores start que devuelve.`,
    tooLong: (field, max) => `El campo ${field} admite como máximo ${max} caracteres.`,
    notText: (field) => `El campo ${field} debe ser texto.`,
    zone: (zone) =>
      `${zone} no es una zona horaria que este servidor conozca: envíe un nombre IANA como Europe/Madrid.`,
    date: (date) => `${date} no es una fecha: envíe una como 2027-03-16.`,
    rangeBackwards: "El intervalo termina antes de empezar.",
    rangeTooLong: (days) => `Un intervalo puede abarcar como máximo ${days} días.`,
    rangeHalf: "Un intervalo necesita from y to.",
    dayPassed: "Ese día ya pasó.",
  },
  fields: {
    date: "fecha",
    rangeFrom: "desde",
    rangeTo: "hasta",
    timeZone: "zona horaria",
    start: "hora de inicio",
    name: "nombre",
    email: "correo electrónico",
    phone: "número de teléfono",
    service: "servicio",
    notes: "notas",
    reference: "referencia",
    code: "código",
  },
  quoted: (text) => `«${text}»`,
};

function joinY(items: readonly string[]): string {
  return new Intl.ListFormat("es", { type: "conjunction" }).format(items);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
