import type { SiteTranslation } from "../words";

type Contact = SiteTranslation["contact"];

export const contactHero: Contact["hero"] = {
  eyebrow: "Contacto",
  title: "Construyamos su ventaja con IA",
  copy: "Cuéntenos sobre su negocio y lo que le gustaría automatizar. Respondemos en menos de 24 horas.",
};

export const contactDetails: Contact["details"] = {
  title: "Póngase en contacto",
  intro: "¿Prefiere el correo o el teléfono? Escríbanos o llámenos directamente.",
  emailLabel: "Correo electrónico",
  phoneLabel: "Teléfono",
  locationLabel: "Ubicación",
  socialHeading: "Síganos",
};

export const appointmentPanel: Contact["appointment"] = {
  title: "Reserve una cita con la IA",
  copy: "Sáltese el formulario: hable ahora con nuestro asistente de IA y agendará una hora con nuestro equipo.",
  steps: [
    "Pulse el botón y permita el micrófono",
    "Cuéntele lo que necesita",
    "Elija la hora que le convenga",
  ],
  bookYourself: "O elija usted la hora",
};
