import { inquiryFieldNames } from "../../core/contact/inquiry-fields";
import type { InquirySummary } from "../db/inquiry-store";
import type { DeliveryChannel } from "../db/schema";
import { csvTable } from "../http/csv";
import { isHeld } from "./channels";

/** The columns of an inquiry export (the inbox's and the CLI's), the form's fields among them. */
const exportColumns = [
  "id",
  "received_at",
  ...inquiryFieldNames,
  "spam_reason",
  "source",
  "language",
  "incomplete",
  "call_id",
  "preferred_time",
  "summary",
  "ended_reason",
  "transcript",
  "consent_version",
  "consented_at",
  "call_placement",
  "call_page",
  "landing_page",
  "landing_source",
  "deliveries",
] as const;

/** `webhook:delivered email:held`; without `configured` (an export), the stored statuses. */
export function deliveriesText(
  inquiry: InquirySummary,
  configured?: readonly DeliveryChannel[],
): string {
  return inquiry.deliveries
    .map((d) => `${d.channel}:${configured && isHeld(d, configured) ? "held" : d.status}`)
    .join(" ");
}

export function inquiriesCsv(inquiries: InquirySummary[]): string {
  return csvTable(
    exportColumns,
    inquiries.map((inquiry) =>
      exportColumns.map((column) =>
        column === "deliveries" ? deliveriesText(inquiry) : String(inquiry[column] ?? ""),
      ),
    ),
  );
}
