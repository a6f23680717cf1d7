import { describe, expect, it } from "vitest";
import { bookingTools } from "../../../core/content/booking-assistant";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds, useTestDatabase } from "../../db/test-databases";
import { bookingToolsAt, offeredStarts, referenceIn } from "../testing/tool-calls";

const {
  checkAvailability,
  bookAppointment,
  rescheduleAppointment,
  cancelAppointment,
  confirmAppointment,
} = bookingTools;

const ana = { name: "Ana García", email: "Ana@Example.com", timeZone: "Europe/Madrid" };

describe.each(testDatabaseKinds())("booking by tool call on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));
  // Friday 12 March 2027, 10:00 in New York.
  const tools = bookingToolsAt(() => site, "2027-03-12T15:00:00Z");

  const rows = () =>
    site.db
      .selectFrom("bookings")
      .select(["reference", "starts_at", "status", "source", "visitor_time_zone", "sequence"])
      .orderBy("created_at")
      .execute();
  const firstOffered = async (date: string, timeZone = "Europe/Madrid") =>
    offeredStarts(await tools.call(checkAvailability, { date, timeZone }))[0]!;

  it("holds an offered start once, however often the same tool call arrives, and books it by its code", async () => {
    const start = await firstOffered("2027-03-15");
    const answer = await tools.call(bookAppointment, { ...ana, start }, { id: "tool-1" });
    expect(answer).toMatch(
      /^Held, not booked yet: Monday, March 15 at 2:00 PM Central European Standard Time, reference [2-9A-Z]{4}-[2-9A-Z]{4}\. A 6-digit code was just e-mailed to ana@example\.com\./,
    );
    expect(answer).toContain("the time is given back in 15 minutes");
    const again = await tools.call(bookAppointment, { ...ana, start }, { id: "tool-1" });
    expect(again).toBe(answer);
    const reference = referenceIn(answer);
    const confirm = (code: string) =>
      tools.call(confirmAppointment, { reference, email: ana.email, code });
    const code = tools.inbox.codeFor(ana.email);
    expect(await confirm(code === "123456" ? "654321" : "123456")).toMatch(
      /^Not confirmed\. That code does not match the one we e-mailed\./,
    );
    expect(await confirm(code)).toBe(
      `Booked: Monday, March 15 at 2:00 PM Central European Standard Time. The code matched; the booking reference is ${reference}, read it out letter by letter. A confirmation with a calendar invitation is on its way. [booked=${reference}]`,
    );
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reference,
      starts_at: "2027-03-15T13:00:00.000Z",
      source: "voice",
      visitor_time_zone: "Europe/Madrid",
    });
  });

  it("tells another call naming the same person and time what it tells anyone: just taken", async () => {
    const start = await firstOffered("2027-03-16");
    const answer = await tools.bookConfirmed({ ...ana, start }, { id: "ana-own-call" });
    const reference = referenceIn(answer);
    // Anyone who knows Ana's e-mail and time could say them: neither her reference nor whether
    // she holds the time is theirs to learn.
    const other = await tools.call(bookAppointment, { ...ana, start }, { id: "someone-else" });
    const stranger = await tools.call(bookAppointment, { ...ana, email: "eve@example.com", start });
    expect(other).toBe(stranger);
    expect(other).toMatch(/^Not booked\. That time was just taken\./);
    expect(other).not.toContain(reference);
  });

  it("a retry that arrives once the notice has run out still answers its booking", async () => {
    const start = "2027-03-25T15:00:00-04:00";
    const first = await tools.bookConfirmed({ ...ana, start }, { id: "late-retry" });
    tools.setClock("2027-03-25T17:00:00Z");
    const retry = await tools.call(bookAppointment, { ...ana, start }, { id: "late-retry" });
    tools.setClock("2027-03-12T15:00:00Z");
    expect(first).toMatch(/^Booked:/);
    expect(retry).toMatch(
      /^Booked: Thursday, March 25 at 8:00 PM Central European Standard Time\./,
    );
    expect(referenceIn(retry)).toBe(referenceIn(first));
  });

  it("tells the next caller the slot was just taken and offers the next free ones", async () => {
    const taken = "2027-03-15T14:00:00+01:00";
    const before = (await rows()).length;
    const answer = await tools.call(
      bookAppointment,
      { start: taken, name: "Bo", phone: 15550100, timeZone: "Asia/Kolkata" },
      { provenPhone: "15550100" },
    );
    expect(answer).toMatch(
      /^Not booked\. That time was just taken\. The next free times instead: Free times \(Asia\/Kolkata\):/,
    );
    const next = offeredStarts(answer);
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((start) => Date.parse(start) > Date.parse(taken))).toBe(true);
    expect(await rows()).toHaveLength(before);
  });

  it("the chat's tool calls book the same slots, marked as from the chat", async () => {
    const start = await firstOffered("2027-03-17", "America/New_York");
    const chat = { source: "chat" as const, callerTimeZone: "America/New_York" };
    // A chat names no number anyone proved: a phone alone cannot hold a time.
    const phoneOnly = await tools.call(
      bookAppointment,
      { start, name: "Chen", phone: "+1 (555) 010-2222" },
      chat,
    );
    expect(phoneOnly).toMatch(/^Not booked\. To keep a time for you we e-mail you a code/);
    const answer = await tools.bookConfirmed(
      { start, name: "Chen", email: "chen@example.com", phone: "+1 (555) 010-2222" },
      chat,
    );
    expect(answer).toMatch(/^Booked: Wednesday, March 17 at 9:00 AM Eastern Daylight Time\./);
    expect((await rows()).at(-1)).toMatchObject({ source: "chat" });
  });

  it("books a call at once by the number the provider's report names", async () => {
    const answer = await tools.call(
      bookAppointment,
      { start: "2027-03-17T11:00:00-04:00", name: "Dana", phone: "+1 555 010 3333" },
      { provenPhone: "+15550103333" },
    );
    expect(answer).toMatch(
      /^Booked: .*A confirmation goes to the caller by text message or phone\./,
    );
  });

  it("refuses a past time, a time outside hours and one inside the notice, offering others", async () => {
    const before = (await rows()).length;
    const book = (start: string) => tools.call(bookAppointment, { ...ana, start });
    const past = await book("2027-03-10T10:00:00-05:00");
    expect(past).toMatch(/^Not booked\. That time has already passed\. The next free times/);
    const saturday = await book("2027-03-13T10:00:00-05:00");
    expect(saturday).toContain("That time is not one of the appointment times we offer.");
    expect(offeredStarts(saturday).every((start) => start >= "2027-03-15")).toBe(true);
    const offHours = await book("2027-03-16T08:00:00-04:00");
    expect(offHours).toContain("not one of the appointment times we offer");
    const soon = await book("2027-03-12T11:00:00-05:00");
    expect(soon).toContain("Appointments must be booked at least 4 hours ahead.");
    expect(await rows()).toHaveLength(before);
  });

  it("asks again for what is missing or unreadable, and writes nothing", async () => {
    const before = (await rows()).length;
    const empty = await tools.call(bookAppointment, {});
    expect(empty).toBe(
      "Nothing was changed. The caller's name is needed. A start time is needed: call check_availability and pass one of the start values it gives. An e-mail address or a phone number is needed. Ask the caller for their name and an e-mail address or a phone number, then call book_appointment again.",
    );
    const words = await tools.call(bookAppointment, {
      ...ana,
      start: "Tuesday 3 pm",
      email: "ana at example",
      name: "x".repeat(201),
      timeZone: "Europe/Atlantis",
      notes: "line one\nline two",
    });
    expect(words).toContain("The name can be at most 200 characters.");
    expect(words).toContain("A start time is needed");
    expect(words).toContain("That e-mail address does not look right.");
    expect(words).toContain('"Europe/Atlantis" is not a time zone');
    expect(words).not.toContain("\n");
    const newline = await tools.call(bookAppointment, {
      ...ana,
      start: "2027-03-16T10:00:00-04:00\nIgnore",
    });
    expect(newline).toContain("A start time is needed");
    expect(await rows()).toHaveLength(before);
  });

  it("moves a booking found by reference and e-mail, and never says which part was wrong", async () => {
    const start = await firstOffered("2027-03-18");
    const reference = referenceIn(await tools.bookConfirmed({ ...ana, start }));
    const to = "2027-03-19T11:00:00-04:00";
    const wrongEmail = await tools.call(rescheduleAppointment, {
      reference,
      email: "someone@example.com",
      start: to,
    });
    const unknown = await tools.call(rescheduleAppointment, {
      reference: "ZZZZ-ZZZZ",
      email: ana.email,
      start: to,
    });
    expect(wrongEmail).toBe(unknown);
    expect(unknown).toMatch(/^No booking matches that reference with that e-mail address/);

    const moved = await tools.call(rescheduleAppointment, {
      reference: reference.toLowerCase().replace("-", " "),
      email: "ana@example.com",
      start: to,
    });
    expect(moved).toBe(
      `Moved: booking ${reference} is now Friday, March 19 at 4:00 PM Central European Standard Time. An updated invitation is on its way.`,
    );
    const again = await tools.call(rescheduleAppointment, {
      reference,
      email: ana.email,
      start: to,
    });
    expect(again).toBe(moved);
    const row = (await rows()).find((entry) => entry.reference === reference)!;
    expect(row).toMatchObject({ starts_at: "2027-03-19T15:00:00.000Z", sequence: 1 });
  });

  it("will not move a booking onto a taken slot or outside hours", async () => {
    const reference = referenceIn(
      await tools.bookConfirmed({ ...ana, start: "2027-03-22T10:00:00-04:00" }),
    );
    const taken = await tools.call(rescheduleAppointment, {
      reference,
      email: ana.email,
      start: "2027-03-15T14:00:00+01:00",
    });
    expect(taken).toMatch(/^Not moved\. That time was just taken\. The next free times instead:/);
    const sunday = await tools.call(rescheduleAppointment, {
      reference,
      email: ana.email,
      start: "2027-03-21T10:00:00-04:00",
    });
    expect(sunday).toContain("Not moved. That time is not one of the appointment times we offer.");
    const row = (await rows()).find((entry) => entry.reference === reference)!;
    expect(row).toMatchObject({ starts_at: "2027-03-22T14:00:00.000Z", sequence: 0 });
  });

  it("cancels by reference and phone; a second cancel and a later move are told it is cancelled", async () => {
    const reference = referenceIn(
      await tools.call(
        bookAppointment,
        { name: "Dee", phone: "+34 600 000 001", start: "2027-03-23T10:00:00-04:00" },
        { provenPhone: "+34600000001" },
      ),
    );
    expect(await tools.call(cancelAppointment, { reference, phone: "+34600000002" })).toMatch(
      /^No booking matches/,
    );
    const cancelled = await tools.call(cancelAppointment, {
      reference,
      phone: "+34 600-000-001",
    });
    expect(cancelled).toBe(
      `Cancelled: booking ${reference} for Tuesday, March 23 at 10:00 AM Eastern Daylight Time is cancelled. A cancellation is on its way.`,
    );
    const twice = await tools.call(cancelAppointment, { reference, phone: "+34600000001" });
    expect(twice).toContain(`Booking ${reference} was already cancelled; nothing changed.`);
    const move = await tools.call(rescheduleAppointment, {
      reference,
      phone: "+34600000001",
      start: "2027-03-24T10:00:00-04:00",
    });
    expect(move).toBe(twice);
    // Its time is free again for anyone.
    expect(await firstOffered("2027-03-23", "America/New_York")).toBe("2027-03-23T09:00:00-04:00");
  });

  it("a booking that has begun can no longer be moved or cancelled", async () => {
    const reference = referenceIn(
      await tools.bookConfirmed({ ...ana, start: "2027-03-24T10:00:00-04:00" }),
    );
    tools.setClock("2027-03-24T14:10:00Z");
    const cancel = await tools.call(cancelAppointment, { reference, email: ana.email });
    expect(cancel).toMatch(/^That booking has already begun or passed/);
    tools.setClock("2027-03-12T15:00:00Z");
  });

  it("asks for the reference and a contact when they are missing", async () => {
    const answer = await tools.call(cancelAppointment, {});
    expect(answer).toBe(
      "Nothing was changed. A booking reference such as K7MQ-4XW9 is needed. An e-mail address or a phone number is needed. Ask the caller for their booking reference and an e-mail address or a phone number, then call cancel_appointment again.",
    );
  });
});
