import { queueDeliveries, type QueuedDelivery } from "../../db/inquiry-store";
import type { DeliveryChannel } from "../../db/schema";

import type { Booking, BookingChange, BookingFollowUp } from "../store/booking";
import { withLead } from "./lead";
import { BOOKING_CHANNELS } from "./work";

export interface FollowUpOptions {
  /** The channels the configuration turns on: a booking's messages go out on those only. */
  channels: readonly DeliveryChannel[];
  /** How long before the start the reminder is due; null: no reminders. */
  reminderMs: number | null;
}

/**
 * A booking's change, followed up in its own transaction: the booking gets its lead, and the lead
 * the deliveries that tell of the change. Committed with the booking or not at all, so no booking
 * goes without its messages (and none is sent for a booking that was not made).
 */
export function createBookingFollowUp(options: FollowUpOptions): BookingFollowUp {
  return async (trx, change) => {
    // A no-show is for the lead's page only: nobody is told.
    if (change.action === "no-show") return change.booking;
    const booking = await withLead(trx, change.booking, change.at, change.callId);
    await queueDeliveries(trx, booking.leadId!, messagesOf({ ...change, booking }, options));
    return booking;
  };
}

/** The deliveries one change makes, each on a channel that is on and has something to do. */
export function messagesOf(
  change: BookingChange,
  { channels, reminderMs }: FollowUpOptions,
): QueuedDelivery[] {
  const { booking, at } = change;
  const due = (channel: DeliveryChannel, dueAt = at): QueuedDelivery => ({
    channel,
    dueAt,
    subjectId: change.eventId,
  });
  const reminderAt = reminderTime(booking, reminderMs);
  return BOOKING_CHANNELS.filter((channel) => channels.includes(channel)).flatMap((channel) => {
    switch (channel) {
      case "visitor":
        return booking.visitor.email ? [due(channel)] : [];
      case "reminder":
        // Only while the meeting is still ahead by more than the reminder's lead time.
        return booking.visitor.email &&
          change.action !== "cancelled" &&
          reminderAt &&
          reminderAt > at
          ? [due(channel, reminderAt)]
          : [];
      default:
        return [due(channel)];
    }
  });
}

const reminderTime = (booking: Booking, reminderMs: number | null) =>
  reminderMs === null ? null : new Date(Date.parse(booking.startsAt) - reminderMs);
