import { describe, expect, it } from "vitest";
import { insertInquiry } from "../../db/inquiry-store";
import { erasePerson } from "../../db/lead-removal";
import { testDatabaseKinds } from "../../db/test-databases";
import { fields } from "../../db/testing/stored-leads";
import { useBookingStore } from "../testing/sample-booking";
import { bookingsOfPerson } from "./erasure";

/**
 * Issue 46 item 13: a phone-only person can be erased, by their number or by their lead, with
 * their bookings; a blank or malformed address or number erases nobody (`erase " "` used to erase
 * every phone-only person).
 */
describe.each(testDatabaseKinds())("erasing a person by phone or by lead, on %s", (kind) => {
  const { site, book } = useBookingStore(kind);
  const erase = (subject: Parameters<typeof erasePerson>[1]) =>
    erasePerson(site(), subject, "staff@agency.example", [bookingsOfPerson]);
  const lead = (name: string, email: string, phone: string) =>
    insertInquiry(site().db, {
      fields: fields({ name, email, phone }),
      receivedAt: new Date(),
      spamReason: null,
      channels: [],
    });
  const names = async () =>
    (await site().db.selectFrom("inquiries").select("name").orderBy("name").execute()).map(
      (row) => row.name,
    );

  it("refuses a blank or malformed address or number, and erases nobody", async () => {
    await lead("Phone Only", "", "+1 555 010 7788");
    await lead("Other Phone", "", "+1 555 010 9999");
    for (const subject of [
      { email: " " },
      { email: "" },
      { email: "not an address" },
      { phone: " " },
      { phone: "+1 555 CALL NOW" },
      { phone: "12" },
      { leadId: "inq_nobody" },
    ]) {
      expect((await erase(subject)).erased, JSON.stringify(subject)).toBe(false);
    }
    expect(await names()).toEqual(["Other Phone", "Phone Only"]);
  });

  it("erases a phone-only person by their number however it is spaced, with their bookings", async () => {
    const booking = await book("2027-03-10T10:00:00.000Z", 61, {
      visitor: { name: "Phil", email: null, phone: "+1 555 010 6161", timeZone: "UTC" },
      proof: "phone",
    });
    if (booking.outcome !== "booked") throw new Error(booking.outcome);
    await lead("Phil", "", "+1 (555) 010-6161");
    await lead("Phone Only", "", "+1 555 010 7788");
    expect(await erase({ phone: "+15550106161" })).toEqual({ erased: true, inquiries: 1 });
    expect(await names()).not.toContain("Phil");
    const left = await site()
      .db.selectFrom("bookings")
      .select("id")
      .where("id", "=", booking.booking.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("erases by lead: its address's person, or, without one, its number's", async () => {
    const byMail = await lead("Mia Mail", "mia@example.com", "+1 555 010 2020");
    await lead("Mia Again", "MIA@example.com", "");
    // A colleague on the same office line, with an address of her own.
    await lead("Colleague", "colleague@example.com", "+1 555 010 2020");
    expect(await erase({ leadId: byMail.id })).toEqual({ erased: true, inquiries: 2 });
    expect(await names()).toContain("Colleague");

    const byPhone = await lead("Pat Phone", "", "+44 20 7946 0001");
    await lead("Pat Earlier", "", "+442079460001");
    expect(await erase({ leadId: byPhone.id })).toEqual({ erased: true, inquiries: 2 });
    expect(await names()).not.toContain("Pat Earlier");
    expect(await names()).toContain("Colleague");
  });
});
