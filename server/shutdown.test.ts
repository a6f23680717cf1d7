import { connect } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { startServer } from "../tests/support/production-server";
import { SQLITE_FILE } from "./db/database";
import { DELIVERY_TIMEOUT_MS } from "./inquiries/delivery-channel";
import { eventually, startWebhookReceiver, TEST_WEBHOOK_SECRET } from "./testing/receivers";
import { GRACE_MS, handleShutdownSignals } from "./shutdown";

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
    expect(cut).toBe(false);
    await vi.waitFor(() => expect(codes).toEqual([1]), { timeout: 2000, interval: 10 });
    expect(cut).toBe(true);
  });
});

// Each test starts a production server and stops it: on a busy machine that alone takes a while.
describe("SIGTERM on the production server", { timeout: 120_000 }, () => {
  it("lets an attempt in flight end within the grace: its send timeout is shorter", async () => {
    expect(DELIVERY_TIMEOUT_MS + 500).toBeLessThan(GRACE_MS);
    const webhook = await startWebhookReceiver(TEST_WEBHOOK_SECRET, () => "hang");
    const server = await startServer({
      env: {
        CONTACT_RATE_LIMIT: "off",
        CONTACT_MIN_FILL_MS: "0",
        CONTACT_WEBHOOK_URL: webhook.url,
      },
    });
    try {
      const answer = await fetch(`${server.origin}/`, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams({
          "form-name": "contact",
          name: "Ada Inflight",
          email: "inflight@example.com",
          message: "Delivered while the server stops.",
        }),
      });
      expect(answer.status).toBe(200);
      // The receiver holds the request open: the attempt is in flight when SIGTERM comes.
      await eventually(() => webhook.requests >= 1);
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exited, server.output()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);

      const db = new Database(path.join(server.dataDir, SQLITE_FILE), { readonly: true });
      const attempts = db.prepare("SELECT outcome, detail FROM delivery_attempts").all();
      const delivery = db.prepare("SELECT status, claimed_until FROM deliveries").get();
      db.close();
      // Recorded as a failed attempt, to be retried: not cut off with its claim left hanging.
      expect(attempts).toEqual([
        { outcome: "retry", detail: `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s` },
      ]);
      expect(delivery).toEqual({ status: "pending", claimed_until: null });
    } finally {
      await webhook.close();
    }
  });

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
    // Expect: 100-continue: the server's "100 Continue" proves it holds the request in flight.
    socket.write(
      "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nExpect: 100-continue\r\n" +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 100 Continue/), { timeout: 5000 });
    socket.write(body.slice(0, 20));

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    // New connections are refused once the server stops accepting.
    await vi.waitFor(
      async () => {
        await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
      },
      { timeout: 5000, interval: 50 },
    );
    socket.end(body.slice(20));
    await closed;

    const code = await server.exited;
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(code).toBe(0);
    expect(answer).toMatch(/HTTP\/1\.1 200 /);
    expect(server.output()).toContain("stopped cleanly");

    const db = new Database(path.join(server.dataDir, SQLITE_FILE), { readonly: true });
    const stored = db.prepare("SELECT count(*) AS n FROM inquiries").get() as { n: number };
    db.close();
    expect(stored.n).toBe(1);
  });
});
