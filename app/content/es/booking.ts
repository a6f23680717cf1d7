import type { SiteTranslation } from "../words";

type Book = SiteTranslation["book"];

/** The /es/reservar page and a Spanish booking's manage page (app/content/booking.ts). */
export const bookingHero: Book["hero"] = {
  eyebrow: "Reserve una llamada",
  title: "Elija la hora que mejor le venga",
  copy: "Elija un día y una hora en su propia zona horaria. Recibirá una referencia y un enlace para cambiarla o cancelarla.",
};

export const bookingPage: Book["page"] = {
  typeLegend: "¿Qué desea reservar?",
  minutes: "{count} minutos",
  choose: "Elegir",
  zone: {
    label: "Su zona horaria",
    change: "Cambiar",
    showing: "Las horas se muestran en {name} ({zone}).",
  },
  days: {
    legend: "Elija un día",
    later: "Días siguientes",
    earlier: "Días anteriores",
    none: "No hay horas libres en las próximas semanas. Escríbanos, por favor.",
  },
  times: {
    legend: "Horas libres el {day}",
  },
  details: {
    heading: "Sus datos",
    chosen: "Su cita",
    changeTime: "Elegir otra hora",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono (opcional)",
    notes: "¿Algo que debamos saber? (opcional)",
    notesHint: "Como máximo 2,000 caracteres.",
    submit: "Reservar esta hora",
    sending: "Reservando…",
    pickAnother: "Elija otra hora libre",
  },
  steps: ["Hora", "Datos", "Listo"],
  unavailable: "Las reservas no están disponibles en este momento. Escríbanos, por favor.",
  writeInstead: "Escríbanos",
};

export const manageBookingPage: Book["manage"] = {
  title: "Su cita",
  bookedHeading: "Su cita está reservada",
  bookedCopy:
    "Tenemos muchas ganas de hablar con usted. Guarde el enlace de esta página para cambiar la hora o cancelar.",
  rescheduledHeading: "Su cita ha cambiado de hora",
  reference: "Referencia",
  when: "Cuándo",
  type: "Cita",
  manageLink: "Su enlace para cambiar la hora o cancelar",
  reschedule: "Cambiar la hora",
  rescheduleLegend: "Elija una nueva hora",
  moveTo: "Cambiar a {time}",
  cancel: "Cancelar esta cita",
  cancelConfirm: "Sí, cancelarla",
  cancelQuestion: "¿Cancelar esta cita? La hora queda libre para otros al instante.",
  keep: "Mantenerla",
  cancelledHeading: "Esta cita fue cancelada",
  cancelledCopy: "No hace falta nada más. Puede reservar otra hora cuando quiera.",
  pastHeading: "Esta cita ya pasó",
  pastCopy: "Ya no se puede cambiar. Puede reservar otra hora cuando quiera.",
  bookAnother: "Reservar otra hora",
  notFoundHeading: "Este enlace no abre ninguna cita",
  notFoundCopy:
    "Compruebe que copió el enlace entero, o reserve una nueva hora. Una hora que no se confirmó con su código queda libre a los pocos minutos, y su enlace ya no abre nada.",
  hold: {
    heading: "Confirme su cita",
    copy: "Enviamos un código de 6 cifras a {sentTo}. Escríbalo aquí antes de las {until} para mantener esta hora; hasta entonces se la guardamos y nadie más sabe de ella.",
    code: "Código del correo",
    confirm: "Confirmar la cita",
    confirming: "Confirmando…",
    resendQuestion: "¿No le llegó? Mire en la carpeta de correo no deseado, o",
    resend: "envíe un código nuevo",
    resent: "Va de camino un código nuevo. Solo sirve el más reciente.",
  },
};
