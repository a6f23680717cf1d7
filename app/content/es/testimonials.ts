import type { SiteTranslation } from "../words";

/** The three testimonials of app/content/testimonials.ts, in Spanish. */
export const testimonials: SiteTranslation["home"]["testimonialList"] = [
  {
    name: "Marcus Delgado",
    role: "Socio director",
    company: "Keystone Wealth Strategies",
    content:
      "Sunward creó bots de Discord a medida para nuestra comunidad de inversionistas. Los miembros reciben respuestas, novedades y bienvenida al instante, y mi equipo recuperó horas cada semana.",
  },
  {
    name: "Tanya Brooks",
    role: "Propietaria",
    company: "Brightline Painting & Services",
    content:
      "Nuestro agente de voz contesta cada llamada y agenda presupuestos mientras estamos trabajando. Dejamos de perder clientes la misma semana en que se puso en marcha.",
  },
  {
    name: "Luis Romero",
    role: "Fundador",
    company: "Coastal Coat Painting Co.",
    content:
      "Rehicieron nuestro sitio web y añadieron un agente de voz que agenda consultas a cualquier hora. Las reservas han subido y por fin el sitio se parece al negocio que somos.",
  },
];
