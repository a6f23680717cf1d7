interface InquiryForEmail {
  id: string;
  received_at: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  interest: string;
  message: string;
}

const notGiven = "(not given)";

/** The notification e-mail the owner gets for each inquiry (the e-mail delivery channel). */
export const inquiryEmail = {
  subject: (inquiry: InquiryForEmail) =>
    `New inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ""}`,
  text: (inquiry: InquiryForEmail) =>
    [
      "A visitor sent a message through the contact form. Reply to this e-mail to answer them.",
      "",
      `Name:     ${inquiry.name}`,
      `E-mail:   ${inquiry.email}`,
      `Company:  ${inquiry.company || notGiven}`,
      `Phone:    ${inquiry.phone || notGiven}`,
      `Interest: ${inquiry.interest || notGiven}`,
      `Received: ${inquiry.received_at}`,
      "",
      inquiry.message,
      "",
      `-- inquiry ${inquiry.id} (npm run inquiries -- show ${inquiry.id})`,
    ].join("\n"),
} as const;
