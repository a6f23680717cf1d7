/**
 * The hostile half of bench/abuse.ts: every kind of request issue 39 found could be driven
 * without limit, made one at a time by `floodRequest(n)`, each a different one. bench/abuse.ts
 * runs it in a process of its own (`runFlood` over IPC), as an attacker is: the flood's own work
 * of building and sending bodies then never delays the ordinary visitor's requests it measures.
 */
import { CHAT_LEAD_PATH } from "../core/chat/chat-lead";
import { INSIGHTS_BEACON_PATH } from "../core/insights/insight-events";
import { VOICE_EVENTS_PATH } from "../server/voice-events/voice-events-route";

/** Every route that takes a POST, and the .data twins of those React Router answers. */
export const POST_ROUTES = [
  "/",
  "/contact",
  "/contact.data",
  CHAT_LEAD_PATH,
  INSIGHTS_BEACON_PATH,
  VOICE_EVENTS_PATH,
  "/inbox/sign-in",
  "/inbox/sign-in.data",
  "/inbox/welcome/x",
  "/inbox/passkeys/sign-in",
  "/inbox/passkeys/sign-in.data",
  "/inbox/sign-out",
];

/** Twice the site-wide body limit (MAX_BODY_KB's default): every route must refuse it. */
const OVERSIZED = Buffer.alloc(1024 * 1024, "a");

export interface FloodRequest {
  kind: string;
  path: string;
  init: RequestInit;
}

/** A body sent without a length, as it is streamed: the body limit must count it as it comes. */
function chunked(bytes: Buffer) {
  const piece = 64 * 1024;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(sent, (sent += piece)));
    },
  });
}

const WRONG_TYPES: [string, string, string][] = [
  ["/inbox/sign-in", "text/plain", "email=a@b.c&password=x"],
  ["/inbox/sign-in.data", "application/json", '{"email":"a@b.c"}'],
  ["/inbox/welcome/x", "multipart/form-data", "--x\r\nbroken"],
  ["/contact", "text/plain", "form-name=contact"],
  [CHAT_LEAD_PATH, "application/json", "{}"],
  [INSIGHTS_BEACON_PATH, "application/x-www-form-urlencoded", "e=pageview"],
  ["/inbox/passkeys/sign-in", "text/plain", "{"],
];

const KINDS = [
  "rotated-agent beacon",
  "unknown path",
  "forged referrer",
  "invalid contact post",
  "oversized body",
  "wrong content type",
] as const;

/** A browser's user agent, another one every time (automated ones are never counted). */
const rotatedAgent = (round: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + (round % 30)}.0.${round}.0 Safari/537.36`;

/** The `n`th request of the flood: the kinds in turn, each request unlike the last of its kind. */
export function floodRequest(n: number, origin: string): FloodRequest {
  const request = floodRequestOfKind(n, origin);
  const headers = new Headers(request.init.headers);
  headers.set("user-agent", rotatedAgent(Math.floor(n / KINDS.length)));
  return { ...request, init: { ...request.init, headers } };
}

function floodRequestOfKind(n: number, origin: string): FloodRequest {
  const kind = KINDS[n % KINDS.length]!;
  const round = Math.floor(n / KINDS.length);
  const sameSite = { origin };
  switch (kind) {
    case "rotated-agent beacon":
      return {
        kind,
        path: INSIGHTS_BEACON_PATH,
        init: {
          method: "POST",
          headers: { ...sameSite, "content-type": "text/plain" },
          body: JSON.stringify(
            round % 2
              ? { e: "call_connected", p: "/", l: "hero", c: `flood-call-${round}` }
              : { e: "pageview", p: "/" },
          ),
        },
      };
    case "unknown path":
      return { kind, path: `/nowhere-${round}`, init: {} };
    case "forged referrer":
      return {
        kind,
        path: `/?utm_source=flood${round}&utm_campaign=c${round}`,
        init: { headers: { referer: `https://referrer-${round}.example/${"p".repeat(2000)}` } },
      };
    case "invalid contact post":
      return {
        kind,
        path: "/contact",
        init: {
          method: "POST",
          headers: {
            ...sameSite,
            "content-type": "application/x-www-form-urlencoded",
            referer: `${origin}/contact?${"r".repeat(5000)}`,
          },
          body: "form-name=contact",
        },
      };
    case "oversized body": {
      const path = POST_ROUTES[round % POST_ROUTES.length]!;
      const streamed = Math.floor(round / POST_ROUTES.length) % 2 === 1;
      return {
        kind,
        path,
        init: {
          method: "POST",
          headers: { ...sameSite, "content-type": "application/x-www-form-urlencoded" },
          body: streamed ? chunked(OVERSIZED) : OVERSIZED,
          ...(streamed ? { duplex: "half" } : {}),
        } as RequestInit,
      };
    }
    case "wrong content type": {
      const [path, type, body] = WRONG_TYPES[round % WRONG_TYPES.length]!;
      return {
        kind,
        path,
        init: { method: "POST", headers: { ...sameSite, "content-type": type }, body },
      };
    }
  }
}

/** What the flood process is told: where, until when, how fast, how many at once. */
export interface FloodOrder {
  origin: string;
  started: number;
  until: number;
  floodRps: number;
  concurrency: number;
  timeoutMs: number;
}

/** What it reports when it is done. */
export interface FloodReport {
  floodRequests: number;
  /** Requests the server answered by closing the connection (a body past the limit). */
  closedConnections: number;
  serverErrors: number;
  kinds: Record<string, { times: number[]; statuses: Record<number, number> }>;
}

export async function runFlood(order: FloodOrder): Promise<FloodReport> {
  const report: FloodReport = {
    floodRequests: 0,
    closedConnections: 0,
    serverErrors: 0,
    kinds: {},
  };
  async function flooder(worker: number) {
    for (let n = worker; Date.now() < order.until; n += order.concurrency) {
      const due = order.started + (n * 1000) / order.floodRps - Date.now();
      if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
      const { kind, path: at, init } = floodRequest(n, order.origin);
      const ofKind = (report.kinds[kind] ??= { times: [], statuses: {} });
      report.floodRequests += 1;
      const sent = performance.now();
      try {
        const response = await fetch(order.origin + at, {
          redirect: "manual",
          ...init,
          signal: AbortSignal.timeout(order.timeoutMs),
        });
        await response.arrayBuffer();
        if (response.status >= 500) report.serverErrors += 1;
        ofKind.times.push(performance.now() - sent);
        ofKind.statuses[response.status] = (ofKind.statuses[response.status] ?? 0) + 1;
      } catch {
        // The server answered 413 and closed the connection while the body was still going out.
        report.closedConnections += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: order.concurrency }, (_, w) => flooder(w)));
  return report;
}

if (process.send && process.argv.includes("--flood-process")) {
  process.once("message", async (order: FloodOrder) => {
    const report = await runFlood(order);
    process.send!(report, () => process.exit(0));
  });
}
