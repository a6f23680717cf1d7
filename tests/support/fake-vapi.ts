/**
 * A stand-in for the voice provider's HTTP API on 127.0.0.1, for driving the real Vapi web SDK
 * and the site's chat in a browser: it answers the CORS preflight, `POST /call/web` and
 * `POST /chat/web` (server-sent events, in fragments, or an error on demand), and records what it
 * was sent. Like the provider, it calls the site's server URL with a call's tool calls.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface WebCallRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  origin: string | undefined;
  body: Record<string, unknown> | null;
}

/** How the next `POST /call/web` is answered. */
export type WebCallAnswer = { kind: "unauthorized" } | { kind: "created"; webCallUrl: string };

/**
 * How every `POST /chat/web` is answered from now on: a stream of fragments (each after
 * `intervalMs`, or, `paced`, each when the test calls `releaseFragment`), a refusal with a status,
 * or fragments and then, at the test's next `releaseFragment`, a connection cut mid-answer.
 */
export type ChatAnswer =
  | { kind: "stream"; fragments: string[]; paced?: boolean; intervalMs?: number }
  | { kind: "status"; status: 401 | 402 | 429 }
  | { kind: "drop"; fragments: string[] };

/** The session the fake gives every chat that arrives without one. */
export const FAKE_CHAT_SESSION = "session-fake-1";

export interface FakeVapi {
  /** http://127.0.0.1:<port>, to pass as VAPI_API_URL. */
  url: string;
  /** Every request received, preflights included, oldest first. */
  requests: WebCallRequest[];
  answerWith(answer: WebCallAnswer): void;
  answerChatWith(answer: ChatAnswer): void;
  /** The `POST /chat/web` requests, oldest first. */
  chatRequests(): WebCallRequest[];
  /** Lets a paced stream write its next fragment (or, after the last, end). */
  releaseFragment(): void;
  /**
   * What the provider does when its model calls a tool during a call: posts `tool-calls` to the
   * assistant's server URL with its secret, the call carrying the overrides the browser started
   * it with. The answer's results, as the model would get them.
   */
  callTools(
    serverUrl: string,
    secret: string,
    call: { id: string; assistantOverrides: unknown },
    toolCalls: { id: string; name: string; arguments: Record<string, unknown> }[],
  ): Promise<{ toolCallId: string; result?: string; error?: string }[]>;
  close(): Promise<void>;
}

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function cors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
  response.setHeader("Access-Control-Allow-Headers", "authorization, content-type");
  response.setHeader("Vary", "Origin");
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify(body));
}

const refusals: Record<401 | 402 | 429, string> = {
  401: "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.",
  402: "Wallet Balance is insufficient. Please add credits to continue.",
  429: "Too Many Requests",
};

/** Releases handed out by the test, taken by paced streams in order. */
function releases() {
  let credits = 0;
  const waiting: (() => void)[] = [];
  return {
    give() {
      const next = waiting.shift();
      if (next) next();
      else credits += 1;
    },
    take(): Promise<void> {
      if (credits > 0) {
        credits -= 1;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answerChat(
  request: IncomingMessage,
  response: ServerResponse,
  answer: ChatAnswer,
  release: ReturnType<typeof releases>,
) {
  if (answer.kind === "status" || request.headers.authorization !== "Bearer test-key") {
    const status = answer.kind === "status" ? answer.status : 401;
    return json(response, status, { message: refusals[status], statusCode: status });
  }
  response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  const event = (delta: string) =>
    `data: ${JSON.stringify({ id: "chat-fake-1", sessionId: FAKE_CHAT_SESSION, path: "chat.output[0].content", delta })}\n\n`;
  for (const fragment of answer.fragments) {
    if (answer.kind === "stream" && answer.paced) await release.take();
    else if (answer.kind === "stream" && answer.intervalMs) await pause(answer.intervalMs);
    else await pause(0);
    response.write(event(fragment));
  }
  if (answer.kind === "drop") {
    // Once the test has seen the fragments arrive: cut the connection without the chunked body's
    // end, and the browser reads a network error.
    await release.take();
    return response.socket?.destroy();
  }
  if (answer.paced) await release.take();
  response.end("data: [DONE]\n\n");
}

export async function startFakeVapi(): Promise<FakeVapi> {
  const requests: WebCallRequest[] = [];
  let answer: WebCallAnswer = { kind: "unauthorized" };
  let chatAnswer: ChatAnswer = { kind: "stream", fragments: ["Hello!"] };
  const release = releases();

  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
      const body = parseJson(raw);
      requests.push({
        method: request.method ?? "",
        path,
        authorization: request.headers.authorization,
        origin: request.headers.origin,
        body,
      });
      cors(request, response);
      if (request.method === "OPTIONS") {
        response.statusCode = 204;
        return response.end();
      }
      if (request.method === "POST" && path === "/chat/web") {
        void answerChat(request, response, chatAnswer, release);
        return;
      }
      if (request.method !== "POST" || path !== "/call/web") {
        return json(response, 404, { message: "Not Found", statusCode: 404 });
      }
      if (answer.kind === "unauthorized" || request.headers.authorization !== "Bearer test-key") {
        return json(response, 401, {
          message:
            "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.",
          error: "Unauthorized",
          statusCode: 401,
        });
      }
      return json(response, 201, {
        id: "fake-call-1",
        type: "webCall",
        status: "queued",
        assistantId: body?.assistantId ?? null,
        webCallUrl: answer.webCallUrl,
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: "11labs" } },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      answer = next;
    },
    answerChatWith(next) {
      chatAnswer = next;
    },
    chatRequests: () => requests.filter((r) => r.method === "POST" && r.path === "/chat/web"),
    releaseFragment: () => release.give(),
    async callTools(serverUrl, secret, call, toolCalls) {
      const answer = await fetch(serverUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Vapi-Secret": secret },
        body: JSON.stringify({
          message: {
            type: "tool-calls",
            call,
            toolCallList: toolCalls.map(({ id, name, arguments: args }) => ({
              id,
              type: "function",
              function: { name, arguments: JSON.stringify(args) },
            })),
          },
        }),
      });
      if (answer.status !== 200) throw new Error(`the server answered ${answer.status}`);
      return ((await answer.json()) as { results: [] }).results;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A paced stream a test left waiting would hold the server open.
        server.closeAllConnections();
      }),
  };
}
