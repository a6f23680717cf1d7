import { brand } from "../../../core/content/site";
import type { SiteTranslation } from "../words";

export const seo: SiteTranslation["seo"] = {
  pages: {
    home: {
      title: `${brand.name} | Agentes de voz con IA, chatbots y automatización`,
      description: `${brand.name} crea agentes de voz con IA a medida, chatbots, sitios web con IA y automatización para pequeñas y medianas empresas de todo Estados Unidos, desde Florida.`,
    },
    products: {
      title: `Productos y servicios | ${brand.name}`,
      description:
        "Nueve servicios de IA, de agentes de voz y chatbots a automatización de citas y apps móviles, en dos modelos de servicio: Build & Maintain o Build, Train & Bounce.",
    },
    about: {
      title: `Sobre nosotros | ${brand.name}`,
      description: `Conozca ${brand.name}, una agencia de IA de Florida fundada en ${brand.foundedYear}: nuestra historia, misión, valores y fundadora.`,
    },
    contact: {
      title: `Contacto | ${brand.name}`,
      description:
        "Envíenos una consulta o reserve una cita con nuestro asistente de voz con IA. Respondemos en menos de 24 horas.",
    },
    book: {
      title: `Reserve una llamada | ${brand.name}`,
      description: `Reserve una consulta gratuita con ${brand.name}: elija el día y la hora en su propia zona horaria.`,
    },
    privacyPolicy: {
      title: `Política de privacidad | ${brand.name}`,
      description: `Cómo ${brand.name} recoge, usa y protege la información que usted comparte a través de este sitio web.`,
    },
    termsOfService: {
      title: `Términos del servicio | ${brand.name}`,
      description: `Los términos que rigen el uso del sitio web y de los servicios de ${brand.name}.`,
    },
  },
  notFound: {
    title: `Página no encontrada | ${brand.name}`,
    description: "La página que busca no existe o se ha movido.",
  },
  areaNames: ["Florida", "Estados Unidos"],
  ogImage: {
    alt: `${brand.name}: agentes de voz con IA, chatbots y automatización para negocios en crecimiento`,
  },
};
