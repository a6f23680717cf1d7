import type { Translation } from "../../../core/content/translation";
import type * as source from "../service-details";

/** What /es/productos says about each service (app/content/service-details.ts), by its English name. */
export const serviceDetails: Translation<typeof source.serviceDetails> = {
  "Custom AI Voice Agents": {
    description:
      "Agentes de voz entrantes y salientes entrenados con su negocio: contestan cada llamada, resuelven dudas, califican a quien llama y lo agendan directamente en su calendario.",
    features: [
      "Atención de llamadas entrantes 24/7",
      "Voces naturales, como humanas",
      "Citas agendadas durante la llamada",
      "Resúmenes y transcripciones de llamadas",
      "Transferencia en caliente a su equipo",
      "Integración con CRM y calendario",
    ],
  },
  "Conversational AI Chatbots": {
    description:
      "Asistentes de chat para su sitio web, SMS y plataformas de comunidad como Discord que conocen sus servicios, responden con su estilo y pasan clientes potenciales a su equipo.",
    features: [
      "Entrenado con su propio contenido",
      "Canales de web, SMS y Discord",
      "Captación y calificación de clientes",
      "Paso a una persona cuando se pide",
      "Conversaciones en varios idiomas",
      "Analítica de conversaciones",
    ],
  },
  "AI Consulting": {
    description:
      "Una revisión práctica de cómo funciona hoy su negocio y un plan priorizado de las herramientas de IA que antes se pagan solas, con consejos honestos sobre lo que conviene evitar.",
    features: [
      "Auditoría de flujos y procesos",
      "Hoja de ruta de IA priorizada",
      "Selección de herramientas y proveedores",
      "Estimación de costos y retorno",
      "Talleres para su equipo",
      "Pautas de IA responsable",
    ],
  },
  "AI-Powered Websites": {
    description:
      "Sitios web modernos, rápidos y accesibles con chat y voz de IA integrados, para que cada visitante obtenga respuestas y reserve una consulta a cualquier hora.",
    features: [
      "Diseño a medida y adaptable",
      "Chat y voz de IA integrados",
      "Optimizado para buscadores",
      "Accesible para cada visitante",
      "Formularios conectados a su bandeja",
      "Alojamiento y actualizaciones disponibles",
    ],
  },
  "Booking Automation": {
    description:
      "Agenda automatizada por teléfono, web y mensaje de texto: consulta de disponibilidad, confirmaciones, recordatorios y reprogramaciones que mantienen su calendario lleno.",
    features: [
      "Disponibilidad en tiempo real",
      "Confirmaciones y recordatorios",
      "Reprogramación por cuenta propia",
      "Seguimiento de ausencias",
      "Calendarios de Google y Outlook",
      "Depósitos y formularios de admisión",
    ],
  },
  "Lead Generation & Outreach": {
    description:
      "Listas de prospectos bien dirigidas, contacto personalizado y seguimiento constante por correo, mensaje de texto y voz, para que ningún cliente potencial se enfríe mientras usted trabaja.",
    features: [
      "Segmentación del cliente ideal",
      "Contacto personalizado a escala",
      "Secuencias de seguimiento automáticas",
      "Puntuación de clientes potenciales",
      "Actualización del embudo en el CRM",
      "Informes semanales de rendimiento",
    ],
  },
  "API Integration": {
    description:
      "Conexiones fiables entre los agentes de IA y los sistemas que ya usa: CRM, calendarios, proveedores de pago, hojas de cálculo y sistemas internos a medida.",
    features: [
      "Conectores de CRM y calendario",
      "Webhooks y automatizaciones",
      "Enlaces con proveedores de pago",
      "Integraciones REST a medida",
      "Gestión segura de credenciales",
      "Monitoreo y alertas",
    ],
  },
  "Mobile Apps": {
    description:
      "Apps móviles multiplataforma para iOS y Android con asistentes de IA, búsqueda inteligente y reservas integradas, pensadas para lo que sus clientes necesitan sobre la marcha.",
    features: [
      "iOS y Android con un solo código",
      "Asistente de IA dentro de la app",
      "Notificaciones push",
      "Reservas y pagos",
      "Diseño que funciona sin conexión",
      "Publicación en las tiendas de apps",
    ],
  },
  "Custom AI Development": {
    description:
      "Sistemas de IA hechos a medida para problemas que las herramientas genéricas no resuelven: procesamiento de documentos, asistentes internos, canalizaciones de datos y modelos propios.",
    features: [
      "Descubrimiento y prototipos",
      "Asistentes y agentes a medida",
      "Procesamiento de documentos y datos",
      "Búsqueda sobre su conocimiento",
      "Evaluación y salvaguardas",
      "Despliegue y entrega",
    ],
  },
};
