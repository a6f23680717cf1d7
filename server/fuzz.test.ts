import { connect } from "node:net";
import { seededRandom } from "../tests/support/seeded-random";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../tests/support/production-server";
import { createPostgresDatabase, testDatabaseKinds } from "./db/test-databases";
import { VOICE_CONFIG_PATH } from "../core/voice/voice-client-config";
import { VOICE_EVENTS_PATH } from "./voice-events/voice-events-route";

/**
 * Requests a visitor (or a scanner) might send, malformed in every way we could think of, against
 * the real server: none may cause a 5xx, and the server must still be healthy afterwards.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const RAW_REQUESTS = 400;
const CONCURRENCY = 25;

const PATHS = [
  "/",
  "/contact",
  "/about",
  "/products",
  "/privacy-policy",
  "/terms-of-service",
  "/contact.data",
  "/about.data",
  "/_root.data",
  "/healthz",
  "/sitemap.xml",
  "/robots.txt",
  VOICE_CONFIG_PATH,
  VOICE_EVENTS_PATH,
  "/%",
  "/..%2f",
  "/..%2f..%2f..%2fetc%2fpasswd",
  "/%2e%2e/%2e%2e/package.json",
  "/assets/..%2f..%2fpackage.json",
  "/assets/%00.js",
  "/%C0%AF",
  "/a%ZZb",
  "//contact",
  "/contact/",
  "/contact//",
  "/contact.data.data",
  "/nowhere.data",
  "/é",
  "/%F0%9F%92%A9",
  "/\u{1F4A9}",
  "/assets/",
  "/images/../../server/config.ts",
  `/${"a".repeat(4000)}`,
  `/${"%".repeat(300)}`,
];
const QUERIES = [
  "",
  "?",
  "?index",
  "?_data=routes%2Fcontact",
  "?_routes=routes%2Fcontact",
  "?paths=%2Fcontact",
  "?paths=%",
  "?version=x&paths=%2F%2F",
  "?interest=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "?interest=Custom%20AI%20Voice%20Agents",
  "?a=%",
  "?%=%",
  "?a[b][c]=1",
  `?q=${"x".repeat(3000)}`,
  "?__proto__[polluted]=1",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "FOO"];
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=xyz",
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded; charset=utf-16",
  "garbage/garbage; ;;;",
  "",
];
const BODIES = [
  "",
  "form-name=contact&name=A&email=a%40example.com&message=hello",
  "form-name=contact&name=%&email=%&message=%",
  // NUL and other control characters in every field of a valid post (PostgreSQL refuses NUL).
  "form-name=contact&name=N%00u%01l&email=nul%40example.com&company=%00&phone=%07&message=a%00b%1Bc",
  "form-name=other",
  "bot-field=spam&form-name=contact&name=x&email=x%40x.x&message=x",
  `name=${"x".repeat(20000)}&email=a%40b.c&message=m`,
  "{",
  '{"message":{"type":"tool-calls"}}',
  '{"message":{"type":"end-of-call-report","call":null}}',
  '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--xyz--',
  "--xyz\r\nbroken",
  "\u0000\u0001\u0002\u00ff",
  "a=1&a=2&a=3&".repeat(500),
];
const HEADER_SETS: Record<string, string>[] = [
  {},
  { "Accept-Encoding": "br;q=abc, gzip;q=-1, *;q=2" },
  { "Accept-Encoding": "identity;q=0" },
  { "If-None-Match": '"nope", W/"x", *, ""' },
  { "If-Modified-Since": "yesterday" },
  { Range: "bytes=9999999-1" },
  { Origin: "null" },
  { Origin: "https://evil.example" },
  { Origin: "not a url" },
  { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
  { "X-Forwarded-For": "999.999.1.1, , garbage", "X-Forwarded-Proto": "gopher" },
  { "X-Request-Id": "x".repeat(300) },
  { Accept: "application/json;q=nope, */*" },
  { Cookie: "a=%; b=\u00e9" },
  { "X-Vapi-Secret": "wrong" },
];

/**
 * /healthz answers 503 by design when the database has not answered within 2 s, as it may under
 * this flood on a busy machine (server/health.test.ts tests both answers).
 */
const healthzSaysDatabaseSlow = (url: string, status: number) =>
  status === 503 && new URL(url).pathname === "/healthz";

const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;

let server: RunningServer;
/** Every post reaches the store, where PostgreSQL would refuse a NUL. */
const unlimited = { CONTACT_RATE_LIMIT: "off" };

describe.each(testDatabaseKinds())("fuzzing the server on %s", (kind) => {
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (kind === "postgres") {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "fuzz");
      dropDatabase = database.drop;
      server = await startServer({ env: { ...unlimited, DATABASE_URL: database.url } });
    } else {
      server = await startServer({ env: unlimited });
    }
  }, 120_000);
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropDatabase?.();
  });

  it(`answers ${REQUESTS} malformed requests without a 5xx`, { timeout: 300_000 }, async () => {
    const next = seededRandom(20261122);
    const failures: string[] = [];
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          const method = pick(next, METHODS);
          const url = `${server.origin}${pick(next, PATHS)}${pick(next, QUERIES)}`;
          const headers: Record<string, string> = { ...pick(next, HEADER_SETS) };
          const hasBody = !["GET", "HEAD"].includes(method);
          if (hasBody) headers["Content-Type"] = pick(next, CONTENT_TYPES);
          const label = `${method} ${url.slice(server.origin.length, 200)} ${JSON.stringify(headers).slice(0, 200)}`;
          try {
            const response = await fetch(url, {
              method,
              headers,
              body: hasBody ? pick(next, BODIES) : undefined,
              redirect: "manual",
              signal: AbortSignal.timeout(10_000),
            });
            await response.arrayBuffer();
            if (response.status >= 500 && !healthzSaysDatabaseSlow(url, response.status)) {
              failures.push(`${response.status} ${label}`);
            }
          } catch (error) {
            // The client refusing to send something (an invalid header value) is not a server fault.
            if (!(error instanceof TypeError && /header|method|URL/i.test(error.message))) {
              failures.push(`${(error as Error).message} ${label}`);
            }
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    await expectHealthy();
  });

  it(
    `survives ${RAW_REQUESTS} malformed HTTP messages on raw sockets`,
    { timeout: 120_000 },
    async () => {
      const next = seededRandom(7);
      const messages = [
        "GARBAGE\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnope\r\n0\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n",
        "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nNoColonHeader\r\n\r\n",
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"y".repeat(20_000)}\r\n\r\n`,
        "GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n",
        "GET * HTTP/1.1\r\nHost: x\r\n\r\n",
        "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET / HTTP/1.0\r\n\r\n",
        "GET /contact HTTP/1.1\r\nHost: \r\n\r\n",
        "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=short",
        "\r\n\r\n\r\n",
        "G\u00e9T / HTTP/1.1\r\nHost: x\r\n\r\n",
      ];
      const failures: string[] = [];
      for (let sent = 0; sent < RAW_REQUESTS; sent += CONCURRENCY) {
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            const message = pick(next, messages);
            const status = await rawExchange(message);
            if (status !== undefined && status >= 500) {
              failures.push(`${status} ${JSON.stringify(message.slice(0, 120))}`);
            }
          }),
        );
      }
      expect(failures).toEqual([]);
      await expectHealthy();
    },
  );
});

/** Sends bytes as they are; returns the status of the answer, if one came before the timeout. */
function rawExchange(message: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    const finish = () => {
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      resolve(status ? Number(status) : undefined);
    };
    socket.setTimeout(3000, finish);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (/^HTTP\/1\.[01] \d{3}/.test(answer)) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.end(Buffer.from(message, "latin1"));
  });
}

async function expectHealthy() {
  const health = await fetch(`${server.origin}/healthz`);
  expect(health.status).toBe(200);
  const page = await fetch(`${server.origin}/contact`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<form");
}
