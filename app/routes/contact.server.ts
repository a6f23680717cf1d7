import { data } from "react-router";
import { contactForm } from "../../core/content/contact-form";
import { isInterest } from "../../core/content/interests";
import {
  outcomeHeaders,
  outcomeStatus,
  type SubmissionOutcome,
} from "../../core/contact/submission-outcome";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const interest = new URL(request.url).searchParams.get("interest") ?? "";
  return {
    formToken: context.contact?.issueFormToken() ?? "",
    interest: isInterest(interest) ? interest : "",
  };
}

/** The form posted without JavaScript (or `POST /` from a browser navigation, forwarded here). */
export async function action({ request, context }: Route.ActionArgs) {
  const { contact, clientIp = "" } = context;
  const outcome: SubmissionOutcome = contact
    ? await contact.submit(request, clientIp)
    : { kind: "refused", status: 503, message: contactForm.refused.unavailable };
  return data(outcome, { status: outcomeStatus(outcome), headers: outcomeHeaders(outcome) });
}
