import { brand, contactInfo } from "../../core/content/site";
import { chatPrivacyAnchor, voicePrivacyAnchor } from "./privacy-anchors";
import { voiceConsent } from "./voice-consent";

export interface LegalSection {
  /** The section's anchor, for links into it. */
  id?: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

const lastUpdated = "Last updated: January 2024";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated,
  intro: `${brand.legalName} ("${brand.name}", "we", "us") respects your privacy. This policy explains what information this website collects, why, and the choices you have.`,
  sections: [
    {
      heading: "Information you give us",
      paragraphs: [
        "When you send an inquiry through our contact form we receive the details you enter:",
      ],
      list: [
        "your name and e-mail address",
        "optionally, your company and phone number",
        "the service you are interested in and your message",
        "the language of the page you wrote from, so that we answer you in it",
      ],
    },
    {
      id: voicePrivacyAnchor,
      heading: "Voice demo conversations",
      paragraphs: [
        "Before your first voice call in a browser, we tell you the following and ask for your consent; we ask again whenever this wording changes.",
        ...voiceConsent.disclosure,
        'Only when you press "Start the call" does your browser ask for permission to use your microphone and stream your voice to the provider so the AI can understand and answer you. You can end the call at any time.',
      ],
    },
    {
      id: chatPrivacyAnchor,
      heading: "Chat conversations",
      paragraphs: [
        "Our chat is answered by an AI assistant, not a person; the chat says so before your first message. What you write in it is sent to our chat provider, Vapi, which processes it to write the assistant's answers and to let the assistant follow the conversation.",
        'We receive a conversation only when you choose "Send this conversation to the team" and give your name and e-mail address (and, if you like, your phone number), or when you ask the assistant in the chat to book a consultation or pass on your details. We then keep the conversation with your inquiry, handle it as this policy says for inquiries, and erase it with them.',
      ],
    },
    {
      heading: "Appointments",
      paragraphs: [
        "When you book an appointment, on our booking page or with the assistant by voice or in chat, we keep the meeting's time, your name, your e-mail address and/or phone number, your time zone, any notes you give, how you booked, and a log of each change to the booking (when it was made, moved or cancelled, and by whom). The link in your booking's confirmation carries a secret key; we keep only a one-way fingerprint of it. To count how many appointments one connection or one conversation holds, we also keep a one-way fingerprint of your connection's address (for IPv6, of its network) and the call or chat it was made in.",
        "A time you choose is first only held for you, for 15 minutes: we e-mail you a 6-digit code, and it becomes a booking once you type the code on the page, or read it to the assistant. On a phone call, the number you call from can confirm it instead. Until then nobody at our agency is told of it; a hold that is not confirmed is given back and deleted, with everything you typed, within the hour.",
        "What we e-mail you about a booking carries only our own words, the meeting's details and your first name: never the notes you typed, which only our team reads.",
        "We keep a booking for one year after its meeting, or for as long as we keep your inquiries if that is shorter: when an inquiry of yours is deleted, the bookings that belong to it go with it (once any still to come has taken place). When a booking is deleted or erased, its event is also removed from our team's calendar.",
      ],
    },
    {
      heading: "Information collected automatically",
      paragraphs: [
        "Our servers keep short technical logs (such as the page requested, the time and an anonymised request identifier) to keep the site secure and working. We do not use advertising cookies or cross-site tracking.",
      ],
    },
    {
      id: "visit-counting",
      heading: "How we count visits",
      paragraphs: [
        "We count visits ourselves, on our own server, without cookies and without storing anything in your browser. No third party receives anything about your visit.",
        "For each page you view we keep: the page's address (for a page that does not exist, only that it was not found), the website that linked to it (its name only, such as news.example), the campaign tags in the link if any (utm_source, utm_medium and utm_campaign), the kind of device (phone, tablet or desktop) and the time. We also count these steps, each with the page and the place on it (the home page's top, its demo, the contact page or the floating widget): pressing a call button, agreeing to the call's recording, the call connecting, starting a chat, sending the contact form, and an inquiry being received.",
        "To tell one visitor from another within a single day, our server combines your network address and your browser's name and version with a random value that changes every day, and keeps only the scrambled result. Your address and your browser's details are never stored. The random value of each day is deleted after two days, after which nobody, including us, can link that day's counts to any address. The same visitor on another day counts as a new visitor.",
        "So that an inquiry you send can note where your visit began, the first page you view each day, with the website or campaign that brought you, is also kept for two days beside the scrambled result described above. When you send us an inquiry that day, we keep them with your inquiry. None of this identifies you: it tells us which pages and sources bring inquiries.",
        "We keep the individual counts for 90 days and then only daily totals (such as the number of views of each page on each day), which are kept; each day's less frequent websites and campaigns are counted together there, without their names.",
      ],
    },
    {
      heading: "How we use information",
      paragraphs: ["We use the information we receive only to:"],
      list: [
        "answer your inquiry and provide the services you ask for",
        "run the voice demo you start and answer you in the chat",
        "protect the website against spam and abuse",
        "meet our legal obligations",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We do not sell your personal information. We share it only with service providers that help us run this website, answer inquiries and operate the voice demo and the chat, under agreements that limit their use of it, or when the law requires us to.",
      ],
    },
    {
      heading: "Retention and security",
      paragraphs: [
        "We keep inquiries, and the records of voice demo calls that left your details, for as long as we need them to respond and to keep business records, and then delete them. Messages our systems hold as suspected spam are deleted automatically after 30 days. We protect the information we hold with reasonable technical and organisational measures, although no method of transmission over the internet is completely secure.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        `You may ask us to access, correct or delete the personal information we hold about you by writing to ${contactInfo.email}. We will answer within a reasonable time.`,
        "When you ask us to delete your information, we erase every inquiry, voice call record and appointment that carries your e-mail address (or, if you gave us only a phone number, your phone number), together with our notes on it, our replies to it and its delivery records, and remove your appointments from our team's calendar. We keep only a one-way fingerprint of the address or number, which cannot be turned back into it, as proof that the request was carried out.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is intended for businesses and is not directed at children under 13. We do not knowingly collect their personal information.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update this policy from time to time; the date above shows the latest version. Questions? Contact us at ${contactInfo.email} or ${contactInfo.phoneDisplay}.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated,
  intro: `These terms govern your use of this website and of the services offered by ${brand.legalName}, a Florida limited liability company ("${brand.name}", "we", "us"). By using the website you agree to them.`,
  sections: [
    {
      heading: "Use of the website",
      paragraphs: [
        "You may browse the website, send inquiries and try the voice demo for lawful purposes. You agree not to misuse the website, interfere with its operation, attempt to gain unauthorised access, or submit content that is unlawful, misleading or harmful.",
      ],
    },
    {
      heading: "Voice demo",
      paragraphs: [
        "The voice demo is provided for evaluation only. Its answers are generated by AI, may be inaccurate and are not professional advice or a binding offer. Do not share sensitive personal information during a demo call.",
      ],
    },
    {
      heading: "Services and quotes",
      paragraphs: [
        "Descriptions of our services on this website are general information. Any project is governed by a separate written agreement or statement of work, which prevails over these terms where they differ.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The website, its text, design and graphics belong to ${brand.legalName} or its licensors. You may not copy or reuse them without our written permission, except as the law allows.`,
      ],
    },
    {
      heading: "Disclaimer",
      paragraphs: [
        'The website is provided "as is" and "as available" without warranties of any kind, to the fullest extent permitted by law.',
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${brand.legalName} is not liable for any indirect, incidental or consequential damages arising from your use of the website or the voice demo.`,
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules. Any dispute shall be brought in the state or federal courts located in Florida.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms from time to time; the date above shows the latest version. Questions? Contact us at ${contactInfo.email}.`,
      ],
    },
  ],
};
