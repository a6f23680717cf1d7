import { afterEach, describe, expect, it, vi } from "vitest";
import { createSimulatedChatBooking } from "./simulated-chat-booking";

const free =
  "Free times (America/New_York): Monday, March 15 at 10:00 AM Eastern Daylight Time [start=2027-03-15T10:00:00-04:00]; Monday, March 15 at 10:30 AM Eastern Daylight Time [start=2027-03-15T10:30:00-04:00]. Offer these in words; to book one, pass its start value exactly as given.";

/** The simulated tool endpoint, answering each tool with the next line given. */
function toolEndpoint(lines: Record<string, string[]>) {
  const sent: { name: string; arguments: Record<string, unknown> }[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    const { toolCall } = JSON.parse(String(init.body)) as { toolCall: (typeof sent)[number] };
    sent.push(toolCall);
    return new Response(JSON.stringify({ result: lines[toolCall.name]!.shift() }));
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("the simulated chat's booking", () => {
  it("offers the free times, takes a pick by number and the details, holds that start and books it by its code", async () => {
    const sent = toolEndpoint({
      check_availability: [free],
      book_appointment: [
        "Held, not booked yet: Monday, reference K7MQ-4XW9. A 6-digit code was just e-mailed to dana@example.com. [held=K7MQ-4XW9]",
      ],
      confirm_appointment: [
        "Not confirmed. That code does not match the one we e-mailed. Please check it and try again (4 tries left). [held=K7MQ-4XW9] Ask the caller to read the code again, or offer to book a new time.",
        "Booked: Monday. The code matched; the booking reference is K7MQ-4XW9, read it out. [booked=K7MQ-4XW9]",
      ],
    });
    const answer = createSimulatedChatBooking("en", "America/New_York");
    expect(await answer("s1", "What do you build?")).toBeNull();
    expect(await answer("s1", "Do you build booking bots?")).toBeNull();
    expect(await answer("s1", "Can I book a consultation?")).toBe(
      "Here are the next free times (Eastern Daylight Time): 1. Monday, March 15 at 10:00 AM; 2. Monday, March 15 at 10:30 AM. Reply with the number of the one that suits you.",
    );
    expect(await answer("s1", "the fifth")).toBe("Please reply with a number from 1 to 2.");
    expect(await answer("s1", "2 please")).toMatch(/^Lovely: Monday, March 15 at 10:30 AM\./);
    expect(await answer("s1", "Dana Reyes")).toMatch(/^I need an e-mail address/);
    expect(await answer("s1", "I'm Dana Reyes, dana@example.com.")).toBe(
      "I've held that time for you and e-mailed a 6-digit code to dana@example.com. Please type it here to confirm the booking.",
    );
    expect(sent.at(-1)).toMatchObject({
      name: "book_appointment",
      arguments: {
        start: "2027-03-15T10:30:00-04:00",
        name: "Dana Reyes",
        email: "dana@example.com",
      },
    });
    expect(await answer("s1", "it's 111 111")).toBe(
      "Not confirmed. That code does not match the one we e-mailed. Please check it and try again (4 tries left). Please type it again.",
    );
    expect(await answer("s1", "246 810")).toBe(
      "You're booked for Monday, March 15 at 10:30 AM. Your booking reference is K7MQ-4XW9. A confirmation is on its way to dana@example.com.",
    );
    expect(sent.at(-1)).toMatchObject({
      name: "confirm_appointment",
      arguments: { reference: "K7MQ-4XW9", email: "dana@example.com", code: "246 810" },
    });
  });

  it("says why a pick was not booked and offers the times the tool gives instead", async () => {
    toolEndpoint({
      check_availability: [free],
      book_appointment: [
        `Not booked. That time was just taken. The next free times instead: ${free}`,
      ],
    });
    const answer = createSimulatedChatBooking("en", "America/New_York");
    await answer("s2", "book me in");
    await answer("s2", "1");
    expect(await answer("s2", "Dana, dana@example.com")).toMatch(
      /^Not booked\. That time was just taken\. Here are the next free times/,
    );
  });

  it("books in Spanish from the tools' Spanish lines, by their tags", async () => {
    const sent = toolEndpoint({
      check_availability: [
        "Horarios libres (Europe/Madrid): lunes, 15 de marzo, 2:00 p.m. hora estándar de Europa central [start=2027-03-15T14:00:00+01:00]. Ofrézcalos con palabras; para reservar uno, pase su valor start exactamente como aparece.",
      ],
      book_appointment: [
        "Apartado, aún sin reservar: lunes, referencia K7MQ-4XW9. Se acaba de enviar un código de 6 dígitos a ana@example.com. [held=K7MQ-4XW9]",
      ],
      confirm_appointment: [
        "Reservado: lunes. El código coincide; la referencia de la reserva es K7MQ-4XW9. [booked=K7MQ-4XW9]",
      ],
    });
    const answer = createSimulatedChatBooking("es", "Europe/Madrid");
    expect(await answer("s3", "¿Puedo reservar una cita?")).toBe(
      "Estos son los próximos horarios libres (hora estándar de Europa central): 1. lunes, 15 de marzo, 2:00 p.m. Responda con el número del que le convenga.",
    );
    expect(await answer("s3", "1")).toMatch(/^Perfecto: lunes, 15 de marzo, 2:00 p\.m\. ¿A nombre/);
    expect(await answer("s3", "Ana García, ana@example.com")).toMatch(
      /^Le he reservado provisionalmente ese horario/,
    );
    expect(sent.at(-1)).toMatchObject({
      name: "book_appointment",
      arguments: { start: "2027-03-15T14:00:00+01:00", name: "Ana García" },
    });
    expect(await answer("s3", "246810")).toBe(
      "Listo, queda reservado para lunes, 15 de marzo, 2:00 p.m. Su referencia de reserva es K7MQ-4XW9. Le enviamos la confirmación a ana@example.com.",
    );
  });
});
