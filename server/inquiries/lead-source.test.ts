import { describe, expect, it } from "vitest";
import { inquiryEmail } from "../../core/contact/inquiry-email";
import type { Inquiry } from "../db/inquiry-store";
import { originColumns } from "../db/inquiry-source";
import { describedSource, type LeadSource } from "./lead-source";
import { webhookBody } from "./webhook-channel";

/** A way in the pipeline has never heard of, described the way a wing describes its own. */
const booking: LeadSource = {
  source: "booking",
  label: "Booking",
  webhookFields: (inquiry) => ({ slot: inquiry.preferred_time }),
  email: {
    subject: (inquiry) => `New booking from ${inquiry.name}`,
    details: (inquiry) => [`Slot:     ${inquiry.preferred_time}`],
  },
};

const inquiry = (source: string): Inquiry =>
  ({
    id: "inq_1",
    received_at: "2026-05-01T08:00:00.000Z",
    name: "Ada",
    email: "ada@example.com",
    company: "",
    phone: "",
    interest: "",
    message: "Tuesday suits me",
    spam_reason: null,
    ...originColumns({ source, preferredTime: "2026-05-05T09:00:00Z" }),
  }) as Inquiry;

describe("a way in the pipeline does not know", () => {
  it("is stored, delivered and e-mailed as its own description says", () => {
    const lead = inquiry("booking");
    expect(lead.source).toBe("booking");
    expect(JSON.parse(webhookBody(lead, [booking]))).toMatchObject({
      name: "Ada",
      source: "booking",
      slot: "2026-05-05T09:00:00Z",
    });
    const parts = describedSource([booking], lead)?.email;
    expect(inquiryEmail.subject(lead, parts)).toBe("New booking from Ada");
    expect(inquiryEmail.text(lead, "https://example.com", parts)).toContain(
      "Slot:     2026-05-05T09:00:00Z",
    );
  });

  it("keeps a form's webhook body to the spec's seven keys, and an undescribed source to its name", () => {
    const form = Object.keys(JSON.parse(webhookBody(inquiry("form"), [booking])));
    expect(form).toHaveLength(7);
    expect(form).not.toContain("source");
    const unknown = JSON.parse(webhookBody(inquiry("fax"), [booking]));
    expect(unknown.source).toBe("fax");
    expect(unknown).not.toHaveProperty("slot");
  });
});
