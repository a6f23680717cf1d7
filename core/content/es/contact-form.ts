import type { contactForm } from "../contact-form";
import type { Translation } from "../translation";

/** The contact form in Spanish (core/content/contact-form.ts). */
export const contactFormEs: Translation<typeof contactForm> = {
  heading: "Envíenos un mensaje",
  intro: "Cuéntenos un poco sobre su negocio. Los campos marcados con * son obligatorios.",
  fields: {
    name: { label: "Nombre", placeholder: "Su nombre completo" },
    email: { label: "Correo electrónico", placeholder: "usted@empresa.com" },
    company: { label: "Empresa", placeholder: "Su empresa" },
    phone: { label: "Teléfono", placeholder: "(555) 123-4567" },
    interest: { label: "Me interesa" },
    message: {
      label: "Mensaje",
      placeholder: "¿Qué le gustaría que la IA hiciera por su negocio?",
    },
  },
  interests: {
    placeholder: "Seleccione una opción...",
    labels: {
      "Custom AI Voice Agents": "Agentes de voz con IA a medida",
      "Conversational AI": "IA conversacional",
      "AI Consulting": "Consultoría en IA",
      "AI-Powered Websites": "Sitios web con IA",
      "Booking Automation": "Automatización de citas",
      "Lead Generation & Outreach": "Captación de clientes y seguimiento",
      "API Integration": "Integración de API",
      "Mobile Apps": "Aplicaciones móviles",
      "Custom AI Development": "Desarrollo de IA a medida",
      "General Consultation": "Consulta general",
      "Partnership Opportunities": "Oportunidades de colaboración",
    },
  },
  requiredMark: "*",
  requiredHint: "obligatorio",
  characterCount: "{count} / {max} caracteres",
  submit: "Enviar mensaje",
  sending: "Enviando...",
  sendingStatus: "Enviando su mensaje...",
  thankYou: {
    title: "¡Gracias!",
    message: "Hemos recibido su mensaje y le responderemos en menos de 24 horas.",
    again: "Enviar otro mensaje",
  },
  failure:
    "Hubo un error al enviar su mensaje: {message}. Inténtelo de nuevo o escríbanos directamente.",
  unknownError: "Error desconocido",
  notOk: "No se pudo enviar el formulario. Inténtelo de nuevo.",
  fieldErrorsSummary: "Revise los campos señalados.",
  errors: {
    required: {
      name: "Escriba su nombre.",
      email: "Escriba su dirección de correo electrónico.",
      message: "Escriba un mensaje.",
    },
    email: "Escriba una dirección de correo válida, como nombre@empresa.com.",
    interest: "Elija una de las opciones de la lista.",
    tooLong: "{label}: como máximo {max} caracteres. Acórtelo, por favor.",
  },
  refused: {
    crossSite: "Este formulario solo se puede enviar desde nuestro propio sitio web.",
    tooLarge: "Su mensaje es demasiado largo para enviarlo. Acórtelo, por favor.",
    unsupportedType: "El formulario debe enviarse como un formulario web normal.",
    unreadable: "No se pudo leer el formulario. Inténtelo de nuevo.",
    unknownForm: "Esta dirección solo acepta el formulario de contacto.",
    unavailable: "Ahora mismo no podemos recibir mensajes.",
    notStored:
      "No pudimos guardar su mensaje en este momento, así que no se recibió. Inténtelo de nuevo en un minuto.",
    rateLimited: {
      one: "Ha enviado varios mensajes en poco tiempo; espere {minutes} minuto antes de enviar otro",
      other:
        "Ha enviado varios mensajes en poco tiempo; espere {minutes} minutos antes de enviar otro",
    },
  },
};
