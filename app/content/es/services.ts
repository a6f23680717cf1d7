import type { SiteTranslation } from "../words";

/** The nine services of app/content/services.ts, in Spanish: name, category and card summary. */
export const services: SiteTranslation["home"]["services"] = [
  {
    name: "Agentes de voz con IA a medida",
    category: "IA de voz",
    summary:
      "Agentes telefónicos y web con voz natural que contestan, califican y agendan a cualquier hora.",
  },
  {
    name: "Chatbots de IA conversacional",
    category: "IA conversacional",
    summary:
      "Chatbots para su web, SMS y comunidades que responden preguntas y captan clientes potenciales.",
  },
  {
    name: "Consultoría en IA",
    category: "Estrategia",
    summary: "Una hoja de ruta clara y práctica de dónde la IA le ahorra tiempo y dinero primero.",
  },
  {
    name: "Sitios web con IA",
    category: "Web",
    summary:
      "Sitios web rápidos y modernos con chat y voz de IA integrados que convierten visitas en clientes.",
  },
  {
    name: "Automatización de citas",
    category: "Automatización",
    summary:
      "Citas agendadas, confirmadas y reprogramadas sin una sola llamada perdida de por medio.",
  },
  {
    name: "Captación de clientes y seguimiento",
    category: "Crecimiento",
    summary: "Prospección y seguimiento asistidos por IA que mantienen su cartera en movimiento.",
  },
  {
    name: "Integración de API",
    category: "Integración",
    summary: "Conecte sus agentes de IA con el CRM, el calendario y las herramientas que ya usa.",
  },
  {
    name: "Aplicaciones móviles",
    category: "Móvil",
    summary: "Apps para iOS y Android con funciones de IA que sus clientes sí usarán.",
  },
  {
    name: "Desarrollo de IA a medida",
    category: "Ingeniería",
    summary: "Sistemas de IA hechos a la medida de cómo funciona de verdad su negocio.",
  },
];
