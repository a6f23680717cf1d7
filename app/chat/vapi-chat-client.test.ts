import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatFailure } from "./chat-client";
import { vapiChatClient } from "./vapi-chat-client";

const client = vapiChatClient({
  apiUrl: "https://api.example",
  publicKey: "pk-test",
  assistantId: "asst-chat",
});

/** A streamed answer whose body the test writes piece by piece. */
function streamedAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { "content-type": "text/event-stream" } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    breakOff: () => controller.error(new TypeError("network error")),
  };
}

const event = (delta: string, extra: object = {}) =>
  `data: ${JSON.stringify({ id: "chat-1", path: "chat.output[0].content", delta, ...extra })}\n\n`;

function answer(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  const deltas: [string, string | undefined][] = [];
  const abort = new AbortController();
  const done = client.stream(
    { input: "Hello", sessionId: null, signal: abort.signal },
    (text, sessionId) => deltas.push([text, sessionId]),
  );
  return { fetchMock, deltas, done, abort };
}

afterEach(() => vi.unstubAllGlobals());

describe("the provider's web chat", () => {
  it("posts the message with the public key, the assistant and stream: true", async () => {
    const { fetchMock, done } = answer(new Response("data: [DONE]\n\n"));
    await done;
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.example/chat/web");
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer pk-test");
    expect(JSON.parse(init.body as string)).toEqual({
      assistantId: "asst-chat",
      input: "Hello",
      stream: true,
    });
  });

  it("hands over each fragment as it arrives, however the events are cut into network chunks", async () => {
    const stream = streamedAnswer();
    const { deltas, done } = answer(stream.response);
    const both = event("Hel", { sessionId: "s-1" }) + event("lo!", { sessionId: "s-1" });
    stream.write(both.slice(0, 30));
    stream.write(both.slice(30, 95));
    stream.write(both.slice(95));
    stream.write(`data: ${JSON.stringify({ id: "chat-1", path: "chat.id", delta: "x" })}\n\n`);
    stream.write(": a comment\n\ndata: [DONE]\n\n");
    stream.end();
    await done;
    expect(deltas).toEqual([
      ["Hel", "s-1"],
      ["lo!", "s-1"],
    ]);
  });

  it("sends the session it was given, so the assistant remembers", async () => {
    const fetchMock = vi.fn(async () => new Response("data: [DONE]\n\n"));
    vi.stubGlobal("fetch", fetchMock);
    await client.stream(
      { input: "And on Sunday?", sessionId: "s-1", signal: new AbortController().signal },
      () => undefined,
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(init.body as string)).toMatchObject({ sessionId: "s-1" });
  });

  it.each([
    [401, "unauthorized"],
    [402, "billing"],
    [429, "rate-limited"],
    [500, "unreachable"],
  ])("a %i answer is the %s problem", async (status, problem) => {
    const { done } = answer(new Response('{"message":"no"}', { status }));
    await expect(done).rejects.toEqual(new ChatFailure(problem as ChatFailure["problem"]));
  });

  it("a stream that breaks off mid-answer is dropped, after the fragments that came", async () => {
    const stream = streamedAnswer();
    const { deltas, done } = answer(stream.response);
    stream.write(event("Half an "));
    await vi.waitFor(() => expect(deltas).toHaveLength(1));
    stream.breakOff();
    await expect(done).rejects.toEqual(new ChatFailure("dropped"));
  });

  it("a provider that cannot be reached is unreachable; Stop is the abort, not a problem", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(
      client.stream(
        { input: "Hi", sessionId: null, signal: new AbortController().signal },
        () => {},
      ),
    ).rejects.toEqual(new ChatFailure("unreachable"));

    const stream = streamedAnswer();
    const { done, abort } = answer(stream.response);
    stream.write(event("Half"));
    abort.abort();
    stream.breakOff();
    await expect(done).rejects.not.toBeInstanceOf(ChatFailure);
  });
});
