import ical, { type ICalEventData } from "ical-generator";
import { createDAVClient, DAVNamespaceShort, type DAVCalendar } from "tsdav";
import { presentSlots } from "../../../core/booking/slot-presentation";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { createBookingService } from "../../booking/service/service";
import { bookAndConfirm, codeInbox } from "../../booking/testing/code-inbox";
import type { BookingSettings } from "../../booking/store/settings";
import type { SiteDatabase } from "../../db/database";
import type { RadicaleServer } from "../../../tests/support/radicale";
import type { BusySource } from "../busy-sources";
import { createCalendarRead } from "../calendar-read";

export const AGENCY_ZONE = defaultAvailability.timeZone;
export const settings: BookingSettings = {
  meetingTypes: [
    defaultMeetingType,
    { ...defaultMeetingType, id: "buffered", bufferBeforeMinutes: 15, bufferAfterMinutes: 15 },
  ],
  availability: defaultAvailability,
};

/**
 * The booking service over `sources`, as main.ts wires it: the calendars' cache, refreshed every
 * 5 min and trusted for 30 min while a calendar is out, on the test's clock.
 */
export function bookingWithCalendar(site: SiteDatabase, sources: BusySource[], clock: () => Date) {
  const inbox = codeInbox();
  const read = createCalendarRead({
    config: {
      CALDAV_URL: "",
      CALDAV_USERNAME: "",
      CALDAV_PASSWORD: "",
      BUSY_ICS_URLS: [],
      CALENDAR_REFRESH_MINUTES: 5,
      CALENDAR_OUTAGE_MINUTES: 30,
    },
    agencyZone: async () => AGENCY_ZONE,
    sources,
    now: clock,
  });
  const service = createBookingService({
    site,
    availability: async () => settings,
    trust: inbox.trust,
    calendar: read.busyTimes,
    now: clock,
  });

  /** The starts offered on an agency day, in the agency's zone ("09:00"). */
  async function times(date: string, meetingTypeId = defaultMeetingType.id) {
    const answer = await service.slots({ meetingTypeId, date, timeZone: AGENCY_ZONE, limit: 100 });
    if (answer.outcome !== "slots") throw new Error(answer.message);
    return presentSlots(answer.slots, AGENCY_ZONE).map((slot) => slot.start.slice(11, 16));
  }

  const book = (start: string, person = 1, meetingTypeId = defaultMeetingType.id) =>
    bookAndConfirm(service, inbox, {
      meetingTypeId,
      start,
      visitor: {
        name: `Visitor ${person}`,
        email: `v${person}@example.com`,
        timeZone: AGENCY_ZONE,
      },
      source: "web",
    });

  return { service, inbox, read, times, book };
}

/**
 * The agency's workday hours, every half hour: what a day offers with nothing in the way.
 * Written out rather than computed, so a test reads as the day it checks.
 */
export const WHOLE_DAY = [
  "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30",
  "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30",
]; // prettier-ignore

/** A wall-clock time for ical-generator, which writes a Date's UTC reading in the event's TZID. */
export const wallTime = (local: string) => new Date(`${local}:00Z`);

export function eventText(event: ICalEventData): string {
  const calendar = ical({ prodId: { company: "Tests", product: "Calendar" } });
  calendar.createEvent({ summary: "Busy", stamp: new Date("2027-01-01T00:00:00Z"), ...event });
  return calendar.toString();
}

/** A new calendar collection on radicale, and a way to put events in it. */
export async function radicaleCalendar(server: RadicaleServer, name: string) {
  const client = await createDAVClient({
    serverUrl: server.url,
    credentials: { username: server.username, password: server.password },
    authMethod: "Basic",
    defaultAccountType: "caldav",
  });
  const url = new URL(`${server.username}/${name}/`, server.url).href;
  const [made] = await client.makeCalendar({
    url,
    props: { [`${DAVNamespaceShort.DAV}:displayname`]: name },
  });
  if (!made?.ok) throw new Error(`radicale made no calendar: ${server.output()}`);
  const calendar: DAVCalendar = { url };
  let count = 0;
  return {
    url,
    async put(event: ICalEventData) {
      const put = await client.createCalendarObject({
        calendar,
        filename: `event-${++count}.ics`,
        iCalString: eventText(event),
      });
      if (!put.ok)
        throw new Error(`radicale refused the event (${put.status}): ${server.output()}`);
    },
  };
}
