import { describe, expect, it } from "vitest";
import { contactForm } from "../content/contact-form";
import { interestOptions } from "../content/interests";
import { siteLanguages } from "../content/languages";
import {
  INQUIRY_LIMITS,
  inquiryValuesFrom,
  overLongFields,
  type InquiryValues,
} from "./inquiry-fields";
import { checkInquiry } from "./inquiry-schema";

const valid: InquiryValues = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  phone: "",
  interest: "",
  message: "Hello",
};

describe("checkInquiry", () => {
  it("accepts name, email and message alone, trimming whitespace", () => {
    expect(checkInquiry({ ...valid, name: "  Ada  ", message: "\nHello\n" })).toEqual({
      ok: true,
      inquiry: { ...valid, name: "Ada", message: "Hello" },
    });
  });

  it("requires name, email and message", () => {
    const result = checkInquiry({ ...valid, name: " ", email: "", message: "" });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fieldErrors).sort()).toEqual([
      "email",
      "message",
      "name",
    ]);
  });

  it("checks the e-mail syntax", () => {
    for (const email of ["ada", "ada@", "@example.com", "ada@example", "a da@example.com"]) {
      expect(checkInquiry({ ...valid, email }).ok, email).toBe(false);
    }
    expect(checkInquiry({ ...valid, email: "ada.l+site@mail.example.co.uk" }).ok).toBe(true);
  });

  it("takes an interest from the spec's list, or none", () => {
    for (const interest of interestOptions)
      expect(checkInquiry({ ...valid, interest }).ok).toBe(true);
    const result = checkInquiry({ ...valid, interest: "Free money" });
    expect(!result.ok && result.fieldErrors.interest).toBe(
      "Please choose one of the listed options.",
    );
  });

  it("refuses each over-long field with a message instead of cutting it short", () => {
    const fields = ["name", "company", "phone", "message"] as const;
    for (const field of fields) {
      const max = INQUIRY_LIMITS[field];
      expect(checkInquiry({ ...valid, [field]: "x".repeat(max) }).ok, field).toBe(true);
      const result = checkInquiry({ ...valid, [field]: "x".repeat(max + 1) });
      expect(!result.ok && result.fieldErrors[field], field).toMatch(
        new RegExp(`at most ${max.toLocaleString("en-US")} characters`),
      );
    }
    const longEmail = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    expect(longEmail.length).toBe(INQUIRY_LIMITS.email);
    expect(checkInquiry({ ...valid, email: longEmail }).ok).toBe(true);
    const tooLong = checkInquiry({ ...valid, email: `x${longEmail}` });
    expect(!tooLong.ok && tooLong.fieldErrors.email).toMatch(/at most 254 characters/);
  });
});

describe("inquiryValuesFrom", () => {
  it("reads strings and treats anything else as empty", () => {
    const form = new Map<string, unknown>([
      ["name", "Ada"],
      ["email", new Blob(["file"])],
    ]);
    expect(inquiryValuesFrom((name) => form.get(name) ?? null)).toEqual({
      name: "Ada",
      email: "",
      company: "",
      phone: "",
      interest: "",
      message: "",
    });
  });
});

describe("overLongFields (the browser's check before sending)", () => {
  it("finds exactly the fields the server refuses as too long, with the same message", () => {
    for (const [field, max] of Object.entries(INQUIRY_LIMITS)) {
      const atCap = { ...valid, [field]: "a".repeat(max) };
      expect(overLongFields(atCap, contactForm)).toEqual({});
      const over = { ...valid, [field]: "a".repeat(max + 1) };
      const server = checkInquiry(over);
      expect(server.ok).toBe(false);
      const serverErrors = server.ok ? {} : server.fieldErrors;
      expect(overLongFields(over, contactForm)).toEqual({
        [field]: serverErrors[field as keyof typeof serverErrors],
      });
    }
  });
});

describe("the messages in the post's language", () => {
  const spanish = siteLanguages.es.contactForm;

  it("are the Spanish form's, from the server and the browser alike", () => {
    const over = { ...valid, message: "a".repeat(INQUIRY_LIMITS.message + 1) };
    const server = checkInquiry(over, spanish);
    expect(server.ok ? {} : server.fieldErrors).toEqual({
      message: "Mensaje: como máximo 5,000 caracteres. Acórtelo, por favor.",
    });
    expect(overLongFields(over, spanish)).toEqual(server.ok ? {} : server.fieldErrors);
  });

  it("refuse what the English rules refuse, in Spanish", () => {
    const checked = checkInquiry(
      { ...valid, name: " ", email: "nope", interest: "Cooking" },
      spanish,
    );
    expect(checked.ok ? {} : checked.fieldErrors).toEqual({
      name: spanish.errors.required.name,
      email: spanish.errors.email,
      interest: spanish.errors.interest,
    });
  });
});
