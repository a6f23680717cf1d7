import { FORM_SOURCE } from "../../core/contact/inquiry-record";
import { FORM_NAME } from "../../core/contact/inquiry-fields";
import type { SubmissionOutcome } from "../../core/contact/submission-outcome";
import type { ContactService, InquiryWayIn } from "../inquiries/contact-service";
import type { LeadSource } from "../inquiries/lead-source";

/** The contact form (the contact page, `POST /`): its fields are all a lead has. */
export const formWayIn: InquiryWayIn = {
  source: FORM_SOURCE,
  formName: FORM_NAME,
  placement: "contact",
  readOrigin: () => ({}),
};

/** The form's leads are delivered with the spec's fields alone. */
export const formLeadSource: LeadSource = { source: FORM_SOURCE, label: "Form" };

/** The contact form's door to the pipeline, as the contact page's loader and action use it. */
export interface ContactFormService {
  submit(request: Request, clientIp: string): Promise<SubmissionOutcome>;
  /** The signed render time the form sends back. */
  issueFormToken(): string;
}

export const contactFormService = (contact: ContactService): ContactFormService => ({
  submit: (request, clientIp) => contact.submit(request, clientIp, formWayIn),
  issueFormToken: () => contact.issueFormToken(),
});
