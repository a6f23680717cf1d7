import { contactInfo } from "../../core/content/site";

export const contactHero = {
  eyebrow: "Contact",
  title: "Let's Build Your AI Advantage",
  copy: `Tell us about your business and what you'd like to automate. We reply ${contactInfo.replyTime}.`,
} as const;

export const contactDetails = {
  title: "Get in Touch",
  intro: "Prefer e-mail or phone? Reach us directly.",
  emailLabel: "E-mail",
  phoneLabel: "Phone",
  locationLabel: "Location",
  socialHeading: "Follow us",
} as const;

export const appointmentPanel = {
  title: "Book an Appointment with AI",
  copy: "Skip the form: talk to our AI assistant right now and it will book a time with our team.",
  steps: [
    "Press the button and allow your microphone",
    "Tell it what you need",
    "Pick a time that suits you",
  ],
  /** For a visitor who would rather click than talk: the /book page. */
  bookYourself: "Or pick a time yourself",
} as const;
