import { brand } from "../../core/content/site";

export const homeHero = {
  eyebrow: "AI voice agents · chatbots · automation",
  headlineLead: "Your business, answered by",
  headlineHighlight: "AI that sounds human",
  copy: `Since ${brand.servingSinceYear}, ${brand.name} has built voice agents, chatbots and AI-powered websites that answer every call, book every appointment and follow up on every lead, so you can get back to the work you love.`,
  primaryCta: { label: "Start Your AI Journey", to: "/contact" },
  callHint: "Talk to our AI receptionist right in your browser.",
} as const;

/** The illustrative live-call card beside the hero headline. */
export const heroCallPreview = {
  status: "Live call",
  duration: "00:42",
  agent: "Sunny · AI receptionist",
  lines: [
    { from: "caller", text: "Hi, can I get an estimate for my kitchen this week?" },
    {
      from: "agent",
      text: "Of course! I have Thursday at 10:30 AM or Friday at 2 PM. Which works?",
    },
    { from: "caller", text: "Thursday, please." },
  ],
  outcome: "Appointment booked · Thu 10:30 AM",
} as const;

export const capabilitiesSection = {
  eyebrow: "What we build",
  title: "Cutting-Edge AI Capabilities",
  intro:
    "Nine ways we put AI to work for you, from the first ring of the phone to the last follow-up e-mail.",
} as const;

export const demoSection = {
  eyebrow: "Live demo",
  title: "Experience AI in Action",
  intro:
    "Talk or write to our AI assistant for real, or look at what an AI-powered website feels like.",
  tabs: {
    voice: {
      label: "Voice AI Agent",
      title: "Talk to a live AI voice agent",
      copy: "Press the button, allow your microphone and ask anything you would ask a receptionist: opening hours, prices, or to book an appointment.",
      tips: ["Ask about our services", "Book a demo appointment", "Interrupt it: it listens"],
    },
    chat: {
      label: "Chatbot Demo",
      /** Shown without JavaScript, when the tabs cannot open. */
      needsScript: "The Chatbot Demo needs JavaScript: turn it on to chat with our assistant.",
      writeInstead: "Or write to us instead",
    },
    website: { label: "AI-Powered Website" },
  },
} as const;

export const testimonialsSection = {
  eyebrow: "Client stories",
  title: "Trusted by Industry Leaders",
  intro: "Small teams, big results: what our clients say after going live.",
  carouselLabel: "Client testimonials",
  /** What a screen reader calls the carousel and each of its slides. */
  carouselRole: "carousel",
  slideRole: "slide",
  /** The stars of a testimonial. */
  ratingLabel: "Rated {rating} out of 5",
  previousLabel: "Previous testimonial",
  nextLabel: "Next testimonial",
  pauseLabel: "Pause testimonials",
  playLabel: "Play testimonials",
  slideLabel: "{position} of {total}",
  dotLabel: "Show testimonial {position} of {total}: {name}",
} as const;

export const closingCta = {
  title: "Ready to put AI to work?",
  copy: "Book a free demo and see how a voice agent, a chatbot or an AI-powered website fits your business. No jargon, no obligation.",
  primary: { label: "Schedule Free Demo", to: "/contact" },
  secondary: { label: "Explore Solutions", to: "/products" },
} as const;
