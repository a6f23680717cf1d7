import type { bookingMail } from "../booking-mail";
import { brand, contactInfo } from "../site";
import type { Translation } from "../translation";

/**
 * The visitor's e-mails about a booking made in Spanish, and its invitation
 * (core/content/booking-mail.ts). `meetingType` is the name staff gave the meeting type.
 */
export const bookingMailEs: Translation<typeof bookingMail> = {
  kinds: {
    confirmed: {
      subject: (meetingType, when) => `Confirmada: ${meetingType}, ${when}`,
      heading: "Su cita está confirmada",
      intro: (meetingType) =>
        `Gracias por reservar su cita (${meetingType}) con ${brand.name}. Tenemos muchas ganas de hablar con usted.`,
    },
    changed: {
      subject: (meetingType, when) => `Cambiada: ${meetingType}, ahora el ${when}`,
      heading: "Su cita tiene una nueva hora",
      intro: (meetingType) =>
        `Su cita (${meetingType}) con ${brand.name} ha cambiado de hora. La nueva hora está abajo; la invitación adjunta actualiza su calendario.`,
    },
    cancelled: {
      subject: (meetingType, when) => `Cancelada: ${meetingType}, ${when}`,
      heading: "Su cita está cancelada",
      intro: (meetingType) =>
        `Su cita (${meetingType}) con ${brand.name} está cancelada y la hora vuelve a estar libre. El archivo adjunto la quita de su calendario.`,
    },
    reminder: {
      subject: (meetingType, when) => `Recordatorio: ${meetingType}, ${when}`,
      heading: "Hasta pronto",
      intro: (meetingType) =>
        `Le recordamos su cita (${meetingType}) con ${brand.name}. Si la hora ya no le viene bien, elija otra abajo.`,
    },
  },
  preheader: (meetingType, when, reference) => `${meetingType}, ${when}. Referencia ${reference}.`,
  greeting: (firstName) => `Hola, ${firstName}:`,
  nobody: "hola",
  meeting: "Reunión",
  labels: {
    what: "Qué",
    when: "Cuándo",
    length: "Duración",
    reference: "Referencia",
    code: "Código",
  },
  minutes: (count) => `${count} minutos`,
  actions: {
    reschedule: "Cambiar la hora",
    cancel: "Cancelar",
    bookAnother: "Reservar otra hora",
    openPage: "Abrir la página de la reserva",
  },
  notes: {
    standing:
      "La invitación va adjunta (invitation.ics): ábrala para añadir la cita a su calendario. Los enlaces de arriba no piden iniciar sesión; guarde este correo para usarlos.",
    cancelled:
      "Si al final desea reunirse con nosotros, elija una nueva hora en nuestra página de reservas.",
    reminder: "Los enlaces de arriba no piden iniciar sesión; guarde este correo para usarlos.",
  },
  contactLine: `${contactInfo.email} · ${contactInfo.phoneDisplay}`,
  why: {
    booked: `Recibe este correo porque con esta dirección se reservó una cita con ${brand.name}.`,
    code: `Recibe este correo porque esta dirección se dio para reservar una cita con ${brand.name}.`,
  },
  code: {
    subject: (code) => `Su código: ${code}`,
    preheader: (meetingType, when) =>
      `Escríbalo para confirmar su cita (${meetingType}) del ${when}.`,
    heading: "Confirme su cita",
    intro: (meetingType, holdMinutes) =>
      `Alguien pidió a ${brand.name} reservar una cita (${meetingType}) para esta dirección de correo. Para confirmarla, escriba este código en la página de reservas o díctelo a nuestra asistente. Le guardamos la hora durante ${holdMinutes} ${holdMinutes === 1 ? "minuto" : "minutos"}.`,
    note: "Si no fue usted, ignore este correo: la hora se libera sola y no volverá a saber de nosotros.",
  },
  invitation: {
    summary: (meetingType) => `${meetingType} con ${brand.name}`,
    description: (meetingType, reference) =>
      `${meetingType} con ${brand.name}. Referencia ${reference}.`,
    manage: "Cambiar la hora o cancelar",
  },
};
