import type { Translation } from "../translation";
import type { voiceLeads } from "../voice-leads";
import { contactInfo } from "../site";

/**
 * What the server tells a Spanish assistant after its tools (core/content/voice-leads.ts): the
 * assistant reads it and answers the caller in Spanish.
 */
export const voiceLeadsEs: Translation<typeof voiceLeads> = {
  captured: (channel) =>
    `Anotado: el equipo se pondrá en contacto con la persona por ${channel === "e-mail" ? "correo electrónico" : "teléfono"} en menos de 24 horas.`,
  askAgain: (tool, problems, asks) =>
    `Aún no se ha guardado. ${problems.join(" ")} Pida a la persona ${joinY(asks)} y vuelva a llamar a ${tool}.`,
  ask: {
    name: "su nombre",
    contact: "un correo electrónico o un número de teléfono",
    email: "su correo electrónico, deletreado",
    phone: "su número de teléfono",
    company: "un nombre de empresa más corto",
    interest: "a cuál de los servicios de la lista se refiere",
    message: "en qué le gustaría recibir ayuda, en una o dos frases",
  },
  problems: {
    contact: "Hace falta un correo electrónico o un número de teléfono.",
  },
  unknownTool: (name, known) =>
    `Este servidor no conoce la herramienta "${name}"; atiende ${joinY(known)}.`,
  unavailable: `No se pudieron guardar los datos en este momento. Discúlpese y pida a la persona que use el formulario de contacto o que llame al ${contactInfo.phoneDisplay}.`,
  overBudget: `Esta conversación ya ha dejado todas las solicitudes que puede dejar. Diga a la persona que el equipo ya tiene los datos que dio y que cualquier otra cosa puede enviarla por el formulario de contacto o al ${contactInfo.phoneDisplay}.`,
};

function joinY(items: readonly string[]): string {
  return new Intl.ListFormat("es", { type: "conjunction" }).format(items);
}
