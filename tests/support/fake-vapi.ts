/**
 * A stand-in for the voice provider's HTTP API on 127.0.0.1, for driving the real Vapi web SDK
 * in a browser: it answers the CORS preflight and `POST /call/web`, and records what it was sent.
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

export interface FakeVapi {
  /** http://127.0.0.1:<port>, to pass as VAPI_API_URL. */
  url: string;
  /** Every request received, preflights included, oldest first. */
  requests: WebCallRequest[];
  answerWith(answer: WebCallAnswer): void;
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

export async function startFakeVapi(): Promise<FakeVapi> {
  const requests: WebCallRequest[] = [];
  let answer: WebCallAnswer = { kind: "unauthorized" };

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
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
