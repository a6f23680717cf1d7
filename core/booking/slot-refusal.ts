import { slotRefusals } from "../content/booking";
import type { Words } from "../content/translation";
import type { MeetingType } from "./availability-schema";
import type { StartRefusal } from "./slot-check";

/**
 * What to tell a visitor, or to have the assistant say, when a start cannot be booked: one
 * sentence per reason, with the meeting type's own notice and horizon, in the language of `words`
 * (a language's `bookingRefusals.slots`; the source's when not given).
 */
export function refusalMessage(
  reason: StartRefusal | "malformed",
  meetingType: MeetingType,
  words: Words<typeof slotRefusals> = slotRefusals,
): string {
  switch (reason) {
    case "malformed":
      return words.malformed;
    case "past":
      return words.past;
    case "too-soon":
      return words.tooSoon(meetingType.minimumNoticeMinutes);
    case "beyond-horizon":
      return words.beyondHorizon(meetingType.horizonDays);
    case "outside-hours":
      return words.outsideHours;
    case "day-full":
      return words.dayFull;
    case "taken":
      return words.taken;
  }
}
