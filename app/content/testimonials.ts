export interface Testimonial {
  id: number;
  name: string;
  role: string;
  company: string;
  content: string;
  /** Stars out of five. */
  rating: 5;
  avatar: string;
}

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: "Marcus Delgado",
    role: "Managing Partner",
    company: "Keystone Wealth Strategies",
    content:
      "Sunward built custom Discord bots for our investor community. Members get answers, updates and onboarding instantly, and my team got hours back every single week.",
    rating: 5,
    avatar: "/images/testimonials/marcus-delgado.svg",
  },
  {
    id: 2,
    name: "Tanya Brooks",
    role: "Owner",
    company: "Brightline Painting & Services",
    content:
      "Our inbound voice agent answers every call and schedules estimates while we are on the job. We stopped missing leads the week it went live.",
    rating: 5,
    avatar: "/images/testimonials/tanya-brooks.svg",
  },
  {
    id: 3,
    name: "Luis Romero",
    role: "Founder",
    company: "Coastal Coat Painting Co.",
    content:
      "They rebuilt our website and added a voice agent that books consultations around the clock. Bookings are up and the site finally looks like the business we are.",
    rating: 5,
    avatar: "/images/testimonials/luis-romero.svg",
  },
];
