import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { signWebhook } from "../inquiries/webhook-signature";

/** The webhook secret the tests' sites and receivers share (a valid `whsec_` key). */
export const TEST_WEBHOOK_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

export interface ReceivedWebhook {
  id: string;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

export type WebhookAnswer = "ok" | "error" | "hang" | { status: number; retryAfter?: string };

/**
 * A real HTTP webhook receiver on 127.0.0.1. `answer` decides each request's fate (by the
 * request's number, from 1), so a test can script failures, time-outs and recovery. Hung
 * requests are released when the receiver closes.
 */
export async function startWebhookReceiver(
  secret: string,
  answer: (requestNumber: number, id: string) => WebhookAnswer = () => "ok",
) {
  const delivered = new Map<string, ReceivedWebhook>();
  const hung = new Set<ServerResponse>();
  let requests = 0;
  const listeners = new Set<() => void>();

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const id = String(req.headers["webhook-id"]);
    const timestamp = Number(req.headers["webhook-timestamp"]);
    // As a Standard Webhooks verifier does: any one of the space-separated signatures will do.
    const signatureValid = String(req.headers["webhook-signature"] ?? "")
      .split(" ")
      .includes(signWebhook(secret, id, timestamp, raw));
    requests += 1;
    for (const listener of listeners) listener();
    const verdict = answer(requests, id);
    if (verdict === "hang") {
      hung.add(res);
      return;
    }
    if (verdict === "ok") {
      delivered.set(id, { id, body: JSON.parse(raw) as Record<string, unknown>, signatureValid });
      res.writeHead(204).end();
      return;
    }
    const { status, retryAfter } =
      verdict === "error" ? { status: 500, retryAfter: undefined } : verdict;
    res.writeHead(status, retryAfter ? { "retry-after": retryAfter } : {}).end("no");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks/inquiry`,
    delivered,
    get requests() {
      return requests;
    },
    /** Resolves once at least `count` requests have arrived. */
    waitForRequests(count: number) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if (requests >= count) {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        check();
      });
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A real SMTP server on 127.0.0.1 that keeps each message's Message-ID and raw text. */
export async function startSmtpReceiver() {
  const messages = new Map<string, string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "";
        messages.set(messageId, raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `condition` holds, failing after `timeoutMs`. */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
