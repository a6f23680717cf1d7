import { brand } from "../../../core/content/site";
import type { SiteTranslation } from "../words";

type About = SiteTranslation["about"];

export const aboutHero: About["hero"] = {
  eyebrow: `Sobre ${brand.name}`,
  title: "IA centrada en las personas para negocios reales",
  copy: `Fundada en ${brand.foundedYear} en Florida, ${brand.name} ayuda a pequeñas y medianas empresas a atender a cada cliente, agendar cada trabajo y crecer sin aumentar la plantilla.`,
};

export const stats: About["stats"] = [
  { value: "1+", label: "Miembros del equipo" },
  { value: "10+", label: "Estados atendidos" },
  { value: "50+", label: "Soluciones de IA" },
];

export const story: About["story"] = {
  eyebrow: "Nuestra historia",
  title: "De las llamadas perdidas a la atención sin pausa",
  paragraphs: [
    `${brand.name} nació de una observación sencilla: los pequeños negocios que admirábamos perdían clientes no por su trabajo, sino porque nadie podía contestar el teléfono mientras lo hacían.`,
    `Fundamos la empresa en ${brand.foundedYear} para dar a esos negocios las mismas herramientas de IA que usan las grandes empresas, pensadas para cómo trabaja de verdad un equipo de diez personas y con un precio a su medida.`,
    "Hoy diseñamos, construimos y mantenemos agentes de voz, chatbots, sitios web y automatizaciones para clientes en más de diez estados, y seguimos respondiendo cada mensaje nosotros mismos.",
  ],
};

export const mission: About["mission"] = {
  eyebrow: "Nuestra misión",
  title: "Hacer práctica para todos la IA de nivel empresarial",
  copy: "Creamos IA que se gana su lugar: ahorra horas reales, suena como su negocio y es fácil de tener. Sin exageraciones ni ataduras, solo herramientas que funcionan un martes por la tarde.",
};

export const valuesSection: About["valuesSection"] = {
  eyebrow: "Lo que defendemos",
  title: "Nuestros valores",
};

export const coreValues: About["coreValues"] = [
  {
    title: "Excelencia",
    description:
      "Cuidamos cada detalle, probamos con llamadas reales y solo entregamos lo que usaríamos nosotros mismos.",
  },
  {
    title: "Colaboración",
    description: "Su equipo conoce a sus clientes. Construimos con ustedes, no a sus espaldas.",
  },
  {
    title: "Innovación",
    description:
      "Seguimos de cerca el sector y le traemos lo que está probado, no lo que simplemente es nuevo.",
  },
  {
    title: "IA ética",
    description:
      "Transparencia, privacidad por defecto y una persona siempre a un paso, en todo momento.",
  },
];

export const founder: About["founder"] = {
  sectionEyebrow: "Liderazgo",
  sectionTitle: "Conozca a la fundadora",
  name: "Maya Ellison",
  role: "Fundadora y arquitecta de soluciones de IA",
  bio: [
    "Maya pasó una década creando software de atención al cliente antes de ver cómo el negocio de jardinería de su familia en Florida perdía llamada tras llamada en temporada alta. Construyó su primer agente de voz los fines de semana, y desde entonces ninguna llamada se ha quedado sin respuesta.",
    "Fundó Sunward AI para llevar esa misma ayuda a cada pequeño negocio que la merece, y sigue definiendo cada proyecto en persona.",
  ],
  imageAlt: "Retrato de Maya Ellison, fundadora de Sunward AI",
  fallbackAlt: "Ilustración de una profesional trabajando, en lugar del retrato de la fundadora",
  email: { label: "Escriba a Maya" },
  social: [{ label: "Maya Ellison en X" }, { label: "Maya Ellison en Instagram" }],
};

export const vision: About["vision"] = {
  eyebrow: "Nuestra visión",
  quote:
    "Un futuro en el que cada negocio, por pequeño que sea, pueda atender a cada cliente al instante, con calidez y bien, porque la IA se ocupa del trabajo rutinario y las personas, de las relaciones.",
  attribution: "Maya Ellison, fundadora y arquitecta de soluciones de IA",
};
