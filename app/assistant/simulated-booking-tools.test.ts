import { describe, expect, it } from "vitest";
import { bookedReference, heldReference, offeredTimes, reasonOf } from "./simulated-booking-tools";

const free =
  "Free times (Europe/Madrid): Monday, March 15 at 2:00 PM Central European Standard Time [start=2027-03-15T14:00:00+01:00]; Tuesday, March 16 at 9:30 AM Central European Standard Time [start=2027-03-16T09:30:00+01:00]. Offer these in words; to book one, pass its start value exactly as given.";

describe("the simulated assistant reads the booking tools' lines", () => {
  it("finds the offered times, in order, with their exact starts", () => {
    expect(offeredTimes(free)).toEqual({
      times: [
        { words: "Monday, March 15 at 2:00 PM", start: "2027-03-15T14:00:00+01:00" },
        { words: "Tuesday, March 16 at 9:30 AM", start: "2027-03-16T09:30:00+01:00" },
      ],
      zone: "Central European Standard Time",
    });
    expect(offeredTimes("There are no free times in the coming weeks.").times).toEqual([]);
  });

  it("keeps a refusal's reason and the times it offers instead", () => {
    const taken = `Not booked. That time was just taken. The next free times instead: ${free}`;
    expect(reasonOf(taken)).toBe("Not booked. That time was just taken.");
    expect(offeredTimes(taken).times).toHaveLength(2);
    expect(bookedReference(taken)).toBeNull();
    expect(
      bookedReference("Booked: Monday. The booking reference is K7MQ-4XW9; read it out."),
    ).toBe("K7MQ-4XW9");
    const held =
      "Held, not booked yet: Monday, reference K7MQ-4XW9. A 6-digit code was just e-mailed to a@example.com.";
    expect(heldReference(held)).toBe("K7MQ-4XW9");
    expect(bookedReference(held)).toBeNull();
    expect(heldReference(taken)).toBeNull();
  });
});
