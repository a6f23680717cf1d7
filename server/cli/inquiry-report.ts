import { visitorLanguage } from "../../core/contact/inquiry-email";
import { SOURCE_LANGUAGE, languageNames } from "../../core/content/languages";
import { callStartText, consentText } from "../../core/contact/call-context";
import stripAnsi from "strip-ansi";
import type { Delivery, InquirySummary } from "../db/inquiry-store";
import type { LeadDetail } from "../db/lead-detail";
import type { DeliveryChannel } from "../db/schema";
import {
  channelSetting,
  configuredChannels,
  isHeld,
  type ChannelSwitch,
} from "../inquiries/channels";
import { deliveriesText } from "../inquiries/inquiry-export";
import { storedText } from "../db/stored-text";

/** Plain-text views of inquiries for the owner's terminal and exports. */

/**
 * Text for a terminal: visitors wrote most of it, and an escape sequence in a name or message
 * could retitle the window, hide lines or worse. Escape sequences and control characters go;
 * line breaks and tabs stay.
 */
export function terminalSafe(text: string): string {
  // What is left of other sequences goes with every control character but line feed and tab.
  return storedText(stripAnsi(text));
}

/** Where an inquiry came from, for the table and the detail view. */
function sourceText(inquiry: InquirySummary) {
  if (inquiry.source === "voice" && inquiry.incomplete) return "voice (incomplete)";
  return inquiry.source ?? "form";
}

/** The channels as this configuration has them: a pending delivery on one that is off is held. */
type Channels = readonly ChannelSwitch[];

/** Why held deliveries wait, one line per channel that has some. */
function heldNotes(deliveries: Pick<Delivery, "channel" | "status">[], switches: Channels) {
  const configured = configuredChannels(switches);
  const channels = new Set(deliveries.filter((d) => isHeld(d, configured)).map((d) => d.channel));
  return [...channels].map(
    (channel) =>
      `Held: ${channel} deliveries wait because ${channelSetting(switches, channel)} is not set; they go out once it is.`,
  );
}

function clip(text: string, width: number) {
  const line = text.replace(/\s+/g, " ");
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

const shortTime = (iso: string) => `${iso.slice(0, 16).replace("T", " ")}Z`;

export function inquiryTable(
  inquiries: InquirySummary[],
  { spam, channels }: { spam?: boolean; channels: Channels },
) {
  const notes = heldNotes(
    inquiries.flatMap((inquiry) => inquiry.deliveries),
    channels,
  );
  const rows = table(inquiries, { spam, configured: configuredChannels(channels) });
  return terminalSafe([rows, ...(notes.length ? ["", ...notes] : [])].join("\n"));
}

function table(
  inquiries: InquirySummary[],
  { spam = false, configured }: { spam?: boolean; configured: readonly DeliveryChannel[] },
): string {
  if (inquiries.length === 0) return spam ? "No inquiries held as spam." : "No inquiries yet.";
  const header = [
    "ID",
    "RECEIVED (UTC)",
    "NAME",
    "EMAIL",
    "INTEREST",
    "SOURCE",
    spam ? "HELD BECAUSE" : "DELIVERY",
  ];
  const rows = inquiries.map((inquiry) => [
    inquiry.id,
    shortTime(inquiry.received_at),
    clip(inquiry.name, 24),
    // A voice lead may have left only a phone number.
    clip(inquiry.email || inquiry.phone, 32),
    clip(inquiry.interest || "-", 26),
    sourceText(inquiry),
    spam
      ? clip(inquiry.spam_reason ?? "", 40)
      : deliveriesText(inquiry, configured) || "stored only",
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

export function inquiryDetail(inquiry: LeadDetail, channels: Channels): string {
  return terminalSafe(detail(inquiry, channels));
}

function detail(inquiry: LeadDetail, channels: Channels): string {
  const configured = configuredChannels(channels);
  const deliveries = [
    ...inquiry.deliveries,
    ...inquiry.replies.flatMap((reply) => (reply.delivery ? [reply.delivery] : [])),
  ];
  const lines = [
    `Inquiry ${inquiry.id}`,
    `Received:  ${inquiry.received_at}`,
    `Name:      ${inquiry.name}`,
    `E-mail:    ${inquiry.email || "-"}`,
    `Company:   ${inquiry.company || "-"}`,
    `Phone:     ${inquiry.phone || "-"}`,
    `Interest:  ${inquiry.interest || "-"}`,
    `Source:    ${sourceText(inquiry)}`,
    `Language:  ${languageNames()[inquiry.language ?? SOURCE_LANGUAGE] ?? inquiry.language}`,
  ];
  if (inquiry.source === "voice") {
    lines.push(`Call id:   ${inquiry.call_id || "-"}`);
    if (inquiry.preferred_time) lines.push(`Booking:   ${inquiry.preferred_time}`);
    if (inquiry.ended_reason) lines.push(`Ended:     ${inquiry.ended_reason}`);
    const consent = consentText(inquiry, visitorLanguage(inquiry));
    if (consent) lines.push(`Consent:   ${consent}`);
    const started = callStartText(inquiry);
    if (started) lines.push(`Started:   ${started}`);
  }
  if (inquiry.spam_reason) {
    lines.push(`Held as suspected spam: ${inquiry.spam_reason} (retry ${inquiry.id} releases it)`);
  }
  lines.push("", inquiry.message, "");
  if (inquiry.summary) lines.push("Call summary:", inquiry.summary, "");
  if (inquiry.transcript) lines.push("Transcript:", inquiry.transcript, "");
  if (deliveries.length === 0) lines.push("Deliveries: none");
  for (const delivery of deliveries) {
    const held = isHeld(delivery, configured);
    const next =
      delivery.status === "pending" && !held ? `, next attempt ${delivery.next_attempt_at}` : "";
    lines.push(
      `Delivery by ${delivery.channel}: ${held ? "held" : delivery.status} after ${delivery.attempts} attempt(s)${next}`,
    );
    for (const attempt of delivery.attemptLog) {
      lines.push(`  ${attempt.started_at}  ${attempt.outcome.padEnd(9)}  ${attempt.detail}`);
    }
  }
  lines.push(...heldNotes(deliveries, channels));
  return lines.join("\n");
}

export function inquiriesJson(inquiries: InquirySummary[]): string {
  return JSON.stringify(inquiries, null, 2);
}
