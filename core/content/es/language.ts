import type { LanguageRegistration } from "../language-registration";
import { bookingAnswersEs } from "./booking-assistant";
import { bookingRefusalsEs } from "./booking-answers";
import { bookingMailEs } from "./booking-mail";
import { contactFormEs } from "./contact-form";
import { voiceLeadsEs } from "./voice-leads";

/**
 * Spanish, for the agency's Spanish-speaking visitors: its names, its locale, its twins of the
 * public pages, the booking page and its manage pages, and the words the server also speaks
 * (registered in ../languages.ts; decision 028).
 */
export const spanish: LanguageRegistration = {
  nativeName: "Español",
  name: "Spanish",
  locale: "es-US",
  offer: {
    text: "Esta página también está en español.",
    link: "Leer en español",
    dismiss: "No, gracias",
  },
  paths: {
    home: "/es",
    products: "/es/productos",
    about: "/es/nosotros",
    contact: "/es/contacto",
    book: "/es/reservar",
    bookManage: "/es/reservar/gestionar/:token",
    privacyPolicy: "/es/politica-de-privacidad",
    termsOfService: "/es/terminos-del-servicio",
  },
  assistant: {
    transcriberLanguage: "es",
    firstMessage:
      "Hola, soy Ava, de Sunward AI. Puedo contarle sobre nuestros servicios de IA o reservarle una consulta gratuita. ¿En qué puedo ayudarle?",
  },
  contactForm: contactFormEs,
  voiceLeads: voiceLeadsEs,
  bookingAssistant: bookingAnswersEs,
  bookingMail: bookingMailEs,
  bookingRefusals: bookingRefusalsEs,
};
