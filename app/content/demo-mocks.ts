/** Copy of the home page's demo tabs besides the voice one (loaded only when a tab opens). */

/** The chat tab's header and the example conversation it shows until the visitor writes. */
export const chatMock = {
  assistantName: "Sunny, the Sunward assistant",
  status: "Online · replies instantly",
  messages: [
    { from: "bot", text: "Hi there! I'm Sunny. How can I help your business today?" },
    { from: "visitor", text: "Can your chatbot book appointments for my salon?" },
    {
      from: "bot",
      text: "Absolutely. I check your live calendar, offer open slots and send a confirmation text, all inside the chat.",
    },
    { from: "visitor", text: "Nice. Does it work at night too?" },
    {
      from: "bot",
      text: "24/7, weekends included. Want me to set up a free demo with the team?",
    },
  ],
} as const;

export const websiteMock = {
  address: "brightline-painting.example",
  siteName: "Brightline Painting",
  headline: "Fresh walls. Zero hassle.",
  copy: "Get an instant quote from our AI assistant, day or night.",
  cta: "Book a free estimate",
  chatBubble: "Hi! Want a quote for interior or exterior painting?",
  caption: "A preview of a website we build: AI chat and voice on every page, booking built in.",
} as const;
