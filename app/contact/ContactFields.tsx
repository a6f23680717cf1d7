import { AlertCircle, ChevronDown } from "lucide";
import { Icon } from "~/ui/Icon";
import type { ContactFormWords } from "../../core/content/contact-form";
import { fill, groupDigits } from "../../core/content/format";
import { interestOptions } from "../../core/content/interests";
import { INQUIRY_LIMITS, type InquiryField } from "../../core/contact/inquiry-fields";

const inputClass =
  "block w-full rounded-xl border border-surface-300 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition placeholder:text-ink-400 hover:border-surface-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none aria-invalid:border-danger-500 aria-invalid:focus:ring-danger-500/15";

/** What every field of the form takes: its words, value and error, and where an edit goes. */
interface FieldProps {
  words: ContactFormWords;
  value: string;
  error?: string;
  onEdit: (field: InquiryField, value: string) => void;
}

type TextFieldName = Exclude<InquiryField, "interest" | "message">;

export function TextField({
  words,
  field,
  type = "text",
  required = false,
  value,
  error,
  onEdit,
}: FieldProps & {
  field: TextFieldName;
  type?: "text" | "email" | "tel";
  required?: boolean;
}) {
  const copy = words.fields[field];
  return (
    <FieldShell words={words} field={field} required={required} error={error}>
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        required={required}
        value={value}
        onChange={(event) => onEdit(field, event.target.value)}
        placeholder={copy.placeholder}
        autoComplete={copy.autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `contact-${field}-error` : undefined}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function InterestField({ words, value, error, onEdit }: FieldProps) {
  return (
    <FieldShell words={words} field="interest" error={error} className="sm:col-span-2">
      {/* The arrow is drawn in the page, not as a background image: Chromium draws an SVG image as a
          document of its own on the main thread (docs/decisions/018-counted-main-thread-work.md). */}
      <div className="relative">
        <select
          id="contact-interest"
          name="interest"
          value={value}
          onChange={(event) => onEdit("interest", event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "contact-interest-error" : undefined}
          className={`${inputClass} appearance-none pr-11`}
        >
          <option value="">{words.interests.placeholder}</option>
          {interestOptions.map((option) => (
            <option key={option} value={option}>
              {words.interests.labels[option]}
            </option>
          ))}
        </select>
        <Icon
          icon={ChevronDown}
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-500"
        />
      </div>
    </FieldShell>
  );
}

/** The message, with a count of its characters against the limit that turns red beyond it. */
export function MessageField({ words, value, error, onEdit }: FieldProps) {
  return (
    <FieldShell words={words} field="message" required error={error} className="sm:col-span-2">
      <textarea
        id="contact-message"
        name="message"
        rows={6}
        required
        value={value}
        onChange={(event) => onEdit("message", event.target.value)}
        placeholder={words.fields.message.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`contact-message-count${error ? " contact-message-error" : ""}`}
        className={`${inputClass} min-h-40 resize-y`}
      />
      <p
        id="contact-message-count"
        className={`mt-2 text-right text-xs tabular-nums ${
          value.length > INQUIRY_LIMITS.message ? "font-semibold text-danger-700" : "text-ink-500"
        }`}
      >
        {fill(words.characterCount, {
          count: groupDigits(value.length),
          max: groupDigits(INQUIRY_LIMITS.message),
        })}
      </p>
    </FieldShell>
  );
}

function FieldShell({
  words,
  field,
  required = false,
  error,
  className = "",
  children,
}: {
  words: ContactFormWords;
  field: InquiryField;
  required?: boolean;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={`contact-${field}`} className="mb-2 block text-sm font-semibold text-ink-800">
        {words.fields[field].label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand-600">
            {words.requiredMark}
          </span>
        )}
      </label>
      {children}
      {error && (
        <p
          id={`contact-${field}-error`}
          className="mt-2 flex items-start gap-1.5 text-sm text-danger-700"
        >
          <Icon icon={AlertCircle} className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
