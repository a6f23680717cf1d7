import { Temporal } from "temporal-polyfill";
import { bookingStarts } from "./busy-time";
import { bookableWindow, freeSlots, isDayFull, type Slot, type SlotQuery } from "./free-slots";

type Settings = Pick<SlotQuery, "meetingType" | "availability" | "busy" | "now">;

export type StartRefusal =
  "past" | "too-soon" | "beyond-horizon" | "outside-hours" | "day-full" | "taken";

export type StartCheck = { free: true; slot: Slot } | { free: false; reason: StartRefusal };

/**
 * Whether `start` is a slot the engine offers right now. The verdict is the engine's own, so a
 * start that was offered is accepted and nothing else is; the reason only words a refusal.
 */
export function checkStart(settings: Settings, start: Temporal.Instant): StartCheck {
  const slot = slotStartingAt(settings, start);
  if (slot) return { free: true, slot };
  return { free: false, reason: refusalOf(settings, start) };
}

function slotStartingAt(settings: Settings, start: Temporal.Instant): Slot | undefined {
  const [slot] = freeSlots({
    ...settings,
    from: start,
    to: start.add({ nanoseconds: 1 }),
    limit: 1,
  });
  return slot && slot.start.equals(start) ? slot : undefined;
}

function refusalOf(settings: Settings, start: Temporal.Instant): StartRefusal {
  const { meetingType, availability, now } = settings;
  const window = bookableWindow(meetingType, availability, now);
  if (Temporal.Instant.compare(start, now) < 0) return "past";
  if (Temporal.Instant.compare(start, window.from) < 0) return "too-soon";
  if (Temporal.Instant.compare(start, window.to) >= 0) return "beyond-horizon";
  if (!slotStartingAt({ ...settings, busy: [] }, start)) return "outside-hours";
  const zone = availability.timeZone;
  const day = start.toZonedDateTimeISO(zone).toPlainDate();
  const booked = bookingStarts(settings.busy, meetingType);
  return isDayFull(booked, day, meetingType, zone) ? "day-full" : "taken";
}

/** The first `limit` free slots starting at or after `after`, up to the horizon. */
export function nextFreeSlots(settings: Settings, after: Temporal.Instant, limit: number): Slot[] {
  const { to } = bookableWindow(settings.meetingType, settings.availability, settings.now);
  return freeSlots({ ...settings, from: after, to, limit });
}
