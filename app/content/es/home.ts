import { brand } from "../../../core/content/site";
import type { SiteTranslation } from "../words";

type Home = SiteTranslation["home"];

export const homeHero: Home["hero"] = {
  eyebrow: "Agentes de voz · chatbots · automatización",
  headlineLead: "Su negocio, atendido por",
  headlineHighlight: "una IA que suena humana",
  copy: `Desde ${brand.servingSinceYear}, ${brand.name} crea agentes de voz, chatbots y sitios web con IA que contestan cada llamada, agendan cada cita y dan seguimiento a cada cliente potencial, para que usted vuelva al trabajo que le gusta.`,
  primaryCta: { label: "Comience su camino con la IA" },
  callHint: "Hable con nuestra recepcionista de IA aquí mismo, en su navegador.",
};

export const heroCallPreview: Home["callPreview"] = {
  status: "Llamada en curso",
  duration: "00:42",
  agent: "Sunny · recepcionista de IA",
  lines: [
    { text: "Hola, ¿me pueden dar un presupuesto para mi cocina esta semana?" },
    {
      text: "¡Claro! Tengo el jueves a las 10:30 a. m. o el viernes a las 2 p. m. ¿Cuál le queda mejor?",
    },
    { text: "El jueves, por favor." },
  ],
  outcome: "Cita agendada · jue 10:30 a. m.",
};

export const capabilitiesSection: Home["capabilities"] = {
  eyebrow: "Lo que construimos",
  title: "Capacidades de IA de vanguardia",
  intro:
    "Nueve maneras de poner la IA a trabajar para usted, desde el primer timbre del teléfono hasta el último correo de seguimiento.",
};

export const demoSection: Home["demo"] = {
  eyebrow: "Demostración en vivo",
  title: "Vea la IA en acción",
  intro:
    "Hable o escriba de verdad con nuestro asistente de IA, o vea cómo se siente un sitio web con IA.",
  tabs: {
    voice: {
      label: "Agente de voz con IA",
      title: "Hable con un agente de voz con IA en vivo",
      copy: "Pulse el botón, permita el micrófono y pregunte lo que le preguntaría a una recepcionista: horarios, precios o una cita.",
      tips: [
        "Pregunte por nuestros servicios",
        "Reserve una cita de prueba",
        "Interrúmpalo: le escucha",
      ],
    },
    chat: {
      label: "Demo del chatbot",
      needsScript:
        "La demo del chatbot necesita JavaScript: actívelo para chatear con nuestro asistente.",
      writeInstead: "O escríbanos",
    },
    website: { label: "Sitio web con IA" },
  },
};

export const testimonialsSection: Home["testimonials"] = {
  eyebrow: "Historias de clientes",
  title: "La confianza de líderes del sector",
  intro:
    "Equipos pequeños, grandes resultados: lo que dicen nuestros clientes después del lanzamiento.",
  carouselLabel: "Testimonios de clientes",
  carouselRole: "carrusel",
  slideRole: "diapositiva",
  ratingLabel: "Valoración: {rating} de 5",
  previousLabel: "Testimonio anterior",
  nextLabel: "Testimonio siguiente",
  pauseLabel: "Pausar los testimonios",
  playLabel: "Reproducir los testimonios",
  slideLabel: "{position} de {total}",
  dotLabel: "Mostrar el testimonio {position} de {total}: {name}",
};

export const closingCta: Home["closing"] = {
  title: "¿Listo para poner la IA a trabajar?",
  copy: "Reserve una demostración gratuita y vea cómo un agente de voz, un chatbot o un sitio web con IA encaja en su negocio. Sin tecnicismos y sin compromiso.",
  primary: { label: "Agende una demo gratis" },
  secondary: { label: "Explore las soluciones" },
};
