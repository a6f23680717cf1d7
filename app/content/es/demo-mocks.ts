import type { SiteTranslation } from "../words";

type Home = SiteTranslation["home"];

export const chatMock: Home["chatMock"] = {
  assistantName: "Sunny, el asistente de Sunward",
  status: "En línea · responde al instante",
  messages: [
    { text: "¡Hola! Soy Sunny. ¿En qué puedo ayudar a su negocio hoy?" },
    { text: "¿Su chatbot puede agendar citas para mi salón?" },
    {
      text: "Por supuesto. Consulto su calendario en tiempo real, ofrezco los huecos libres y envío un mensaje de confirmación, todo dentro del chat.",
    },
    { text: "Genial. ¿Funciona también de noche?" },
    {
      text: "Las 24 horas, fines de semana incluidos. ¿Le preparo una demo gratuita con el equipo?",
    },
  ],
};

export const websiteMock: Home["websiteMock"] = {
  address: "brightline-painting.example",
  siteName: "Brightline Painting",
  headline: "Paredes nuevas. Cero complicaciones.",
  copy: "Pida un presupuesto al instante a nuestro asistente de IA, de día o de noche.",
  cta: "Reserve un presupuesto gratis",
  chatBubble: "¡Hola! ¿Quiere un presupuesto para pintar interiores o exteriores?",
  caption:
    "Un ejemplo de sitio web que creamos: chat y voz de IA en cada página y reservas integradas.",
};
