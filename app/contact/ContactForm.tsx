/** Placeholder until the contact issue lands: the inquiry form of /contact. */
export function ContactForm() {
  return null;
}
