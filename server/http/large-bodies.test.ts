import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  START_HOOK_BUDGET_MS,
  startServer,
  type RunningServer,
} from "../../tests/support/production-server";

/** What a script sends when it means to fill the server's memory. */
const HOSTILE_BYTES = 256 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/** The child's resident memory, in MB. */
function residentMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))!;
  return Number(line[1]) / 1024;
}

/**
 * Streams up to HOSTILE_BYTES on a raw socket, chunked (no length) or with the length declared,
 * and stops once the answer's status line has come: the status and how long it took. The server
 * answers 413 and then closes the connection with bytes still on their way; the close can reach
 * the client before it has read the answer (a reset drops what was not yet read), which is a
 * refusal all the same: status 0.
 */
function postHuge(server: RunningServer, path: string, chunked: boolean) {
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const started = performance.now();
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    let answered = false;
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status && !answered) {
        answered = true;
        resolve({ status: Number(status), ms: performance.now() - started });
        socket.destroy();
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (!answered) resolve({ status: 0, ms: performance.now() - started });
    });
    const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${HOSTILE_BYTES}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\n${length}\r\n\r\n`,
    );
    const frame = chunked
      ? Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from("\r\n")])
      : CHUNK;
    let sent = 0;
    const write = () => {
      while (!answered && !socket.destroyed && sent < HOSTILE_BYTES) {
        sent += CHUNK.length;
        if (!socket.write(frame)) return void socket.once("drain", write);
      }
      if (chunked && !answered && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    write();
  });
}

// One server for both: neither leaves anything behind that the other would meet.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: "silent" } });
}, START_HOOK_BUDGET_MS);
afterAll(() => server?.stop());

describe("256 MB bodies to the routes that take posts without a session", () => {
  it("are each answered 413 at once, and the server's memory does not grow", async () => {
    const paths = ["/inbox/welcome/x", "/inbox/sign-in", "/inbox/passkeys/sign-in", "/contact"];
    const before = residentMb(server.child.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.child.pid!))), 20);
    try {
      // Four at once, sent chunked, then again with the length declared.
      let refusedInWords = 0;
      for (const chunked of [true, false]) {
        const answers = await Promise.all(paths.map((path) => postHuge(server, path, chunked)));
        for (const [index, answer] of answers.entries()) {
          expect([413, 0], `${paths[index]} chunked=${chunked}`).toContain(answer.status);
          expect(answer.ms, `${paths[index]} chunked=${chunked}`).toBeLessThan(2000);
          if (answer.status === 413) refusedInWords += 1;
        }
      }
      expect(refusedInWords).toBeGreaterThan(0);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(64);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  }, 60_000);
});

describe("a post refused before its body is read", () => {
  // On a busy server a small body can be read long after the answer to its headers: the
  // connection must wait for it, not close under the client (a reset instead of the refusal).
  it("keeps its connection until its body comes, late, and answers the next request on it", async () => {
    const socket = connect(server.port, "127.0.0.1");
    let received = "";
    socket.on("data", (data: Buffer) => (received += data.toString("latin1")));
    const closed = new Promise((done) => socket.on("close", done));
    socket.on("error", () => undefined);
    // Each answer's status line, wherever it starts: a refusal's words end without a newline.
    const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    socket.write(
      `POST /book HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.origin}\r\n` +
        "Content-Type: garbage/garbage\r\nContent-Length: 5\r\n\r\n",
    );
    // A wait for the answer, not a timed one: a busy machine answers late.
    await expect.poll(statuses, { timeout: 30_000 }).toEqual(["415"]);
    await new Promise((done) => setTimeout(done, 800));
    socket.write("hello");
    socket.write(
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`,
    );
    await closed;
    expect(statuses()).toEqual(["415", "200"]);
  });
});
