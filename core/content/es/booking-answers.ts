import type { bookingRefusals } from "../booking-answers";
import { contactInfo } from "../site";
import type { Translation } from "../translation";

const citas = (count: number) => `${count} ${count === 1 ? "cita" : "citas"}`;

/** 240 → "4 horas", 90 → "1 hora y 30 minutos" (core/content/booking.ts's minutesInWords). */
function minutosEnPalabras(minutes: number): string {
  const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts = [
    days && unit(days, "día", "días"),
    hours && unit(hours, "hora", "horas"),
    (rest || minutes === 0) && unit(rest, "minuto", "minutos"),
  ].filter((part): part is string => typeof part === "string");
  return new Intl.ListFormat("es", { type: "conjunction" }).format(parts);
}

/**
 * What the booking service and the booking form tell a visitor on the Spanish pages
 * (core/content/booking-answers.ts).
 */
export const bookingRefusalsEs: Translation<typeof bookingRefusals> = {
  answers: {
    unknownMeetingType: "Ese tipo de cita no se ofrece. Elija uno de los tipos de la lista.",
    meetingTypeWithdrawn:
      "Ese tipo de cita ya no se ofrece, así que no se puede cambiar de hora. Cancélela y reserve otra.",
    unknownTimeZone: (zone) =>
      `No conocemos la zona horaria "${zone.slice(0, 64)}". Elija una como Europe/Madrid.`,
    malformedDate: "No se pudo leer esa fecha. Use una fecha como 2027-03-16.",
    rangeBackwards: "El final de ese intervalo es anterior a su comienzo.",
    notFound:
      "No encontramos esa cita. Compruebe la referencia y el correo electrónico o el teléfono con que se reservó.",
    cancelled: "Esta cita fue cancelada.",
    past: "Esta cita ya empezó o pasó, así que ya no se puede cambiar.",
    invalid: (problems) => `Revise estos datos, por favor: ${problems.join("; ")}.`,
    unavailable:
      "Las reservas no están disponibles en este momento. Vuelva a intentarlo dentro de un rato.",
    capped: {
      email: (max) =>
        `Esta dirección de correo ya tiene ${citas(max)} próximas, lo máximo que guardamos para una persona. Cancele una con el enlace de su correo, o escríbanos.`,
      phone: (max) =>
        `Este número de teléfono ya tiene ${citas(max)} próximas, lo máximo que guardamos para una persona. Cancele una, o escríbanos.`,
      address: (max) =>
        `Esta conexión ya tiene ${citas(max)} próximas, lo máximo que aceptamos desde un mismo lugar. Cancele una, o escríbanos.`,
      session: (max) =>
        `Esta conversación ya reservó ${citas(max)}, lo máximo que puede reservar una conversación. Cancele una, o escríbanos.`,
    },
    needsEmail:
      "Para guardarle una hora le enviamos por correo un código que la confirma, así que hace falta un correo electrónico. Si no tiene uno, escríbanos o llámenos.",
    noEmailSetUp: `Reservar en línea necesita nuestro correo, que no funciona en este momento, así que no podemos confirmar una hora. Escríbanos por el formulario de contacto o llame al ${contactInfo.phoneDisplay}, y buscaremos una hora con usted.`,
    codeNotSent:
      "No pudimos enviar el código de confirmación ahora mismo. Vuelva a intentarlo dentro de unos minutos, o escríbanos.",
    wrongCode: (triesLeft) =>
      `Ese código no coincide con el que le enviamos. Revíselo e inténtelo de nuevo (${triesLeft === 1 ? "queda 1 intento" : `quedan ${triesLeft} intentos`}).`,
    holdGone:
      "Esta hora ya no está guardada: no se confirmó a tiempo, o el código se escribió mal demasiadas veces. Elija una hora de nuevo, por favor.",
    notConfirmedYet:
      "Esta hora solo está guardada hasta que se confirme con el código que le enviamos; no se puede cambiar antes.",
    noMoreCodes:
      "Ya le enviamos todos los códigos que podemos para esta reserva. Use el último, o elija una hora de nuevo cuando se libere.",
    calendarUnavailable:
      "Las reservas no están disponibles en este momento: no vemos nuestro calendario, así que no podemos saber qué horas están libres. Escríbanos por el formulario de contacto y buscaremos una hora con usted.",
  },
  form: {
    notSent: "No se pudo enviar este formulario. Vuelva a cargar la página e inténtelo de nuevo.",
    expired:
      "Este formulario caducó. Lo hemos renovado: revise sus datos y vuelva a pulsar el botón.",
    tooQuick:
      "Fue más rápido de lo que esperamos de una persona. Revise sus datos y vuelva a pulsar el botón.",
    rateLimited: (minutes) =>
      `Ha enviado varias solicitudes en poco tiempo; espere ${minutes === 1 ? "1 minuto" : `${minutes} minutos`} e inténtelo de nuevo.`,
    unknownAction: "No se pudo leer ese cambio. Elija una nueva hora o cancele.",
  },
  slots: {
    malformed:
      "No se pudo leer esa hora de inicio. Envíe una hora ISO 8601 con su desfase, como 2027-03-16T10:00:00-04:00.",
    past: "Esa hora ya pasó.",
    tooSoon: (minutes) =>
      `Las citas deben reservarse con al menos ${minutosEnPalabras(minutes)} de antelación.`,
    beyondHorizon: (days) =>
      `Las citas pueden reservarse como máximo con ${days} ${days === 1 ? "día" : "días"} de antelación.`,
    outsideHours: "Esa hora no es una de las horas de cita que ofrecemos.",
    dayFull: "Ese día está completo.",
    taken: "Alguien acaba de reservar esa hora.",
  },
  problems: {
    fields: {
      "visitor.name": "Nombre",
      "visitor.email": "Correo electrónico",
      "visitor.phone": "Teléfono",
      "visitor.timeZone": "Zona horaria",
      visitor: "Contacto",
      notes: "Notas",
      startsAt: "Inicio",
      endsAt: "Final",
    },
    needs: {
      name: "un nombre",
      nameOneLine:
        "un nombre en una sola línea, sin una dirección web ni de correo (escriba St. John, no St.John)",
      email: "un correo electrónico como ana@example.com",
      phone: "un número de teléfono de 5 a 20 dígitos",
      contact: "un correo electrónico o un número de teléfono",
      timeZone: "una zona horaria IANA como Europe/Madrid",
      instant: "un instante válido",
      endAfterStart: "el final debe ser posterior al inicio",
      heldHours: (hours) => `una cita ocupa como máximo ${hours} horas`,
      language: "un idioma del sitio",
      atMost: (max) => `como máximo ${max} caracteres`,
      readable: "un valor que podamos leer",
    },
  },
};
