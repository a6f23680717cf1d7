import SQLite from "better-sqlite3";
import { Hono } from "hono";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { healthCheck } from "./health";

function appWith(db: Kysely<unknown> | undefined) {
  return new Hono().get("/healthz", healthCheck(db));
}

describe("healthCheck", () => {
  it("answers 200 while the database answers", async () => {
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SQLite(":memory:") }),
    });
    const res = await appWith(db).request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    await db.destroy();
  });

  it("answers 503 once the database is gone, without saying why", async () => {
    const sqlite = new SQLite(":memory:");
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    sqlite.close();
    const res = await appWith(db).request("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, database: "unreachable" });
  });
});
