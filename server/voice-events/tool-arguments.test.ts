import { describe, expect, it } from "vitest";
import { INQUIRY_LIMITS } from "../../core/contact/inquiry-fields";
import { checkBookingArguments, checkLeadArguments } from "./tool-arguments";

const booking = {
  name: "Dana Reyes",
  email: "dana@harbor-dental.example",
  service: "Booking Automation",
  preferredTime: "Tuesday 3 pm",
};

describe("book_appointment arguments", () => {
  it("accepts a booking and fills the inquiry's message when there are no notes", () => {
    const checked = checkBookingArguments({ ...booking, phone: 15550100123 });
    expect(checked).toEqual({
      ok: true,
      lead: {
        fields: {
          name: "Dana Reyes",
          email: "dana@harbor-dental.example",
          phone: "15550100123",
          company: "",
          interest: "Booking Automation",
          message: "Consultation booked through the voice assistant for Tuesday 3 pm.",
        },
        preferredTime: "Tuesday 3 pm",
      },
    });
  });

  it("takes a phone number instead of an e-mail address", () => {
    const checked = checkBookingArguments({ ...booking, email: "", phone: " (555) 010-0123 " });
    expect(checked.ok && checked.lead.fields).toMatchObject({ email: "", phone: "(555) 010-0123" });
  });

  it("asks for a way to reach the caller when there is neither", () => {
    const checked = checkBookingArguments({ ...booking, email: null, phone: "  " });
    expect(checked).toEqual({
      ok: false,
      problems: ["An e-mail address or a phone number is needed."],
      asks: ["an e-mail address or a phone number"],
    });
  });

  it("uses the form's messages for a missing name, a bad address and an unknown service", () => {
    const checked = checkBookingArguments({
      email: "dana at harbor",
      service: "Time travel",
      preferredTime: "",
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      "Please enter your name.",
      "Please enter a valid e-mail address, such as name@company.com.",
      "Please choose one of the listed options.",
      "A preferred date and time is needed.",
    ]);
    expect(checked.asks).toEqual([
      "their name",
      "their e-mail address, spelled out",
      "which of the listed services they mean",
      "a preferred date and time",
    ]);
  });

  it("refuses over-long notes instead of cutting them", () => {
    const checked = checkBookingArguments({
      ...booking,
      notes: "x".repeat(INQUIRY_LIMITS.message + 1),
    });
    expect(checked).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/at most 5,000/)],
    });
  });
});

describe("capture_lead arguments", () => {
  it("needs a message, like the form", () => {
    expect(checkLeadArguments({ name: "Sam", phone: "555 010 0188" })).toMatchObject({
      ok: false,
      problems: ["Please enter a message."],
    });
    expect(
      checkLeadArguments({ name: "Sam", phone: "555 010 0188", message: "Wants a chatbot." }),
    ).toMatchObject({ ok: true, lead: { preferredTime: null, fields: { interest: "" } } });
  });
});
