import type { SiteTranslation } from "../words";

/** Every word of the voice demo in Spanish (app/content/voice.ts). */
type Voice = SiteTranslation["layout"]["voice"];

const loading = "Conectando...";
const otherCallActive = "Hay otra llamada activa";

export const voice: Voice = {
  callButtonLabels: {
    hero: {
      idle: "Reserve una cita con la IA",
      loading,
      active: "Terminar llamada",
      otherCallActive,
    },
    demo: {
      idle: "Iniciar demo de voz",
      loading,
      active: "Llamada de voz activa",
      otherCallActive,
      activeAction: "selecciónelo para terminar la llamada",
    },
    contact: {
      idle: "Hable con nuestra recepcionista de IA",
      loading,
      active: "Terminar llamada",
      otherCallActive,
    },
    widget: {
      idle: "Iniciar chat de voz",
      loading,
      active: "Terminar chat de voz",
      otherCallActive,
    },
  },
  otherCallActiveHint: "Termine la llamada en curso para iniciar esta.",
  heroActiveNotice: "La demo de voz está activa: ¡hable con naturalidad!",
  callErrors: {
    noAssistant: "Hay que indicar un asistente, un equipo (squad) o un flujo de trabajo.",
    notInitialized: "El asistente de voz no está inicializado",
    initFailed: "No se pudo inicializar el asistente de voz",
    startFailed: "No se pudo iniciar la llamada de voz",
    endFailed: "No se pudo terminar la llamada",
    duringCall: "Se produjo un error durante la llamada",
    microphoneBlocked:
      "El acceso al micrófono está bloqueado. Permita el micrófono para este sitio en su navegador y vuelva a iniciar la llamada.",
    microphoneMissing:
      "No se encontró ningún micrófono. Conecte uno y vuelva a iniciar la llamada.",
    microphoneBusy:
      "Otra aplicación está usando su micrófono. Cierre esa aplicación y vuelva a iniciar la llamada.",
    microphoneUnavailable:
      "Este navegador no puede usar un micrófono en esta página. Abra el sitio por https e inténtelo de nuevo.",
  },
  callDetailsCopy: {
    connecting: "Conectando con el asistente...",
    connected: "Conectado",
    muted: "Micrófono silenciado",
    micLevel: "Nivel de su micrófono",
    captionsLabel: "Subtítulos en directo",
    captionsEmpty: "Los subtítulos aparecen aquí cuando alguien habla.",
    speakers: { assistant: "Asistente", user: "Usted" },
    micHint: "No le oímos: revise su micrófono",
    timerLabel: "Duración de la llamada",
    endsIn: "La llamada termina en {clock}",
    simulation: "Llamada simulada: no se envía ni se reproduce audio.",
  },
  callAnnouncements: {
    connecting: "Conectando con el asistente de voz.",
    active: "Llamada conectada. Hable con naturalidad.",
    ended: "Llamada terminada.",
    muted: "Micrófono silenciado.",
    unmuted: "Micrófono activado.",
    endsSoon: "La llamada termina en 30 segundos.",
  },
  widgetCopy: {
    defaultAssistantName: "Asistente de voz",
    subtitleIdle: "Pregúntenos lo que quiera o reserve una llamada.",
    subtitleActive: "En una llamada",
    subtitleConnecting: "Conectando...",
    open: "Abrir el asistente de voz",
    minimise: "Minimizar el asistente de voz",
    restore: "Ampliar el asistente de voz",
    close: "Cerrar el asistente de voz",
    closeEndsCall: "Cerrar el asistente de voz y terminar la llamada",
    mute: "Silenciar",
    unmute: "Activar micrófono",
    intro:
      "Hable con nuestro asistente de IA aquí mismo, en su navegador. Responde preguntas sobre nuestros servicios y puede reservarle una consulta.",
    privacy: "Usa su micrófono solo durante la llamada.",
    bookLead: "¿Prefiere hacer clic?",
    modesLabel: "Hablar o escribir al asistente",
    modes: { voice: "Voz", chat: "Chat" },
    subtitleChat: "Responde en segundos",
  },
};
