import { data } from "react-router";
import { contactForm } from "../../core/content/contact-form";
import { isInterest } from "../../core/content/interests";
import type { Route } from "../routes/+types/contact";
import {
  outcomeHeaders,
  outcomeStatus,
  type SubmissionOutcome,
} from "../../core/contact/submission-outcome";

/** What the server puts in the load context for the contact route (server/app.ts). */
export interface ContactContext {
  contact: {
    submit(request: Request, clientIp: string): Promise<SubmissionOutcome>;
    issueFormToken(): string;
  };
  clientIp: string;
}

function contactContext(context: unknown): ContactContext | null {
  const candidate = context as Partial<ContactContext> | null | undefined;
  return candidate?.contact && typeof candidate.clientIp === "string"
    ? (candidate as ContactContext)
    : null;
}

export async function contactLoader({ request, context }: Route.LoaderArgs) {
  const interest = new URL(request.url).searchParams.get("interest") ?? "";
  return {
    formToken: contactContext(context)?.contact.issueFormToken() ?? "",
    interest: isInterest(interest) ? interest : "",
  };
}

/** The form posted without JavaScript (or `POST /` from a browser navigation, forwarded here). */
export async function contactAction({ request, context }: Route.ActionArgs) {
  const ctx = contactContext(context);
  const outcome: SubmissionOutcome = ctx
    ? await ctx.contact.submit(request, ctx.clientIp)
    : { kind: "refused", status: 503, message: contactForm.refused.unavailable };
  return data(outcome, { status: outcomeStatus(outcome), headers: outcomeHeaders(outcome) });
}
