import ICAL from "ical.js";
import { siteLanguages } from "../../../core/content/languages";
import { eventually } from "../../testing/receivers";

/** A MIME part of a received message: its content type line and its decoded body. */
export interface MailPart {
  contentType: string;
  disposition: string;
  body: string;
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";

function decoded(body: string, encoding: string) {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/**
 * The leaf parts of a message as an SMTP receiver got it (the tests' receivers keep the raw
 * text): each part's headers unfolded, its body decoded from base64 or quoted-printable.
 */
export function mailParts(raw: string): MailPart[] {
  // A message of one part is its own leaf.
  const chunks = /^Content-Type:\s*multipart\//im.test(raw)
    ? raw.split(/\r?\n--[^\r\n]+\r?\n/).slice(1)
    : [raw];
  return chunks.flatMap((chunk) => {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const headers = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    const contentType = header(headers, "Content-Type");
    if (!contentType || /^multipart\//i.test(contentType)) return [];
    const body = chunk.slice(split).replace(/^\r?\n\r?\n/, "");
    return [
      {
        contentType,
        disposition: header(headers, "Content-Disposition"),
        body: decoded(body, header(headers, "Content-Transfer-Encoding")),
      },
    ];
  });
}

/** A message's header block, each header on one line (a long one is folded over several). */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");

/** The message's subject, decoded when it was encoded. */
export const mailSubject = (raw: string) => {
  const line = header(headersOf(raw), "Subject");
  return line.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString()
      : decoded(text.replace(/_/g, " "), "quoted-printable"),
  );
};

/** The invitation's title and text as a calendar shows them, with a real parser. */
export function readInvitationWords(text: string) {
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent("vevent")!,
  );
  return { summary: event.summary, description: event.description };
}

/** What a calendar reads of an invitation, with a real parser. */
export function readInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue("status"),
    organizer: String(vevent.getFirstPropertyValue("organizer")).replace(/^mailto:/i, ""),
    attendee: String(vevent.getFirstPropertyValue("attendee") ?? "").replace(/^mailto:/i, ""),
    /** Every ATTENDEE, with each parameter as read (a name's RFC 6868 encoding undone). */
    attendees: vevent.getAllProperties("attendee").map((attendee) => ({
      address: String(attendee.getFirstValue()).replace(/^mailto:/i, ""),
      parameters: attendee.toJSON()[1] as Record<string, unknown>,
    })),
  };
}

/** The code a hold's code e-mail names in its subject, in any language the site speaks. */
function codeInSubject(subject: string): string[] {
  return Object.values(siteLanguages).flatMap(({ bookingMail }) => {
    const [before = "", after = ""] = bookingMail.code.subject("\0").split("\0");
    const code =
      subject.startsWith(before) && subject.endsWith(after)
        ? subject.slice(before.length, subject.length - after.length)
        : "";
    return /^\d{6}$/.test(code) ? [code] : [];
  });
}

/**
 * The code of the newest "Your code" e-mail to `address` among `messages` (an SMTP receiver's),
 * once more than `after` have arrived: what a visitor reads in their mailbox to confirm a hold.
 */
export async function codeMailedTo(
  messages: ReadonlyMap<string, string>,
  address: string,
  { after = 0 }: { after?: number } = {},
): Promise<string> {
  // A long name folds the To header: the address may be on a line of its own.
  const to = new RegExp(`\\b${address.replace(/[.+]/g, "\\$&")}\\b`, "i");
  let codes: string[] = [];
  await eventually(() => {
    codes = [...messages.values()]
      .filter((raw) => to.test(header(headersOf(raw), "To")))
      .flatMap((raw) => codeInSubject(mailSubject(raw)));
    return codes.length > after;
  });
  return codes.at(-1)!;
}
