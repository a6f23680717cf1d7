import { slotRefusals } from "../content/booking";
import type { MeetingType } from "./availability-schema";
import type { StartRefusal } from "./slot-check";

/**
 * What to tell a visitor, or to have the assistant say, when a start cannot be booked: one
 * sentence per reason, with the meeting type's own notice and horizon.
 */
export function refusalMessage(
  reason: StartRefusal | "malformed",
  meetingType: MeetingType,
): string {
  switch (reason) {
    case "malformed":
      return slotRefusals.malformed;
    case "past":
      return slotRefusals.past;
    case "too-soon":
      return slotRefusals.tooSoon(meetingType.minimumNoticeMinutes);
    case "beyond-horizon":
      return slotRefusals.beyondHorizon(meetingType.horizonDays);
    case "outside-hours":
      return slotRefusals.outsideHours;
    case "day-full":
      return slotRefusals.dayFull;
    case "taken":
      return slotRefusals.taken;
  }
}
