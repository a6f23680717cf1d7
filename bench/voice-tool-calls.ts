/**
 * Tool-call answers of the voice events endpoint on the production server (127.0.0.1, SQLite):
 * autocannon, 50 connections for 10 s, every request a call-back request (capture_lead) with its own tool call id,
 * then a check that every answered request was stored once. Two runs: inquiries only stored, and with the
 * webhook channel on (the outbox worker delivering each one to a receiver on 127.0.0.1 meanwhile).
 * The cheapest route of the same server gives the machine's floor. The provider waits on the line
 * for these answers: target p99 under 50 ms.
 *   npm run bench:voice
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { voiceTools } from "../core/content/voice-leads";
import { SQLITE_FILE } from "../server/db/database";
import { VOICE_EVENTS_PATH } from "../server/voice-events/voice-events-route";
import { startServer } from "../tests/support/production-server";
import { printTable } from "./report";

const PORT = 4520;
const CONNECTIONS = 50;
const DURATION_S = 10;
const TARGET_P99_MS = 50;
const SECRET = "bench-voice-secret-0123456789";

function toolCall(n: number) {
  return JSON.stringify({
    message: {
      type: "tool-calls",
      call: { id: `bench-call-${n}` },
      toolCallList: [
        {
          id: `bench-tool-${n}`,
          type: "function",
          function: {
            name: voiceTools.captureLead,
            arguments: JSON.stringify({
              name: `Bench Caller ${n}`,
              email: `caller-${n}@example.com`,
              interest: "Booking Automation",
              message: "Please call me back about after-hours booking.",
            }),
          },
        },
      ],
    },
  });
}

async function hammer(options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    rps: Math.round(result.requests.average),
    latency: result.latency,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

type Figures = Awaited<ReturnType<typeof hammer>>;

function row(name: string, r: Figures, extra: (string | number)[]) {
  return [
    name,
    r.rps,
    r.latency.p50,
    r.latency.p90,
    r.latency.p99,
    r.latency.max,
    r.ok,
    r.failed,
    ...extra,
  ];
}

/** One server, the floor, then the tool calls; the rows to print. */
async function measure(name: string, env: Record<string, string>) {
  const server = await startServer({
    port: PORT,
    env: { VAPI_SERVER_SECRET: SECRET, LOG_LEVEL: "error", ...env },
  });
  try {
    const floor = await hammer({ url: `${server.origin}/healthz` });
    let sent = 0;
    const calls = await hammer({
      url: `${server.origin}${VOICE_EVENTS_PATH}`,
      method: "POST",
      headers: { "content-type": "application/json", "x-vapi-secret": SECRET },
      requests: [{ setupRequest: (request) => ({ ...request, body: toolCall(++sent) }) }],
    });
    // One statement, one snapshot: the server is still committing the requests in flight.
    const db = new Database(path.join(server.dataDir, SQLITE_FILE), { readonly: true });
    const { stored, receipts } = db
      .prepare(
        `SELECT (SELECT count(*) FROM inquiries WHERE source = 'voice') AS stored,
                (SELECT count(*) FROM voice_receipts) AS receipts`,
      )
      .get() as { stored: number; receipts: number };
    db.close();
    // Requests still in flight when the run stops are stored but not counted as answered.
    const storedOnce = stored >= calls.ok && stored === receipts && stored <= sent;
    const meets = calls.failed === 0 && storedOnce && calls.latency.p99 < TARGET_P99_MS;
    return [
      row(`GET /healthz (floor), ${name}`, floor, ["", ""]),
      row(`capture_lead, ${name}`, calls, [stored, meets ? "yes" : "NO"]),
    ];
  } finally {
    await server.stop();
  }
}

const receiver = createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(204).end());
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
try {
  const rows = [
    ...(await measure("stored only", {})),
    ...(await measure("webhook on", { CONTACT_WEBHOOK_URL: webhookUrl })),
  ];
  printTable(
    `Voice tool calls (POST ${VOICE_EVENTS_PATH}): autocannon, ${CONNECTIONS} connections for ` +
      `${DURATION_S} s each on 127.0.0.1, SQLite (target p99 < ${TARGET_P99_MS} ms, every answered ` +
      `request stored once)`,
    ["workload", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "2xx", "failed", "stored", "ok"],
    rows,
  );
} finally {
  await new Promise((resolve) => receiver.close(resolve));
}
