import type { SiteTranslation } from "../words";

type Products = SiteTranslation["products"];

export const productsHero: Products["hero"] = {
  eyebrow: "Productos y servicios",
  title: "Soluciones de IA hechas para su negocio",
  copy: "Nueve servicios y dos formas de trabajar con nosotros. Elija lo que necesita hoy y crezca hacia lo demás.",
};

export const serviceModelsSection: Products["modelsSection"] = {
  eyebrow: "Modelos de servicio",
  title: "Dos formas de trabajar con nosotros",
  intro: "Quédese con nosotros como su equipo de IA, o tome las llaves y gestiónelo usted.",
};

export const serviceModels: Products["models"] = [
  {
    name: "Build & Maintain",
    tagline: "Lo construimos, lo operamos y lo seguimos mejorando.",
    billing: "Facturación mensual",
    points: [
      { text: "Facturación mensual" },
      { text: "Mantenimiento continuo" },
      { text: "Soporte 24/7" },
      { text: "Capacitación básica" },
      { text: "Propiedad total" },
    ],
  },
  {
    name: "Build, Train & Bounce",
    tagline: "Lo construimos, capacitamos a su equipo y se lo entregamos.",
    billing: "Pago único",
    points: [
      { text: "Pago único" },
      { text: "Backend de su propiedad" },
      { text: "Capacitación y documentación completas" },
      { text: "Mantenimiento continuo" },
    ],
  },
];

export const servicesSection: Products["servicesSection"] = {
  eyebrow: "Servicios",
  title: "Todo lo que necesita para poner la IA a trabajar",
  intro: "Cada servicio funciona por sí solo o se conecta con los demás.",
  featuresHeading: "Funciones clave",
  getStarted: "Empezar",
};

export const comparisonSection: Products["comparison"] = {
  eyebrow: "Comparar",
  title: "Compare los modelos de servicio",
  caption: "Qué incluye cada modelo de servicio",
  featureHeader: "Característica",
  includedLabel: "Incluido",
  notIncludedLabel: "No incluido",
  rows: [
    { feature: "Desarrollo inicial", cells: [true, true] },
    { feature: "Configuración del backend", cells: [true, true] },
    { feature: "Mantenimiento continuo", cells: [true, false] },
    { feature: "Soporte 24/7", cells: [true, false] },
    { feature: "Facturación mensual", cells: [true, false] },
    { feature: "Capacitación y documentación", cells: ["Básica", "Completa"] },
    { feature: "Propiedad total", cells: [false, true] },
    { feature: "Pago único", cells: [false, true] },
  ],
};

export const productsCta: Products["cta"] = {
  title: "¿No sabe cuál le conviene?",
  copy: "Cuéntenos sobre su negocio y le recomendaremos la combinación adecuada, con un presupuesto claro.",
  label: "Agende una consulta",
};
