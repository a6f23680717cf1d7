import type { DeepgramTranscriber } from "@vapi-ai/web/dist/api";
import type { bookingAnswers } from "./booking-assistant";
import type { bookingRefusals } from "./booking-answers";
import type { bookingMail } from "./booking-mail";
import type { contactForm } from "./contact-form";
import type { PageKey } from "./site-pages";
import type { Translation } from "./translation";
import type { voiceLeads } from "./voice-leads";

/** What registers a language other than the source: its names, locale, twins and shared words. */
export interface LanguageRegistration {
  /** Its name in itself, for the language switch. */
  nativeName: string;
  /** Its name in the agency's language, for the team: the inbox, the team's e-mail. */
  name: string;
  /** The locale Intl writes dates, times and zone names in, and `og:locale`'s value. */
  locale: string;
  /** One line in the language, offered to a browser that prefers it on another language's page. */
  offer: { text: string; link: string; dismiss: string };
  /** Its twin of each page it has, each under `/<code>`. */
  paths: Partial<Record<PageKey, string>>;
  /**
   * How a call on its pages makes the placement's assistant speak it, when the language has no
   * assistant of its own (VAPI_ASSISTANT_ID_<CODE>): the transcriber's language (Deepgram's code)
   * and the assistant's first sentence. The prompt's `{{language}}` is `name` in every language.
   */
  assistant: {
    transcriberLanguage: NonNullable<DeepgramTranscriber["language"]>;
    firstMessage: string;
  };
  contactForm: Translation<typeof contactForm>;
  voiceLeads: Translation<typeof voiceLeads>;
  /** What the booking tools tell the assistant. */
  bookingAssistant: Translation<typeof bookingAnswers>;
  /** The visitor's e-mails about a booking made in the language, and its invitation. */
  bookingMail: Translation<typeof bookingMail>;
  /** The booking service's and the booking form's refusals, on the language's pages. */
  bookingRefusals: Translation<typeof bookingRefusals>;
}
