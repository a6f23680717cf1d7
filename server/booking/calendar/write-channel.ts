import {
  DELIVERY_TIMEOUT_MS,
  describeError,
  type DeliverySender,
  type DeliveryWork,
  type SendResult,
} from "../../inquiries/delivery-channel";
import type { BookingWork } from "../messages/work";
import { CalendarWriteError, createCalendarWriter, type CalDavAccount } from "./write";
import { teamCalendarObject, type TeamCalendarPlace } from "./write-event";

/**
 * The outbox's `calendar` channel: each delivery writes what the booking is now, whichever of its
 * events caused it. A cancelled booking is removed, any other put at its state: retries, and
 * deliveries claimed out of order, all end with the calendar holding the booking's latest state.
 */
export function createCalendarSender({
  account,
  place,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  now = () => new Date(),
}: {
  account: CalDavAccount;
  /** Asked at each write: staff may change the agency's zone between two. */
  place: () => Promise<TeamCalendarPlace>;
  timeoutMs?: number;
  now?: () => Date;
}): DeliverySender<BookingWork> {
  const writer = createCalendarWriter(account, { timeoutMs });
  async function write({ subject: work }: DeliveryWork<BookingWork>): Promise<SendResult> {
    if (!work) return { ok: true, detail: "not needed: not about a booking" };
    const { booking, meetingType } = work;
    if (booking.status === "cancelled") {
      return { ok: true, detail: `event ${await writer.remove(booking.invitationUid)}` };
    }
    const object = teamCalendarObject(booking, meetingType, await place(), now());
    const outcome = await writer.put({
      uid: booking.invitationUid,
      sequence: booking.sequence,
      object,
    });
    return { ok: true, detail: `event ${outcome}` };
  }
  return {
    channel: "calendar",
    async send(work) {
      try {
        return await write(work);
      } catch (error) {
        // A write refused in words, or the agency's settings not read (the database away).
        const detail =
          error instanceof CalendarWriteError ? error.message : describeError(error, timeoutMs);
        return { ok: false, detail };
      }
    },
  };
}
