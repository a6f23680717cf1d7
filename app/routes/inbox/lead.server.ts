import { data, redirect } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { writtenText } from "../../../server/inbox/lead-desk";
import { inboxErrors, leadPage } from "~/content/inbox";
import { leadBookingsPanel } from "~/content/inbox-booking";
import { requireStaff } from "~/inbox/inbox-context.server";
import {
  NOTE_MAX_LENGTH,
  REPLY_BODY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "../../../core/inbox/lead-rules";
import { isLeadStatus } from "../../../core/contact/lead-status";
import {
  bookingChangeNotice,
  changeBooking,
  isBookingIntent,
} from "~/inbox/booking/booking-change.server";
import { bookingForm, type LeadAnswer, type Problems } from "~/inbox/lead/lead-answer";
import type { Route } from "./+types/lead";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { leads, bookings, replyByEmail } = requireStaff(request, context);
  const [lead, booked] = await Promise.all([leads.get(params.id), bookings.ofLead(params.id)]);
  if (!lead) throw data(leadPage.notFound, { status: 404 });
  return { lead, booked, replyByEmail, now: new Date().toISOString() };
}

const answer = (form: string, fields: Partial<Omit<LeadAnswer, "form">>): LeadAnswer => ({
  form,
  errors: {},
  values: {},
  notice: null,
  ...fields,
});
const refused = (form: string, errors: Problems, values: Record<string, string> = {}) =>
  data(answer(form, { errors, values }), { status: 400 });
const done = (form: string, notice: string) => answer(form, { notice });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { leads, bookings, staff } = requireStaff(request, context);
  const id = params.id;
  const form = await readForm(request);
  const text = (name: string) => String(form.get(name) ?? "");
  const notFound = () => data(leadPage.notFound, { status: 404 });
  const intent = form.get("intent");

  if (isBookingIntent(intent)) {
    // From a lead's page, only that lead's bookings: a stale or edited form changes nothing else.
    const bookingId = text("bookingId").slice(0, 64);
    const own = (await bookings.ofLead(id)).bookings.some(
      ({ booking }) => booking.id === bookingId,
    );
    if (!own) {
      return data(answer("page", { notice: leadBookingsPanel.notThisLeads }), { status: 404 });
    }
    const change = await changeBooking(bookings, staff.email, form);
    const from = bookingForm(change.bookingId);
    if (!change.ok) return data(answer(from, { problems: change.problems }), { status: 400 });
    return done(from, bookingChangeNotice(change.intent, change.answer.booking?.reference ?? ""));
  }

  switch (intent) {
    case "status": {
      const status = form.get("status");
      if (!isLeadStatus(status)) return refused("status", { status: leadPage.status.invalid });
      if (!(await leads.setStatus(id, status, staff.email))) throw notFound();
      return done("status", leadPage.status.saved);
    }
    case "note": {
      const note = writtenText(form.get("note"), NOTE_MAX_LENGTH);
      if (note === null) {
        return refused(
          "note",
          { note: leadPage.notes.invalid(NOTE_MAX_LENGTH) },
          { note: text("note") },
        );
      }
      if (!(await leads.addNote(id, note, staff.email))) throw notFound();
      return done("note", leadPage.notes.added);
    }
    case "reply": {
      const subject = writtenText(form.get("subject"), REPLY_SUBJECT_MAX_LENGTH);
      const body = writtenText(form.get("body"), REPLY_BODY_MAX_LENGTH);
      if (subject === null || body === null) {
        return refused(
          "reply",
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
        return refused("reply", { body: leadPage.reply.noEmail });
      }
      return done("reply", leadPage.reply.queued);
    }
    case "resend": {
      if (!(await leads.resend(id, text("delivery"), staff.email))) {
        return data(answer("page", { notice: leadPage.deliveries.notResent }), { status: 409 });
      }
      return done("page", leadPage.deliveries.resent);
    }
    case "erase": {
      if (form.get("confirm") !== "yes") {
        return refused("page", { erase: leadPage.erase.mustConfirm });
      }
      // The lead names the person: by its e-mail address, else by its phone number.
      const erased = await leads.erasePerson({ leadId: id }, staff.email);
      if (!erased.erased) throw notFound();
      throw redirect(`/inbox?erased=${erased.inquiries}`);
    }
    default:
      return data(answer("page", { notice: inboxErrors.unknownAction }), { status: 400 });
  }
}
