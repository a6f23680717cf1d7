import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { inFlightPerClient } from "./in-flight";

describe("inFlightPerClient", () => {
  function appHeldOpen() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono();
    app.use(
      inFlightPerClient(
        2,
        (c) => c.req.header("x-client") ?? "",
        (c) => c.text("one at a time", 429),
      ),
    );
    app.get("/", async (c) => {
      await held;
      return c.text("done");
    });
    const get = (client: string) => app.request("/", { headers: { "x-client": client } });
    return { get, release };
  }

  it("refuses a client's request beyond the limit at once, and no one else's", async () => {
    const { get, release } = appHeldOpen();
    const first = [get("a"), get("a")];
    const refused = await get("a");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe("one at a time");
    const other = get("b");
    release();
    expect((await Promise.all([...first, other])).map((answer) => answer.status)).toEqual([
      200, 200, 200,
    ]);
  });

  it("takes the client's requests again once those in flight have ended", async () => {
    const { get, release } = appHeldOpen();
    release();
    for (let i = 0; i < 5; i++) expect((await get("a")).status).toBe(200);
  });
});
