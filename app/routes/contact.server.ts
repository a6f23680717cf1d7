import { data } from "react-router";
import { isInterest } from "../../core/content/interests";
import { siteLanguages } from "../../core/content/languages";
import {
  outcomeHeaders,
  outcomeStatus,
  type SubmissionOutcome,
} from "../../core/contact/submission-outcome";
import { languageOf, siteWords } from "~/language/site-words.server";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const interest = new URL(request.url).searchParams.get("interest") ?? "";
  const language = languageOf(request, context);
  return {
    formToken: context.contact?.issueFormToken() ?? "",
    interest: isInterest(interest) ? interest : "",
    words: { ...siteWords(language).contact, form: siteLanguages[language].contactForm },
  };
}

/** The form posted without JavaScript (or `POST /` from a browser navigation, forwarded here). */
export async function action({ request, context }: Route.ActionArgs) {
  const { contact, clientIp = "" } = context;
  const outcome: SubmissionOutcome = contact
    ? await contact.submit(request, clientIp)
    : {
        kind: "refused",
        status: 503,
        message: siteLanguages[languageOf(request, context)].contactForm.refused.unavailable,
      };
  return data(outcome, { status: outcomeStatus(outcome), headers: outcomeHeaders(outcome) });
}
