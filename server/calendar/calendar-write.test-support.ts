import ICAL from "ical.js";
import type { RadicaleServer } from "../../tests/support/radicale";
import type { CalDavAccount } from "./calendar-write";
import { eventUrl } from "./calendar-write";

const basic = (server: RadicaleServer, password = server.password) => ({
  authorization: `Basic ${Buffer.from(`${server.username}:${password}`).toString("base64")}`,
});

/** A new, empty calendar collection on the test server, and the account that writes it. */
export async function newCalendar(server: RadicaleServer, name: string): Promise<CalDavAccount> {
  const url = new URL(`${server.username}/${name}/`, server.url).href;
  const made = await fetch(url, { method: "MKCALENDAR", headers: basic(server) });
  if (made.status !== 201)
    throw new Error(`MKCALENDAR answered ${made.status}: ${server.output()}`);
  return { url, username: server.username, password: server.password };
}

/** The event the calendar holds under `uid`'s URL, read with ical.js; null when there is none. */
export async function storedEvent(server: RadicaleServer, account: CalDavAccount, uid: string) {
  const answer = await fetch(eventUrl(account.url, uid), { headers: basic(server) });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`GET answered ${answer.status}`);
  const text = await answer.text();
  const component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const event = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
  return {
    text,
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    summary: event.summary,
    attendees: event.attendees.length,
    method: component.getFirstPropertyValue("method"),
  };
}
