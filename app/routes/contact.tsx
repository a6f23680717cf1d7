import { ContactForm } from "~/contact/ContactForm";
import { contactAction, contactLoader } from "~/contact/contact-route.server";
import type { Route } from "./+types/contact";

export const loader = (args: Route.LoaderArgs) => contactLoader(args);
export const action = (args: Route.ActionArgs) => contactAction(args);

export default function Contact() {
  return (
    <>
      <h1>Contact</h1>
      <ContactForm />
    </>
  );
}
