import { interestOf } from "../../../core/content/interests";
import type { Translation } from "../../../core/content/translation";
import type * as source from "../microphone-help";

/** How to allow the microphone, in Spanish (app/content/microphone-help.ts). */
export const microphoneHelp: Translation<typeof source.microphoneHelp> = {
  allowHeading: "Cómo permitir el micrófono",
  allow: {
    chrome:
      "En Chrome: haga clic en el icono a la izquierda de la barra de direcciones, active Micrófono (o elija Permitir) y vuelva a pulsar el botón de llamada.",
    edge: "En Edge: haga clic en el candado de la barra de direcciones, elija Permisos para este sitio, ponga Micrófono en Permitir y vuelva a pulsar el botón de llamada.",
    firefox:
      "En Firefox: haga clic en el micrófono tachado de la barra de direcciones, quite el bloqueo y vuelva a pulsar el botón de llamada.",
    "safari-mac":
      "En Safari en un Mac: elija Safari > Ajustes de este sitio web, ponga Micrófono en Permitir, recargue la página y pulse el botón de llamada.",
    "safari-ios":
      "En un iPhone o iPad: toque el icono aA o de ajustes de página en la barra de direcciones, elija Ajustes del sitio web, ponga Micrófono en Permitir y recargue la página.",
    other:
      "Abra los ajustes de su navegador para este sitio, permita el micrófono, recargue la página y vuelva a pulsar el botón de llamada.",
  },
  safariAsksOnce:
    "Safari no vuelve a preguntar después de un rechazo: cambie el ajuste de arriba y recargue la página.",
  writeInstead: "Escríbanos",
  chatInstead: "Chatee en su lugar",
  interest: interestOf.voice,
  carriedOver: "Lo que dije en la llamada:",
};
