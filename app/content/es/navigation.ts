import { brand } from "../../../core/content/site";
import type { SiteTranslation } from "../words";

type Layout = SiteTranslation["layout"];

export const mainNav: Layout["mainNav"] = [
  { label: "Inicio" },
  { label: "Productos" },
  { label: "Nosotros" },
  { label: "Contacto" },
];

export const getDemoLabel: Layout["getDemoLabel"] = "Ver demo";

export const footerNav: Layout["footerNav"] = [
  {
    heading: "Empresa",
    items: [{ label: "Nosotros" }, { label: "Productos" }, { label: "Contacto" }],
  },
  {
    heading: "Legal",
    items: [{ label: "Política de privacidad" }, { label: "Términos del servicio" }],
  },
];

export const languageSwitchLabel: Layout["languageSwitchLabel"] = "Idioma";

export const layoutLabels: Layout["layoutLabels"] = {
  skipLink: "Saltar al contenido principal",
  mainNavigation: "Principal",
  menuToggle: "Menú",
  homeLink: "inicio",
  opensInNewTab: "(se abre en una pestaña nueva)",
};

export const socialLabels: Layout["socialLabels"] = {
  X: `${brand.name} en X`,
  Instagram: `${brand.name} en Instagram`,
};

export const footerContent: Layout["footer"] = {
  blurb:
    "Agentes de voz con IA, chatbots, sitios web y automatización que ayudan a los pequeños negocios a atender a cada cliente.",
  contactHeading: "Contacto",
  socialHeading: "Síganos",
  copyright: `© ${brand.copyrightYear} ${brand.name}. Todos los derechos reservados.`,
  sampleNotice:
    "Marca de ejemplo: todos los nombres, direcciones y números de este sitio son ficticios.",
};

export const status: Layout["status"] = {
  eyebrow: "Error {code}",
  notFound: {
    title: "Página no encontrada",
    copy: "La página que busca no existe o se ha movido.",
    homeLabel: "Volver al inicio",
    contactLabel: "Contáctenos",
  },
  error: {
    title: "Algo salió mal",
    copy: "Un error inesperado impidió cargar esta página. Inténtelo de nuevo en un momento.",
    homeLabel: "Volver al inicio",
  },
  methodNotAllowed: {
    title: "Esta página no recibe formularios",
    copy: "No se envió nada. Abra la página y use sus enlaces o el formulario de contacto.",
    homeLabel: "Volver al inicio",
    refusal: "Esta dirección no acepta este tipo de solicitud.",
  },
};

/** The way out of a failed call or chat to the booking page (still in English until it has a twin). */
export const bookInstead: Layout["bookInstead"] = { label: "Elija usted la hora" };
