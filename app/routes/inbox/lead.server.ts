import { data, redirect } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { writtenText } from "../../../server/inbox/lead-desk";
import { inboxErrors, leadPage } from "~/content/inbox";
import { requireStaff } from "~/inbox/inbox-context.server";
import {
  isLeadStatus,
  NOTE_MAX_LENGTH,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "../../../core/inbox/lead-rules";
import type { Route } from "./+types/lead";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { leads, replyByEmail } = requireStaff(request, context);
  const lead = await leads.get(params.id);
  if (!lead) throw data(leadPage.notFound, { status: 404 });
  return { lead, replyByEmail, now: new Date().toISOString() };
}

export type Problems = Partial<Record<"status" | "note" | "subject" | "body" | "erase", string>>;

const refused = (errors: Problems, values: Record<string, string> = {}) =>
  data({ errors, values, notice: null }, { status: 400 });
const done = (notice: string) => ({ errors: {} as Problems, values: {}, notice });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { leads, staff } = requireStaff(request, context);
  const id = params.id;
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? "");
  const notFound = () => data(leadPage.notFound, { status: 404 });

  switch (form.get("intent")) {
    case "status": {
      const status = form.get("status");
      if (!isLeadStatus(status)) return refused({ status: leadPage.status.invalid });
      if (!(await leads.setStatus(id, status, staff.email))) throw notFound();
      return done(leadPage.status.saved);
    }
    case "note": {
      const note = writtenText(form.get("note"), NOTE_MAX_LENGTH);
      if (note === null) {
        return refused({ note: leadPage.notes.invalid(NOTE_MAX_LENGTH) }, { note: text("note") });
      }
      if (!(await leads.addNote(id, note, staff.email))) throw notFound();
      return done(leadPage.notes.added);
    }
    case "reply": {
      const subject = writtenText(form.get("subject"), REPLY_SUBJECT_MAX_LENGTH);
      const body = writtenText(form.get("body"), REPLY_BODY_MAX_LENGTH);
      if (subject === null || body === null) {
        return refused(
          {
            subject:
              subject === null
                ? leadPage.reply.invalidSubject(REPLY_SUBJECT_MAX_LENGTH)
                : undefined,
            body: body === null ? leadPage.reply.invalidBody(REPLY_BODY_MAX_LENGTH) : undefined,
          },
          { subject: text("subject"), body: text("body") },
        );
      }
      if (!(await leads.reply(id, { subject, body }, staff.email))) {
        return refused({ body: leadPage.reply.noEmail });
      }
      return done(leadPage.reply.queued);
    }
    case "resend": {
      if (!(await leads.resend(id, text("delivery"), staff.email))) {
        return data(
          { errors: {}, values: {}, notice: leadPage.deliveries.notResent },
          { status: 409 },
        );
      }
      return done(leadPage.deliveries.resent);
    }
    case "erase": {
      if (form.get("confirm") !== "yes") return refused({ erase: leadPage.erase.mustConfirm });
      const lead = await leads.get(id);
      if (!lead) throw notFound();
      if (!lead.email) return refused({ erase: leadPage.erase.noEmail });
      const erased = await leads.erasePerson(lead.email, staff.email);
      throw redirect(`/inbox?erased=${erased.inquiries}`);
    }
    default:
      return data({ errors: {}, values: {}, notice: inboxErrors.unknownAction }, { status: 400 });
  }
}
