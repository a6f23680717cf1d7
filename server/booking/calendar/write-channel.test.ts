import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/free-port";
import { startRadicale, type RadicaleServer } from "../../../tests/support/radicale";
import { cancelBooking, rescheduleBooking } from "../store/changes";
import { booked, NOW, sampleBooking, useBookingStore } from "../testing/sample-booking";
import { createBooking } from "../store/bookings";
import { createBookingFollowUp } from "../messages/follow-up";
import type { SiteDatabase } from "../../db/database";
import { testDatabaseKinds } from "../../db/test-databases";
import { loadConfig } from "../../config";
import { configuredChannels } from "../../inquiries/channels";
import { createInquiryPipeline, createSenders } from "../../inquiries/inquiry-pipeline";
import { OutboxWorker } from "../../inquiries/outbox-worker";
import { channelSwitches, leadSources } from "../../wings";
import { createLogger } from "../../logger";
import type { CalDavAccount } from "./write";
import { createCalendarSender } from "./write-channel";
import { bookingSenders } from "../booking-wing";
import { storedAvailability } from "../store/availability";
import { bookingWorkLoader } from "../messages/work";
import { defaultAvailability, defaultMeetingType } from "../../../core/content/booking";
import { newCalendar, queueCalendarDelivery, storedEvent } from "./write.test-support";

const place = async () => ({ siteUrl: "https://site.example", timeZone: "America/New_York" });

describe.each(testDatabaseKinds())("the outbox's calendar channel on %s", (kind) => {
  const store = useBookingStore(kind);
  let site: SiteDatabase;
  let server: RadicaleServer | undefined;
  let port: number;
  let account: CalDavAccount;

  beforeAll(async () => {
    site = store.site();
    port = await freePort();
    account = {
      url: `http://127.0.0.1:${port}/agency/bookings/`,
      username: "agency",
      password: "app-password-for-tests",
    };
  });
  afterAll(async () => {
    await server?.stop();
  });

  const workerFor = (writeAs: CalDavAccount) =>
    new OutboxWorker({
      database: site,
      senders: [createCalendarSender({ account: writeAs, place, timeoutMs: 2_000 })],
      subjects: [
        bookingWorkLoader(site.db, async () => ({
          meetingTypes: [defaultMeetingType],
          timeZone: defaultAvailability.timeZone,
        })),
      ],
      logger: createLogger("silent"),
      backoffScale: 0,
    });
  /** A delivered one sent again, as after an outcome the database lost. */
  const dueAgain = (id: string) =>
    site.db
      .updateTable("deliveries")
      .set({ status: "pending", next_attempt_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
  const deliveryOf = (id: string) =>
    site.db
      .selectFrom("deliveries")
      .select(["status", "attempts", "last_error"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("books while the calendar is down, and writes the event once it is back", async () => {
    const { booking } = booked(await store.book("2027-03-15T13:00:00.000Z", 1));
    const delivery = await queueCalendarDelivery(site, booking.id, "booked");
    const worker = workerFor(account);

    expect(await worker.runOnce()).toBe(1);
    expect(await deliveryOf(delivery)).toEqual({
      status: "pending",
      attempts: 1,
      last_error: "the calendar server could not be reached: ECONNREFUSED",
    });

    server = await startRadicale({ port });
    expect(await newCalendar(server, "bookings")).toEqual(account);
    expect(await worker.runOnce()).toBe(1);
    expect(await deliveryOf(delivery)).toEqual({
      status: "delivered",
      attempts: 2,
      last_error: null,
    });
    expect(await storedEvent(server, account, booking.invitationUid)).toMatchObject({
      uid: booking.invitationUid,
      start: booking.startsAt,
      sequence: 0,
    });
  });

  it("gets each booking's event from the booking's own follow-up, queued in its transaction", async () => {
    server ??= await startRadicale({ port });
    await newCalendar(server, "bookings").catch(() => undefined);
    const followUp = createBookingFollowUp({ channels: ["calendar"], reminderMs: null });
    const { booking } = booked(
      // Booked now, not at the tests' clock: its delivery is due at once.
      await createBooking(
        { ...site, followUp },
        sampleBooking("2027-03-22T14:00:00.000Z", 9),
        new Date(),
      ),
    );
    const queued = await site.db
      .selectFrom("deliveries")
      .select(["channel", "status"])
      .where("subject_id", "is not", null)
      .where("inquiry_id", "=", booking.leadId!)
      .execute();
    expect(queued).toEqual([{ channel: "calendar", status: "pending" }]);
    expect(await workerFor(account).runOnce()).toBe(1);
    expect(await storedEvent(server, account, booking.invitationUid)).toMatchObject({
      uid: booking.invitationUid,
      start: "2027-03-22T14:00:00.000Z",
    });
  });

  it("moves the event on reschedule and removes it on cancel, whatever order the deliveries run in", async () => {
    const { booking } = booked(await store.book("2027-03-17T13:00:00.000Z", 2));
    const booking1 = await queueCalendarDelivery(site, booking.id, "booked");
    const worker = workerFor(account);
    expect(await worker.runOnce()).toBe(1);

    const moved = await rescheduleBooking(
      site,
      booking.id,
      {
        startsAt: "2027-03-18T15:00:00.000Z",
        endsAt: "2027-03-18T15:30:00.000Z",
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        actor: "staff@agency.example",
      },
      NOW,
    );
    expect(moved.outcome).toBe("changed");
    await queueCalendarDelivery(site, booking.id, "rescheduled");
    expect(await worker.runOnce()).toBe(1);
    expect(await storedEvent(server!, account, booking.invitationUid)).toMatchObject({
      start: "2027-03-18T15:00:00.000Z",
      sequence: 1,
    });

    // The first event's delivery again (a retry after a lost outcome): the calendar keeps the move.
    await dueAgain(booking1);
    expect(await worker.runOnce()).toBe(1);
    expect((await storedEvent(server!, account, booking.invitationUid))?.start).toBe(
      "2027-03-18T15:00:00.000Z",
    );

    expect((await cancelBooking(site, booking.id, "staff@agency.example", NOW)).outcome).toBe(
      "changed",
    );
    const cancel = await queueCalendarDelivery(site, booking.id, "cancelled");
    expect(await worker.runOnce()).toBe(1);
    expect(await storedEvent(server!, account, booking.invitationUid)).toBeNull();
    // Delivered twice (a retry): the event is gone either way.
    await dueAgain(cancel);
    expect(await worker.runOnce()).toBe(1);
    expect(await deliveryOf(cancel)).toMatchObject({ status: "delivered", last_error: null });
  });

  it("is on with CALDAV_URL, and told of booking events only, never of a lead alone", async () => {
    const without = loadConfig({ CONTACT_WEBHOOK_URL: "https://hooks.example/lead" });
    expect(configuredChannels(channelSwitches(without))).toEqual(["webhook"]);
    const config = loadConfig({
      CONTACT_WEBHOOK_URL: "https://hooks.example/lead",
      CALDAV_URL: account.url,
      CALDAV_USERNAME: account.username,
      CALDAV_PASSWORD: account.password,
    });
    expect(configuredChannels(channelSwitches(config))).toEqual(["webhook", "calendar"]);
    const pipeline = await createInquiryPipeline({
      config,
      database: site,
      logger: createLogger("silent"),
      sources: leadSources,
    });
    expect(pipeline.channels).toEqual(["webhook"]);
    expect(createSenders(config, leadSources).map((sender) => sender.channel)).toEqual(["webhook"]);
    expect(
      bookingSenders({
        config,
        database: site,
        availability: () => storedAvailability(site.db),
      }).map((sender) => sender.channel),
    ).toEqual(["calendar"]);
  });

  it("keeps the delivery pending with the wrong password named", async () => {
    const { booking } = booked(await store.book("2027-03-19T13:00:00.000Z", 3));
    const delivery = await queueCalendarDelivery(site, booking.id, "booked");
    expect(await workerFor({ ...account, password: "an old password" }).runOnce()).toBe(1);
    expect(await deliveryOf(delivery)).toMatchObject({
      status: "pending",
      last_error: expect.stringMatching(/refused the user name or password \(401\)/),
    });
    expect(await storedEvent(server!, account, booking.invitationUid)).toBeNull();
  });
});
