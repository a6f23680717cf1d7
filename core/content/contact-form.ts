import { interestOptions, interestPlaceholder, type Interest } from "./interests";
import { contactInfo } from "./site";
import type { Words } from "./translation";

/**
 * Every word of the contact form, its states and its errors. The browser gets them with the
 * contact page's data, so a sentence with a value in it is a template for `fill` (format.ts).
 */
export const contactForm = {
  heading: "Send Us a Message",
  intro: "Tell us a little about your business. Fields marked * are required.",
  fields: {
    name: { label: "Name", placeholder: "Your full name", autoComplete: "name" },
    email: { label: "Email", placeholder: "you@company.com", autoComplete: "email" },
    company: { label: "Company", placeholder: "Your company", autoComplete: "organization" },
    phone: { label: "Phone", placeholder: "(555) 123-4567", autoComplete: "tel" },
    interest: { label: "I'm interested in" },
    message: {
      label: "Message",
      placeholder: "What would you like AI to do for your business?",
      autoComplete: "off",
    },
  },
  /** The option list shows these; the value posted and stored is the interest itself. */
  interests: {
    placeholder: interestPlaceholder,
    labels: Object.fromEntries(interestOptions.map((option) => [option, option])) as Record<
      Interest,
      string
    >,
  },
  requiredMark: "*",
  requiredHint: "required",
  /** Counter under the message box. */
  characterCount: "{count} / {max} characters",
  submit: "Send Message",
  sending: "Sending...",
  sendingStatus: "Sending your message...",
  thankYou: {
    title: "Thank You!",
    message: `We've received your message and will get back to you ${contactInfo.replyTime}.`,
    again: "Send Another Message",
  },
  /** The alert after a failed submit; `{message}` is what went wrong, without its full stop. */
  failure:
    "There was an error submitting your message: {message}. Please try again or contact us directly.",
  unknownError: "Unknown error",
  /** The server answered, but not with success. */
  notOk: "Form submission failed. Please try again.",
  fieldErrorsSummary: "Please check the highlighted fields.",
  errors: {
    required: {
      name: "Please enter your name.",
      email: "Please enter your e-mail address.",
      message: "Please enter a message.",
    },
    email: "Please enter a valid e-mail address, such as name@company.com.",
    interest: "Please choose one of the listed options.",
    tooLong: "{label} can be at most {max} characters. Please shorten it.",
  },
  /** Answers to posts the server refuses; the form shows them in its alert. */
  refused: {
    crossSite: "This form can only be sent from our own website.",
    tooLarge: "Your message is too large to send. Please shorten it.",
    unsupportedType: "The form must be sent as a regular web form.",
    unreadable: "The form could not be read. Please try again.",
    unknownForm: "This address only accepts the contact form.",
    unavailable: "Messages cannot be received right now.",
    notStored:
      "Your message could not be saved just now, so it was not received. Please try again in a minute.",
    rateLimited: {
      one: "You have sent several messages in a short time; please wait {minutes} minute before sending another",
      other:
        "You have sent several messages in a short time; please wait {minutes} minutes before sending another",
    },
  },
} as const;

/** The contact form's words in any language (core/content/<code>/contact-form.ts translates them). */
export type ContactFormWords = Words<typeof contactForm>;
