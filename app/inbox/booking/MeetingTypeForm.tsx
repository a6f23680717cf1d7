import { Form } from "react-router";
import type { MeetingType } from "../../../core/booking/availability-schema";
import { availabilityPage } from "~/content/inbox-booking";
import { Field } from "~/inbox/Field";
import { primaryButton } from "~/inbox/styles";

const words = availabilityPage.meetingTypes;

const numberFields = [
  "lengthMinutes",
  "bufferBeforeMinutes",
  "bufferAfterMinutes",
  "minimumNoticeMinutes",
  "horizonDays",
  "slotStepMinutes",
] as const;

/** One meeting type's rules, saved as a whole. */
export function MeetingTypeForm({ type }: { type: MeetingType }) {
  return (
    <Form method="post" className="space-y-4" aria-label={type.name}>
      <input type="hidden" name="intent" value="meeting-type" />
      <input type="hidden" name="id" value={type.id} />
      <Field label={words.name} name="name" defaultValue={type.name} required maxLength={100} />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {numberFields.map((field) => (
          <Field
            key={field}
            label={words[field]}
            name={field}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            defaultValue={type[field]}
          />
        ))}
        <Field
          label={words.maxPerDay}
          name="maxPerDay"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={words.maxPerDayHint}
          defaultValue={type.maxPerDay ?? ""}
        />
      </div>
      <button type="submit" className={primaryButton}>
        {words.save(type.name)}
      </button>
    </Form>
  );
}
