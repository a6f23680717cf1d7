import { siteLanguages } from "../../core/content/languages";
import { describe, expect, it } from "vitest";
import { INQUIRY_LIMITS } from "../../core/contact/inquiry-fields";
import { checkLeadArguments } from "./tool-arguments";

const request = {
  name: "Dana Reyes",
  email: "dana@harbor-dental.example",
  interest: "Booking Automation",
  message: "Call me back about after-hours booking.",
};

const english = siteLanguages.en;

describe("capture_lead arguments", () => {
  it("accepts a call-back request with the form's fields", () => {
    expect(checkLeadArguments({ ...request, phone: 15550100123 }, english)).toEqual({
      ok: true,
      fields: {
        name: "Dana Reyes",
        email: "dana@harbor-dental.example",
        phone: "15550100123",
        company: "",
        interest: "Booking Automation",
        message: "Call me back about after-hours booking.",
      },
    });
  });

  it("takes a phone number instead of an e-mail address", () => {
    const checked = checkLeadArguments(
      { ...request, email: "", phone: " (555) 010-0123 " },
      english,
    );
    expect(checked.ok && checked.fields).toMatchObject({ email: "", phone: "(555) 010-0123" });
  });

  it("asks for a way to reach the caller when there is neither", () => {
    expect(checkLeadArguments({ ...request, email: null, phone: "  " }, english)).toEqual({
      ok: false,
      problems: ["An e-mail address or a phone number is needed."],
      asks: ["an e-mail address or a phone number"],
    });
  });

  it("uses the form's messages for a missing name, a bad address, an unknown service and no message", () => {
    const checked = checkLeadArguments(
      { email: "dana at harbor", interest: "Time travel" },
      english,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      "Please enter your name.",
      "Please enter a valid e-mail address, such as name@company.com.",
      "Please choose one of the listed options.",
      "Please enter a message.",
    ]);
    expect(checked.asks).toEqual([
      "their name",
      "their e-mail address, spelled out",
      "which of the listed services they mean",
      "what they would like help with, in a sentence or two",
    ]);
  });

  it("refuses an over-long message instead of cutting it", () => {
    const checked = checkLeadArguments(
      {
        ...request,
        message: "x".repeat(INQUIRY_LIMITS.message + 1),
      },
      english,
    );
    expect(checked).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/at most 5,000/)],
    });
  });
});
