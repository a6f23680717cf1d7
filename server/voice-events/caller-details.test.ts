import { describe, expect, it } from "vitest";
import { callerDetails, emailsIn, phonesIn } from "./caller-details";

describe("callerDetails", () => {
  it("prefers the analysis' structured data, checked with the form's rules", () => {
    const details = callerDetails(
      {
        structuredData: {
          name: " Dana Reyes ",
          email: "dana@harbor-dental.example",
          phone: "555 010 0199",
          company: "Harbor Dental",
          interest: "Booking Automation",
        },
        callerSaid: ["call me on 555 010 0123"],
      },
      "+15550100177",
    );
    expect(details).toEqual({
      name: "Dana Reyes",
      email: "dana@harbor-dental.example",
      phone: "555 010 0199",
      company: "Harbor Dental",
      interest: "Booking Automation",
    });
  });

  it("drops what fails the rules: a bad address, an unknown interest, an over-long name", () => {
    const details = callerDetails(
      {
        structuredData: { name: "x".repeat(201), email: "not an address", interest: "Magic" },
        callerSaid: [],
      },
      "+15550100177",
    );
    expect(details).toEqual({
      name: "",
      email: "",
      phone: "+15550100177",
      company: "",
      interest: "",
    });
  });

  it("falls back to what the caller said, and is null when nothing reaches them", () => {
    expect(
      callerDetails({ structuredData: {}, callerSaid: ["It's 305-555-0147, thanks"] }, null),
    ).toMatchObject({
      phone: "305-555-0147",
    });
    expect(callerDetails({ structuredData: {}, callerSaid: ["just browsing"] }, null)).toBeNull();
  });
});

describe("emailsIn and phonesIn", () => {
  it("read written and spoken e-mail addresses, never the agency's own", () => {
    expect(emailsIn("mail dana.reyes@harbor-dental.example or hello@sunward-ai.example")).toEqual([
      "dana.reyes@harbor-dental.example",
    ]);
    expect(emailsIn("it's dana at harbor-dental dot example")).toEqual([
      "dana@harbor-dental.example",
    ]);
  });

  it("read phone numbers of 7 to 15 digits, never the agency's own", () => {
    expect(phonesIn("+1 (305) 555-0147 or 555 0100 or (555) 010-2024 or 12")).toEqual([
      "+1 (305) 555-0147",
      "555 0100",
    ]);
  });
});
