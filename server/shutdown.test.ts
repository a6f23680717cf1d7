import { connect } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { startServer } from "../tests/support/production-server";
import { SQLITE_FILE } from "./db/database";
import { handleShutdownSignals } from "./shutdown";

const silent = pino({ level: "silent" });

describe("handleShutdownSignals", () => {
  it("closes, waits for the worker, then the database, and exits 0", async () => {
    const steps: string[] = [];
    const codes: number[] = [];
    const shutdown = handleShutdownSignals({
      server: {
        close: ((done: (error?: Error) => void) => {
          steps.push("stop accepting");
          setTimeout(() => {
            steps.push("requests done");
            done();
          }, 20);
        }) as never,
        closeIdleConnections: () => {},
        closeAllConnections: () => steps.push("cut connections"),
      },
      logger: silent,
      whileDraining: async () => {
        steps.push("worker stopped");
      },
      afterDrained: async () => {
        steps.push("database closed");
      },
      exit: (code) => codes.push(code),
      signals: [],
    });
    await shutdown("SIGTERM");
    await shutdown("SIGTERM");
    expect(steps).toEqual(["stop accepting", "worker stopped", "requests done", "database closed"]);
    expect(codes).toEqual([0]);
  });

  it("cuts what is still open after the grace period and exits 1", async () => {
    const codes: number[] = [];
    let cut = false;
    void handleShutdownSignals({
      server: {
        close: (() => {}) as never,
        closeIdleConnections: () => {},
        closeAllConnections: () => {
          cut = true;
        },
      },
      logger: silent,
      exit: (code) => codes.push(code),
      graceMs: 50,
      signals: [],
    })("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(cut).toBe(true);
    expect(codes).toEqual([1]);
  });
});

describe("SIGTERM on the production server", () => {
  it("finishes a request in flight, refuses new connections and exits 0 within 10 s", async () => {
    const server = await startServer({
      env: { CONTACT_RATE_LIMIT: "off", CONTACT_MIN_FILL_MS: "0", LOG_LEVEL: "info" },
    });
    const body = new URLSearchParams({
      "form-name": "contact",
      name: "Ada Slowpost",
      email: "ada@example.com",
      message: "Sent over a slow connection while the server is asked to stop.",
    }).toString();

    // A visitor on a slow line: the headers and half the form arrive, the rest comes later.
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n" +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, 20),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    socket.end(body.slice(20));
    await closed;

    const code = await server.exited;
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(code).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(server.output()).toContain("stopped cleanly");

    const db = new Database(path.join(server.dataDir, SQLITE_FILE), { readonly: true });
    const stored = db.prepare("SELECT count(*) AS n FROM inquiries").get() as { n: number };
    db.close();
    expect(stored.n).toBe(1);
  });
});
