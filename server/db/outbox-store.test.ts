import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "./database";
import { insertInquiry } from "./inquiry-store";
import { getLead } from "./lead-detail";
import {
  claimDueDeliveries,
  countDeliveries,
  recordOutcome,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from "./outbox-store";
import { testDatabaseKinds, useTwoConnections } from "./test-databases";

const fields = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "",
  phone: "",
  interest: "",
  message: "Hello",
};

const record = (site: SiteDatabase, claim: ClaimedDelivery, outcome: DeliveryOutcome) =>
  site.transactions.run((trx) => recordOutcome(trx, claim, outcome));

describe.each(testDatabaseKinds())("outbox claims on %s", (kind) => {
  let first: SiteDatabase;
  let second: SiteDatabase;
  useTwoConnections(kind, (opened, another) => ([first, second] = [opened, another]));

  it("never gives one delivery to two workers claiming at the same time", async () => {
    const start = new Date("2020-01-01T00:00:00.000Z");
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        insertInquiry(first.db, {
          fields,
          receivedAt: new Date(start.getTime() + i),
          spamReason: null,
          channels: ["webhook"],
        }),
      ),
    );
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claimDueDeliveries(i % 2 ? first.db : second.db, kind, {
          channels: ["webhook"],
          limit: 10,
          leaseMs: 60_000,
        }),
      ),
    );
    const ids = claims.flat().map((claim) => claim.delivery.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    for (const claim of claims.flat()) {
      expect(claim.delivery.attempts).toBe(1);
      expect(claim.inquiry.name).toBe("Grace Hopper");
    }
    // Claimed deliveries are not due again while the lease holds.
    expect(
      await claimDueDeliveries(first.db, kind, { channels: ["webhook"], limit: 100, leaseMs: 1 }),
    ).toEqual([]);
    for (const claim of claims.flat()) {
      await record(first, claim, { kind: "delivered", detail: "HTTP 204" });
    }
    expect(await countDeliveries(first.db)).toEqual({ pending: 0, delivered: 60, failed: 0 });
  });

  it("lets a lapsed claim be taken again, and ignores the late outcome of its old holder", async () => {
    const inquiry = await insertInquiry(first.db, {
      fields,
      receivedAt: new Date("2020-02-01T00:00:00.000Z"),
      spamReason: null,
      channels: ["email"],
    });
    const t0 = new Date();
    const [stale] = await claimDueDeliveries(first.db, kind, {
      channels: ["email"],
      limit: 1,
      leaseMs: 1000,
      now: t0,
    });
    expect(stale).toBeDefined();
    const later = new Date(t0.getTime() + 1001);
    const [fresh] = await claimDueDeliveries(second.db, kind, {
      channels: ["email"],
      limit: 1,
      leaseMs: 1000,
      now: later,
    });
    expect(fresh!.delivery.id).toBe(stale!.delivery.id);
    expect(fresh!.delivery.attempts).toBe(2);

    expect(await record(first, stale!, { kind: "failed", detail: "late" })).toBe(false);
    expect(await record(second, fresh!, { kind: "delivered", detail: "250" })).toBe(true);
    const detail = await getLead(first.db, inquiry.id);
    expect(detail!.deliveries[0]).toMatchObject({
      status: "delivered",
      last_error: null,
      claim_token: null,
    });
    expect(detail!.deliveries[0]!.attemptLog.map((attempt) => attempt.outcome).sort()).toEqual([
      "delivered",
      "failed",
    ]);
  });

  it("schedules a retry and only hands the delivery out when it is due", async () => {
    await insertInquiry(first.db, {
      fields,
      receivedAt: new Date("2020-03-01T00:00:00.000Z"),
      spamReason: null,
      channels: ["webhook"],
    });
    const [claim] = await claimDueDeliveries(first.db, kind, {
      channels: ["webhook"],
      limit: 1,
      leaseMs: 60_000,
    });
    const retryAt = new Date(Date.now() + 60_000);
    await record(first, claim!, {
      kind: "retry",
      detail: "HTTP 503",
      nextAttemptAt: retryAt,
    });
    expect(
      await claimDueDeliveries(first.db, kind, { channels: ["webhook"], limit: 1, leaseMs: 1000 }),
    ).toEqual([]);
    const [due] = await claimDueDeliveries(first.db, kind, {
      channels: ["webhook"],
      limit: 1,
      leaseMs: 1000,
      now: new Date(retryAt.getTime() + 1),
    });
    expect(due!.delivery).toMatchObject({
      id: claim!.delivery.id,
      attempts: 2,
      last_error: "HTTP 503",
    });
  });

  it("only claims the channels it can deliver", async () => {
    await insertInquiry(first.db, {
      fields,
      receivedAt: new Date("2020-04-01T00:00:00.000Z"),
      spamReason: null,
      channels: ["email"],
    });
    expect(
      await claimDueDeliveries(first.db, kind, { channels: ["webhook"], limit: 10, leaseMs: 1000 }),
    ).toEqual([]);
    expect(
      await claimDueDeliveries(first.db, kind, { channels: [], limit: 10, leaseMs: 1000 }),
    ).toEqual([]);
  });
});
