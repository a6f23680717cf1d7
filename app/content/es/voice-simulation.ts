import { endSentence } from "../../../core/content/format";
import { brand } from "../../../core/content/site";
import type { Translation } from "../../../core/content/translation";
import type * as source from "../voice-simulation";

/**
 * The simulated call in Spanish (app/content/voice-simulation.ts). The free times it offers and a
 * refusal's reason are the booking tools' own words, in the call's language.
 */
export const simulatedCall: Translation<typeof source.simulatedCall> = {
  greeting: `Hola, le habla el asistente simulado de ${brand.name}. ¿En qué puedo ayudarle hoy?`,
  visitorAsks: "Me gustaría reservar una consulta sobre un agente de voz.",
  offer: (times, zone) =>
    `Los próximos horarios libres${zone ? `, en ${zone},` : ""} son ${joinO(times)}. ¿Cuál le conviene?`,
  noTimes:
    "No encuentro horarios libres en las próximas semanas. Escríbanos desde la página de contacto, por favor.",
  unreachable:
    "Ahora mismo no puedo acceder al calendario de reservas. Pruebe en la página de reservas, «Elija usted la hora».",
  visitorPicks: (time) => `${time}, por favor.`,
  askDetails: "Perfecto. ¿A nombre de quién y con qué correo electrónico lo reservo?",
  visitorGives: (name, email) => `Soy ${name}, ${email}.`,
  booked: (time, reference, email) =>
    `Queda reservado para ${endSentence(time)} Su referencia de reserva es ${reference}. Le enviamos la confirmación a ${email}.`,
  notBooked: (reason) => `${reason} ¿Probamos con otro horario?`,
  askCode: (email) =>
    `Le he reservado provisionalmente ese horario y he enviado un código de 6 dígitos a ${email}. ¿Me lo puede leer?`,
  visitorReadsCode: (code) => `Es ${code.split("").join(" ")}.`,
  codeAgain: (reason) => `${reason} ¿Me lo puede leer otra vez?`,
  notConfirmed: (reason) => `${reason} ¿Probamos con otro horario?`,
  wrap: "¿Algo más? Puede terminar la llamada cuando quiera.",
};

export const simulatedReplyCopy: Translation<typeof source.simulatedReplyCopy> = {
  chooseLabel: "Responda al asistente: elija un horario",
  detailsLabel: "Responda al asistente: sus datos",
  name: "Su nombre",
  email: "Correo electrónico",
  send: "Reservar este horario",
  codeLabel: "Responda al asistente: el código de su correo",
  code: "Código del correo",
  sendCode: "Leer el código",
};

function joinO(items: readonly string[]): string {
  return new Intl.ListFormat("es", { type: "disjunction" }).format(items);
}
