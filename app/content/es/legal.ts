import { brand, contactInfo } from "../../../core/content/site";
import type { SiteTranslation } from "../words";
import { voiceConsent } from "./voice-consent";

/**
 * The privacy policy and the terms in Spanish (app/content/legal.ts): a translation for readers;
 * have it reviewed by your lawyer, as the English original.
 */
const lastUpdated = "Última actualización: enero de 2024";

export const privacyPolicy: SiteTranslation["privacyPolicy"] = {
  title: "Política de privacidad",
  lastUpdated,
  intro: `${brand.legalName} («${brand.name}», «nosotros») respeta su privacidad. Esta política explica qué información recoge este sitio web, para qué y qué opciones tiene usted.`,
  sections: [
    {
      heading: "Información que usted nos da",
      paragraphs: [
        "Cuando nos envía una consulta por el formulario de contacto, recibimos los datos que escribe:",
      ],
      list: [
        "su nombre y su dirección de correo electrónico",
        "si lo desea, su empresa y su número de teléfono",
        "el servicio que le interesa y su mensaje",
        "el idioma de la página desde la que escribió, para responderle en él",
      ],
    },
    {
      heading: "Conversaciones de la demo de voz",
      paragraphs: [
        "Antes de su primera llamada de voz en un navegador, le decimos lo siguiente y le pedimos su consentimiento; se lo volvemos a pedir cada vez que cambia este texto.",
        ...voiceConsent.disclosure,
        "Solo cuando usted pulsa «Iniciar la llamada» su navegador le pide permiso para usar el micrófono y enviar su voz al proveedor, para que la IA pueda entenderle y responderle. Puede terminar la llamada en cualquier momento.",
      ],
    },
    {
      heading: "Conversaciones por chat",
      paragraphs: [
        "Nuestro chat lo responde un asistente de IA, no una persona; el chat lo indica antes de su primer mensaje. Lo que usted escribe se envía a nuestro proveedor de chat, Vapi, que lo procesa para redactar las respuestas del asistente y permitirle seguir la conversación.",
        "Solo recibimos una conversación cuando usted elige «Enviar esta conversación al equipo» y nos da su nombre y su correo electrónico (y, si quiere, su teléfono), o cuando pide al asistente en el chat que le reserve una consulta o nos pase sus datos. Entonces guardamos la conversación con su consulta, la tratamos como esta política indica para las consultas y la borramos con ellas.",
      ],
    },
    {
      heading: "Citas",
      paragraphs: [
        "Cuando reserva una cita, en nuestra página de reservas o con el asistente por voz o por chat, guardamos la hora de la reunión, su nombre, su correo electrónico o su teléfono, su zona horaria, las notas que nos dé, cómo reservó y un registro de cada cambio de la reserva (cuándo se hizo, se movió o se canceló, y por quién). El enlace de la confirmación de su reserva lleva una clave secreta; solo guardamos una huella irreversible de ella. Para contar cuántas citas tiene una conexión o una conversación, guardamos también una huella irreversible de la dirección de su conexión (en IPv6, de su red) y la llamada o el chat en que se hizo.",
        "Un horario que usted elige primero solo queda apartado para usted, durante 15 minutos: le enviamos por correo un código de 6 dígitos, y se convierte en reserva cuando escribe el código en la página o se lo lee al asistente. En una llamada telefónica, el número desde el que llama puede confirmarla en su lugar. Hasta entonces nadie de nuestra agencia lo sabe; un horario apartado que no se confirma se libera y se borra, con todo lo que usted escribió, en menos de una hora.",
        "Lo que le enviamos por correo sobre una reserva lleva solo nuestras propias palabras, los datos de la reunión y su nombre: nunca las notas que escribió, que solo lee nuestro equipo.",
        "Guardamos una reserva durante un año después de su reunión, o mientras guardemos sus consultas si es menos: cuando se borra una consulta suya, las reservas que le pertenecen se van con ella (una vez celebrada cualquiera que esté por venir). Cuando una reserva se borra, su evento también se quita del calendario de nuestro equipo.",
      ],
    },
    {
      heading: "Información que se recoge automáticamente",
      paragraphs: [
        "Nuestros servidores guardan registros técnicos breves (como la página solicitada, la hora y un identificador anónimo de la solicitud) para mantener el sitio seguro y en funcionamiento. No usamos cookies publicitarias ni seguimiento entre sitios.",
      ],
    },
    {
      heading: "Cómo contamos las visitas",
      paragraphs: [
        "Contamos las visitas nosotros mismos, en nuestro propio servidor, sin cookies y sin guardar nada en su navegador. Ningún tercero recibe nada sobre su visita.",
        "Por cada página que ve guardamos: la dirección de la página (para una página que no existe, solo que no se encontró), el sitio web que enlazó a ella (solo su nombre, como news.example), las etiquetas de campaña del enlace si las hay (utm_source, utm_medium y utm_campaign), el tipo de dispositivo (teléfono, tableta o computadora) y la hora. También contamos estos pasos, cada uno con la página y el lugar de ella (la parte superior de la página de inicio, su demo, la página de contacto o el asistente flotante): pulsar un botón de llamada, aceptar la grabación de la llamada, la conexión de la llamada, empezar un chat, enviar el formulario de contacto y la recepción de una consulta.",
        "Para distinguir a un visitante de otro dentro de un mismo día, nuestro servidor combina su dirección de red y el nombre y la versión de su navegador con un valor aleatorio que cambia cada día, y solo guarda el resultado cifrado. Su dirección y los datos de su navegador nunca se guardan. El valor aleatorio de cada día se borra a los dos días; después nadie, ni siquiera nosotros, puede relacionar los recuentos de ese día con ninguna dirección. El mismo visitante cuenta como uno nuevo otro día.",
        "Para que una consulta que usted nos envíe pueda indicar dónde empezó su visita, la primera página que ve cada día, con el sitio web o la campaña que le trajo, también se guarda dos días junto al resultado cifrado descrito arriba. Si nos envía una consulta ese día, los guardamos con su consulta. Nada de esto le identifica: nos dice qué páginas y qué fuentes traen consultas.",
        "Guardamos los recuentos individuales 90 días y después solo los totales diarios (como el número de vistas de cada página cada día), que se conservan; los sitios web y campañas menos frecuentes de cada día se cuentan juntos, sin sus nombres.",
      ],
    },
    {
      heading: "Cómo usamos la información",
      paragraphs: ["Usamos la información que recibimos solo para:"],
      list: [
        "responder a su consulta y prestarle los servicios que nos pide",
        "hacer funcionar la demo de voz que usted inicia y responderle en el chat",
        "proteger el sitio web contra el spam y el abuso",
        "cumplir nuestras obligaciones legales",
      ],
    },
    {
      heading: "Con quién la compartimos",
      paragraphs: [
        "No vendemos su información personal. Solo la compartimos con los proveedores que nos ayudan a hacer funcionar este sitio web, responder las consultas y operar la demo de voz y el chat, con acuerdos que limitan el uso que pueden hacer de ella, o cuando la ley nos obliga.",
      ],
    },
    {
      heading: "Conservación y seguridad",
      paragraphs: [
        "Guardamos las consultas, y los registros de las llamadas de la demo de voz en las que usted dejó sus datos, mientras los necesitemos para responder y para llevar los registros del negocio, y después los borramos. Los mensajes que nuestros sistemas retienen como posible spam se borran automáticamente a los 30 días. Protegemos la información que guardamos con medidas técnicas y organizativas razonables, aunque ningún método de transmisión por internet es completamente seguro.",
      ],
    },
    {
      heading: "Sus opciones",
      paragraphs: [
        `Puede pedirnos que accedamos a la información personal que tenemos sobre usted, que la corrijamos o que la borremos escribiendo a ${contactInfo.email}. Le responderemos en un plazo razonable.`,
        "Cuando nos pide borrar su información, borramos cada consulta, registro de llamada y cita que lleve su dirección de correo (o, si solo nos dio un teléfono, su número de teléfono), junto con nuestras notas, nuestras respuestas y sus registros de envío, y quitamos sus citas del calendario de nuestro equipo. Solo guardamos una huella irreversible de la dirección o del número, que no permite recuperarlos, como prueba de que atendimos la solicitud.",
      ],
    },
    {
      heading: "Menores",
      paragraphs: [
        "Este sitio web está pensado para empresas y no se dirige a menores de 13 años. No recogemos a sabiendas su información personal.",
      ],
    },
    {
      heading: "Cambios y contacto",
      paragraphs: [
        `Podemos actualizar esta política de vez en cuando; la fecha de arriba indica la última versión. ¿Preguntas? Escríbanos a ${contactInfo.email} o llámenos al ${contactInfo.phoneDisplay}.`,
      ],
    },
  ],
};

export const termsOfService: SiteTranslation["termsOfService"] = {
  title: "Términos del servicio",
  lastUpdated,
  intro: `Estos términos rigen el uso de este sitio web y de los servicios que ofrece ${brand.legalName}, una sociedad de responsabilidad limitada de Florida («${brand.name}», «nosotros»). Al usar el sitio web, usted los acepta.`,
  sections: [
    {
      heading: "Uso del sitio web",
      paragraphs: [
        "Puede navegar por el sitio web, enviar consultas y probar la demo de voz con fines lícitos. Usted se compromete a no hacer un mal uso del sitio web, no interferir en su funcionamiento, no intentar acceder sin autorización y no enviar contenido ilícito, engañoso o dañino.",
      ],
    },
    {
      heading: "Demo de voz",
      paragraphs: [
        "La demo de voz se ofrece solo para que la evalúe. Sus respuestas las genera una IA, pueden ser inexactas y no son asesoramiento profesional ni una oferta vinculante. No comparta información personal delicada durante una llamada de demostración.",
      ],
    },
    {
      heading: "Servicios y presupuestos",
      paragraphs: [
        "Las descripciones de nuestros servicios en este sitio web son información general. Todo proyecto se rige por un acuerdo escrito o una declaración de trabajo aparte, que prevalece sobre estos términos cuando difieren.",
      ],
    },
    {
      heading: "Propiedad intelectual",
      paragraphs: [
        `El sitio web, sus textos, su diseño y sus gráficos pertenecen a ${brand.legalName} o a sus licenciantes. No puede copiarlos ni reutilizarlos sin nuestro permiso por escrito, salvo en lo que la ley permita.`,
      ],
    },
    {
      heading: "Exención de garantías",
      paragraphs: [
        "El sitio web se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo, en la máxima medida que permita la ley.",
      ],
    },
    {
      heading: "Limitación de responsabilidad",
      paragraphs: [
        `En la máxima medida que permita la ley, ${brand.legalName} no responde de daños indirectos, incidentales o consecuentes derivados del uso del sitio web o de la demo de voz.`,
      ],
    },
    {
      heading: "Ley aplicable",
      paragraphs: [
        "Estos términos se rigen por las leyes del Estado de Florida, sin tener en cuenta sus normas sobre conflictos de leyes. Cualquier disputa se presentará ante los tribunales estatales o federales con sede en Florida.",
      ],
    },
    {
      heading: "Cambios y contacto",
      paragraphs: [
        `Podemos actualizar estos términos de vez en cuando; la fecha de arriba indica la última versión. ¿Preguntas? Escríbanos a ${contactInfo.email}.`,
      ],
    },
  ],
};
