import type { Translation } from "../../../core/content/translation";
import type * as source from "../voice-consent";

/**
 * The Spanish disclosure before a call (app/content/voice-consent.ts), with a version of its own:
 * raise it whenever this wording changes, and every browser that agreed to it is asked again. The
 * Spanish privacy policy quotes these sentences.
 */
export const VOICE_CONSENT_VERSION = 1;

export const voiceConsent: Translation<typeof source.voiceConsent> = {
  title: "Antes de hablar con nuestra IA",
  disclosure: [
    "Está a punto de hablar con un asistente de IA, no con una persona.",
    "Nuestro proveedor de voz, Vapi, graba y transcribe la llamada en cuanto usted la inicia.",
    "Usamos la grabación y la transcripción para atender su solicitud y darle seguimiento, y para mejorar el asistente.",
    "El proveedor borra las grabaciones y transcripciones a los 30 días; lo que usted nos pida que atendamos se guarda con su consulta, como indica nuestra política de privacidad.",
  ],
  privacyLink: "Cómo tratamos las llamadas: política de privacidad",
  start: "Iniciar la llamada",
  notNow: "Ahora no",
};
