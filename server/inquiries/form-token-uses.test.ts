import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { testDatabaseKinds, useTwoConnections } from "../db/test-databases";
import {
  createDatabaseFormTokenUses,
  createMemoryFormTokenUses,
  type FormTokenUses,
} from "./form-token-uses";

const DAY = 24 * 60 * 60 * 1000;

function countsEachTokensUses(uses: () => FormTokenUses) {
  it("counts each token's uses apart", async () => {
    const counter = uses();
    const expiresAt = Date.now() + DAY;
    expect(await counter.count("token-a", expiresAt)).toBe(1);
    expect(await counter.count("token-a", expiresAt)).toBe(2);
    expect(await counter.count("token-b", expiresAt)).toBe(1);
    expect(await counter.count("token-a", expiresAt)).toBe(3);
  });
}

describe("createMemoryFormTokenUses", () => {
  countsEachTokensUses(() => createMemoryFormTokenUses());
});

describe.each(testDatabaseKinds())("createDatabaseFormTokenUses on %s", (kind) => {
  let first: SiteDatabase;
  let second: SiteDatabase;
  useTwoConnections(kind, (opened, another) => ([first, second] = [opened, another]));

  countsEachTokensUses(() => createDatabaseFormTokenUses(first.db));

  it("counts every use of a token sent to two instances at once", async () => {
    const instances = [
      createDatabaseFormTokenUses(first.db),
      createDatabaseFormTokenUses(second.db),
    ];
    const expiresAt = Date.now() + DAY;
    const counts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => instances[i % 2]!.count("replayed", expiresAt)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it("forgets tokens once they have expired (swept at most once a minute)", async () => {
    const clock = { now: Date.now() };
    const counter = createDatabaseFormTokenUses(first.db, () => clock.now);
    await counter.count("short-lived", clock.now + 1000);
    clock.now += 61_000;
    await counter.count("another", clock.now + DAY);
    const left = await first.db.selectFrom("form_token_uses").select("token").execute();
    expect(left.map((row) => row.token)).not.toContain("short-lived");
  });
});
