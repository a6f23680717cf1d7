import type { Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import type { SiteDatabase } from "./database";
import type { Database } from "./schema";
import { testDatabaseKinds, useTestDatabase } from "./test-databases";

const setting = (trx: Transaction<Database>, key: string) =>
  trx.insertInto("settings").values({ key, value: "v" }).execute();

describe.each(testDatabaseKinds())("shared commits on %s", (kind) => {
  let site: SiteDatabase;
  useTestDatabase(kind, (opened) => (site = opened));

  const storedKeys = async (prefix: string) =>
    (
      await site.db
        .selectFrom("settings")
        .select("key")
        .where("key", "like", `${prefix}%`)
        .execute()
    )
      .map((row) => row.key)
      .sort();

  it("runs work that arrives together in one transaction and answers each its own result", async () => {
    const seen: Transaction<Database>[] = [];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        site.transactions.run(async (trx) => {
          seen.push(trx);
          await setting(trx, `together-${String(i).padStart(2, "0")}`);
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(new Set(seen).size).toBe(1);
    expect(await storedKeys("together-")).toHaveLength(30);
  });

  it("keeps a failing job from sinking the others: they commit, it is rolled back and rejected", async () => {
    const outcomes = await Promise.allSettled(
      ["a", "b", "c"].map((name) =>
        site.transactions.run(async (trx) => {
          await setting(trx, `partial-${name}`);
          if (name === "b") throw new Error("job b fails");
          return name;
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error("job b fails"));
    expect(await storedKeys("partial-")).toEqual(["partial-a", "partial-c"]);
  });
});
