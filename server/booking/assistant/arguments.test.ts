import { describe, expect, it } from "vitest";
import {
  bookAppointmentArguments,
  cancelAppointmentArguments,
  checkAvailabilityArguments,
  TOOL_ARGUMENT_LIMITS,
} from "./arguments";

/** What a language model sends: numbers for phones, null or "" for what it lacks, odd types. */
describe("booking tool arguments", () => {
  const start = "2027-03-16T10:00:00-04:00";

  it("reads a number as text, and null, blanks and spaces as not given", () => {
    const checked = bookAppointmentArguments({
      start,
      name: "  Ana  ",
      email: null,
      phone: 34600000001,
      timeZone: "",
      service: "   ",
      notes: null,
    });
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: "Ana",
        email: null,
        phone: "34600000001",
        timeZone: null,
        service: null,
        notes: "",
      }),
    });
  });

  it("normalizes what it keeps: the e-mail's case, the phone's spacing, the zone's spelling", () => {
    const checked = bookAppointmentArguments({
      start,
      name: "Ana",
      email: " Ana@Example.COM ",
      phone: "+34 600-000-001",
      timeZone: "europe/madrid",
    });
    expect(checked.ok && checked.value).toMatchObject({
      email: "ana@example.com",
      phone: "+34600000001",
      timeZone: "Europe/Madrid",
    });
  });

  it("names an argument of the wrong type or over its length, and still reads the others", () => {
    const checked = cancelAppointmentArguments({
      reference: "K".repeat(TOOL_ARGUMENT_LIMITS.reference + 1),
      email: { address: "ana@example.com" },
      phone: "+34600000001",
    });
    expect(checked).toEqual({
      ok: false,
      problems: ["The reference can be at most 20 characters.", "The e-mail address must be text."],
      asks: [],
    });
  });

  it("takes only a start with its offset, as check_availability gives it", () => {
    for (const bad of [
      "2027-03-16T10:00:00",
      "2027-03-16 10:00",
      "tomorrow at ten",
      "2027-13-01T10:00:00Z",
    ]) {
      const checked = bookAppointmentArguments({ start: bad, name: "Ana", phone: "+34600000001" });
      expect(checked.ok, bad).toBe(false);
    }
    expect(bookAppointmentArguments({ start, name: "Ana", phone: "+34600000001" }).ok).toBe(true);
  });

  it("reads a day, a range or neither; a date must be a real one", () => {
    expect(checkAvailabilityArguments({})).toEqual({
      ok: true,
      value: { timeZone: null, days: { kind: "next" } },
    });
    const day = checkAvailabilityArguments({ date: "2028-02-29" });
    expect(day.ok && day.value.days.kind).toBe("days");
    expect(checkAvailabilityArguments({ date: "2027-02-29" }).ok).toBe(false);
    const range = checkAvailabilityArguments({ from: "2027-03-16", to: "2027-04-15" });
    expect(range.ok).toBe(true);
    expect(checkAvailabilityArguments({ from: "2027-03-16", to: "2027-04-16" }).ok).toBe(false);
  });
});
