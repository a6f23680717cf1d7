import { endSentence, groupDigits } from "../../../core/content/format";
import { interestOf } from "../../../core/content/interests";
import { brand } from "../../../core/content/site";
import type { Translation } from "../../../core/content/translation";
import type * as source from "../chat";

/** Every word of the chat in Spanish (app/content/chat.ts), loaded with the chat on Spanish pages. */
export const chatCopy: Translation<typeof source.chatCopy> = {
  logLabel: "Conversación con el asistente",
  speakers: { visitor: "Usted", assistant: "Asistente" },
  disclosure:
    "Está escribiendo a un asistente de IA, no a una persona. Nuestro proveedor de chat, Vapi, procesa sus mensajes para responderlos.",
  disclosureLink: "Cómo tratamos los chats",
  exampleLabel: "Un ejemplo de conversación",
  exampleHint: "Escriba abajo para empezar una conversación de verdad.",
  emptyHint: "Pregunte por nuestros servicios, precios o cómo reservar una consulta.",
  inputLabel: "Su mensaje",
  inputPlaceholder: "Escriba su mensaje…",
  send: "Enviar",
  stop: "Detener",
  clear: "Borrar la conversación",
  characterCount: (count, max) => `${groupDigits(count)} / ${groupDigits(max)} caracteres`,
  tooLong: (max) => `Acorte su mensaje a ${groupDigits(max)} caracteres para enviarlo.`,
  thinking: "El asistente está escribiendo…",
  stopped: "Detenido",
  cutOff: "Interrumpido",
  answered: (text) => `El asistente respondió: ${text}`,
  answeredLong: (start) =>
    `El asistente respondió extensamente: ${start}… El resto está en la conversación.`,
  simulation: "Chat simulado: ningún modelo de lenguaje lee lo que usted escribe.",
  writeInstead: "Escríbanos",
  interest: interestOf.chat,
  carriedOver: "Lo que pregunté en el chat:",
  problems: {
    unauthorized:
      "El chat no está disponible ahora: se rechazó la clave del asistente. Lo sentimos; escríbanos y le responderemos por correo electrónico.",
    billing:
      "El chat está en pausa porque la cuenta del asistente necesita atención de nuestra parte. Escríbanos y le responderemos por correo electrónico.",
    "rate-limited":
      "Ahora mismo hay mucha gente chateando. Espere un minuto y vuelva a enviar su mensaje, o escríbanos.",
    dropped:
      "La conexión se cortó antes de terminar la respuesta. Vuelva a enviar su mensaje, o escríbanos.",
    unreachable:
      "No se pudo contactar con el asistente. Revise su conexión y vuelva a enviar su mensaje, o escríbanos.",
    "not-configured":
      "El chat aún no está configurado en este sitio. Escríbanos y le responderemos por correo electrónico.",
  },
};

export const sendToTeamCopy: Translation<typeof source.sendToTeamCopy> = {
  open: "Enviar esta conversación al equipo",
  heading: "Enviar esta conversación al equipo",
  intro: `El equipo de ${brand.name} la lee y le responde, normalmente en menos de un día.`,
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono (opcional)",
  honeypot: "Deje este campo vacío",
  submit: "Enviar al equipo",
  sending: "Enviando…",
  cancel: "Cancelar",
  sent: "Enviada. El equipo tiene su conversación y se pondrá en contacto con usted.",
  failed: "No se pudo enviar en este momento. Inténtelo de nuevo en un momento, o escríbanos.",
  fieldErrorsSummary: "Revise los campos señalados.",
};

export const simulatedChatAnswers: Translation<typeof source.simulatedChatAnswers> = [
  `¡Hola! Soy el asistente simulado de ${brand.name}: nada de lo que escriba aquí llega a un modelo de lenguaje. En el chat real respondo preguntas sobre nuestros agentes de voz, chatbots y sitios web con IA, y puedo ayudarle a reservar una consulta.`,
  "Nuestros chatbots atienden a sus clientes de día y de noche, agendan citas en su calendario y pasan cada cliente potencial a su equipo. ¿Quiere que el equipo se ponga en contacto? Use «Enviar esta conversación al equipo» aquí abajo.",
  "¡Gracias! Eso es todo lo que sabe este asistente simulado. Envíe esta conversación al equipo y una persona le responderá.",
];

export const simulatedChatBooking: Translation<typeof source.simulatedChatBooking> = {
  offer: (zone, times) =>
    `Estos son los próximos horarios libres${zone ? ` (${zone})` : ""}: ${endSentence(times.map((time, index) => `${index + 1}. ${time}`).join("; "))} Responda con el número del que le convenga.`,
  pickAgain: (count) => `Responda con un número del 1 al ${count}, por favor.`,
  askDetails: (time) =>
    `Perfecto: ${endSentence(time)} ¿A nombre de quién y con qué correo electrónico lo reservo? Por ejemplo: Dana Reyes, dana@example.com`,
  askEmail:
    "Necesito un correo electrónico para la confirmación, por ejemplo: Dana Reyes, dana@example.com",
  booked: (time, reference, email) =>
    `Listo, queda reservado para ${endSentence(time)} Su referencia de reserva es ${reference}. Le enviamos la confirmación a ${email}.`,
  notBooked: (reason) => `${reason}`,
  askCode: (email) =>
    `Le he reservado provisionalmente ese horario y he enviado un código de 6 dígitos a ${email}. Escríbalo aquí para confirmar la reserva.`,
  codeAgain: (reason) => `${reason} Escríbalo otra vez, por favor.`,
  noTimes:
    "No encuentro horarios libres en las próximas semanas. Escríbanos desde la página de contacto, por favor.",
  unreachable:
    "Ahora mismo no puedo acceder al calendario de reservas. Pruebe en la página de reservas, «Elija usted la hora».",
};

/** Asking to book, in Spanish: "reservar una cita", "agendar", "horarios libres". */
export const asksToBook: Translation<typeof source.asksToBook> =
  /\b(reserv\w*|cita|citas|consulta|agend\w*|horarios?( libres?)?|huecos?)\b/i;
