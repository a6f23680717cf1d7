import { CalendarCheck, Loader2 } from "lucide";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { RENDERED_AT_FIELD } from "../../core/contact/inquiry-fields";
import { Honeypot } from "~/ui/Honeypot";
import { Icon } from "~/ui/Icon";
import { primaryButton } from "~/ui/styles";
import { bookingInput, chipIdle, sectionHeading } from "./booking-styles";
import type { BookingWords, SlotView } from "./booking-views";
import { AlertRegion } from "./AlertRegion";
import { RadioTile } from "./RadioTile";

const NOTES_MAX = 2000;

/** The visitor's contact fields, with the bounds the booking store keeps. */
const textFields = [
  { name: "name", required: true, maxLength: 200, autoComplete: "name" },
  { name: "email", type: "email", required: true, maxLength: 254, autoComplete: "email" },
  { name: "phone", type: "tel", maxLength: 32, autoComplete: "tel" },
] as const;

export interface DetailsRefusal {
  message: string;
  next: SlotView[];
  values: Record<string, string> | null;
  formToken: string;
}

/**
 * The chosen time and the visitor's details: a plain POST form that books without JavaScript.
 * A refusal comes back as typed, its words beside the button; a taken time offers the next free
 * ones to choose from in the same form.
 */
export function BookingDetailsForm({
  copy,
  typeId,
  zone,
  start,
  formToken,
  changeTimeHref,
  refusal,
}: {
  copy: BookingWords["page"]["details"];
  typeId: string;
  zone: string;
  start: { iso: string; words: string };
  formToken: string;
  changeTimeHref: string;
  refusal: DetailsRefusal | null;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);
  const typed = refusal?.values ?? {};
  const alternatives = refusal?.next ?? [];

  return (
    <Form method="post" aria-labelledby="booking-details-heading" aria-busy={sending}>
      <input type="hidden" name="type" value={typeId} />
      <input type="hidden" name="tz" value={zone} />
      <input type="hidden" name={RENDERED_AT_FIELD} value={refusal?.formToken || formToken} />
      <Honeypot />

      {alternatives.length > 0 ? null : (
        <div
          id="booking-chosen"
          tabIndex={-1}
          className="flex scroll-mt-24 flex-col gap-4 rounded-2xl bg-brand-50 p-5 focus:outline-none sm:flex-row sm:items-center sm:justify-between"
        >
          <input type="hidden" name="start" value={start.iso} />
          <p className="flex items-start gap-3">
            <Icon icon={CalendarCheck} className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <span>
              <span className="block text-sm font-semibold text-brand-700">{copy.chosen}</span>
              <span className="block text-lg font-semibold text-ink-950">{start.words}</span>
            </span>
          </p>
          <Link to={changeTimeHref} className={`${chipIdle} shrink-0`}>
            {copy.changeTime}
          </Link>
        </div>
      )}

      <fieldset className="mt-8">
        <legend id="booking-details-heading" className={sectionHeading}>
          {copy.heading}
        </legend>
        <div className="mt-5 grid gap-x-5 gap-y-5 sm:grid-cols-2">
          {textFields.map((field) => (
            <TextField key={field.name} {...field} label={copy[field.name]} typed={typed} />
          ))}
          <Field id="booking-notes" label={copy.notes} className="sm:col-span-2">
            <textarea
              id="booking-notes"
              name="notes"
              rows={4}
              maxLength={NOTES_MAX}
              aria-describedby="booking-notes-hint"
              defaultValue={typed.notes}
              className={bookingInput}
            />
            <p id="booking-notes-hint" className="mt-1.5 text-sm text-ink-600">
              {copy.notesHint}
            </p>
          </Field>
        </div>
      </fieldset>

      {/* Near the button the visitor pressed, present before any message arrives. */}
      <AlertRegion ref={alertRef} message={refusal?.message} className="mt-6" />
      {/* A time just taken: the next free ones between the words and the button that books. */}
      {alternatives.length > 0 ? (
        <fieldset className="mt-6">
          <legend className={sectionHeading}>{copy.pickAnother}</legend>
          <div className="mt-4 grid gap-2 sm:grid-cols-3">
            {alternatives.map((slot, index) => (
              <RadioTile
                key={slot.start}
                name="start"
                value={slot.start}
                checked={index === 0}
                required
                className={`${chipIdle} w-full peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white`}
              >
                {slot.words}
              </RadioTile>
            ))}
          </div>
        </fieldset>
      ) : null}

      <button
        type="submit"
        disabled={sending}
        className={`${primaryButton} mt-6 w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto`}
      >
        <Icon
          icon={sending ? Loader2 : CalendarCheck}
          className={`size-5 ${sending ? "animate-spin" : ""}`}
        />
        {sending ? copy.sending : copy.submit}
      </button>
    </Form>
  );
}

function Field({
  id,
  label,
  className = "",
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

function TextField({
  name,
  label,
  typed,
  type = "text",
  required = false,
  maxLength,
  autoComplete,
}: {
  name: "name" | "email" | "phone";
  label: string;
  typed: Record<string, string>;
  type?: "text" | "email" | "tel";
  required?: boolean;
  maxLength: number;
  autoComplete: string;
}) {
  const id = `booking-${name}`;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        defaultValue={typed[name]}
        className={bookingInput}
      />
    </Field>
  );
}
