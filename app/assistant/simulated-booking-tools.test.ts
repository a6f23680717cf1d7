import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { presentSlots } from "../../core/booking/slot-presentation";
import { tagged } from "../../core/booking/tool-line-tags";
import { siteLanguages, type Language } from "../../core/content/languages";
import {
  bookedReference,
  codeRefusal,
  heldReference,
  offeredTimes,
  reasonOf,
} from "./simulated-booking-tools";

const timeZone = "Europe/Madrid";
const starts = ["2027-03-15T14:00:00+01:00", "2027-03-16T09:30:00+01:00"];

/** A free-times line as the tools write it in `language` (server/booking/assistant/answers.ts). */
function freeTimesIn(language: Language) {
  const { bookingAssistant: say, locale } = siteLanguages[language];
  const slots = starts.map((start) => {
    const instant = Temporal.Instant.from(start);
    return { start: instant, end: instant.add({ minutes: 30 }) };
  });
  const offered = presentSlots(slots, timeZone, locale).map(
    (slot) => `${slot.words} ${tagged("start", slot.start)}`,
  );
  return say.freeTimes(timeZone, offered);
}

describe("the simulated assistant reads the booking tools' lines", () => {
  it("finds the offered times, in order, with their exact starts, in English", () => {
    expect(offeredTimes(freeTimesIn("en"), { language: "en", timeZone })).toEqual({
      times: [
        { words: "Monday, March 15 at 2:00 PM", start: starts[0] },
        { words: "Tuesday, March 16 at 9:30 AM", start: starts[1] },
      ],
      zone: "Central European Standard Time",
    });
    expect(
      offeredTimes("There are no free times in the coming weeks.", { language: "en", timeZone })
        .times,
    ).toEqual([]);
  });

  it("finds them in Spanish, the zone named once as Intl names it in Spanish", () => {
    const offered = offeredTimes(freeTimesIn("es"), { language: "es", timeZone });
    expect(offered.zone).toBe("hora estándar de Europa central");
    expect(offered.times.map((time) => time.start)).toEqual(starts);
    expect(offered.times[0]!.words).toMatch(/^lunes, 15 de marzo, 2:00\sp\.\s?m\.$/);
    expect(offered.times[1]!.words).toMatch(/^martes, 16 de marzo, 9:30\sa\.\s?m\.$/);
  });

  it("keeps each time's own zone when it is not the one the conversation is in", () => {
    const offered = offeredTimes(freeTimesIn("en"), { language: "en", timeZone: "Asia/Tokyo" });
    expect(offered.zone).toBeNull();
    expect(offered.times[0]!.words).toBe(
      "Monday, March 15 at 2:00 PM Central European Standard Time",
    );
  });

  it("keeps a refusal's reason and the times it offers instead, in either language", () => {
    const taken = `Not booked. That time was just taken. The next free times instead: ${freeTimesIn("en")}`;
    expect(reasonOf(taken, "en")).toBe("Not booked. That time was just taken.");
    expect(offeredTimes(taken, { language: "en", timeZone }).times).toHaveLength(2);
    const es = siteLanguages.es.bookingAssistant;
    const ocupado = `${es.refused("Ese horario se acaba de ocupar.")} ${es.nextInstead} ${freeTimesIn("es")}`;
    expect(reasonOf(ocupado, "es")).toBe("No se reservó. Ese horario se acaba de ocupar.");
    expect(offeredTimes(ocupado, { language: "es", timeZone }).times).toHaveLength(2);
    expect(bookedReference(taken)).toBeNull();
    expect(heldReference(taken)).toBeNull();
  });

  it("reads a hold's and a booking's reference, and whether a refused code may be tried again", () => {
    const held = `Apartado, aún sin reservar: lunes, referencia K7MQ-4XW9. ${tagged("held", "K7MQ-4XW9")}`;
    expect(heldReference(held)).toBe("K7MQ-4XW9");
    expect(bookedReference(held)).toBeNull();
    expect(bookedReference(`Reservado: lunes. ${tagged("booked", "K7MQ-4XW9")}`)).toBe("K7MQ-4XW9");
    const es = siteLanguages.es.bookingAssistant;
    const wrong = `${es.notConfirmed("Ese código no coincide.")} ${tagged("held", "K7MQ-4XW9")} ${es.readCodeAgain}`;
    expect(codeRefusal(wrong, "es")).toEqual({
      reason: "No se confirmó. Ese código no coincide.",
      tryAgain: true,
    });
    expect(codeRefusal(es.notConfirmed("Ese horario ya no está apartado."), "es")).toEqual({
      reason: "No se confirmó. Ese horario ya no está apartado.",
      tryAgain: false,
    });
  });
});
