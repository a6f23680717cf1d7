import { EventEmitter } from "node:events";
import { beforeEach, vi } from "vitest";
import type { CallClient } from "./call-client";
import { createCallController, type CallController } from "./call-controller";

/**
 * A scripted stand-in for the Vapi SDK's event emitter, for unit tests only. Each start() waits
 * for the test to settle it, like the SDK's HTTP request and room join.
 */
export class FakeCallClient implements CallClient {
  private events = new EventEmitter();
  starts: string[] = [];
  stops = 0;
  muted = false;
  stopError: Error | null = null;
  private pending: ((call: unknown) => void) | null = null;
  private pendingFail: ((error: Error) => void) | null = null;

  on(event: string, listener: (...args: never[]) => void) {
    this.events.on(event, listener as (...args: unknown[]) => void);
    return this;
  }

  /** Emits an SDK event, as the SDK would. */
  emit(event: string, ...args: unknown[]) {
    this.events.emit(event, ...args);
  }

  start(assistantId: string): Promise<unknown> {
    this.starts.push(assistantId);
    return new Promise((resolve, reject) => {
      this.pending = resolve;
      this.pendingFail = reject;
    });
  }

  /** The room is joined: start() resolves the call. */
  joined() {
    this.pending?.({ id: "call-1", webCallUrl: "https://room.invalid/x" });
    this.pending = null;
  }

  /** start() resolves null, as the SDK does on any failure (after emitting `error`). */
  startFailed(
    payload: unknown = { type: "start-method-error", error: { message: "Invalid Key" } },
  ) {
    this.emit("error", payload);
    this.pending?.(null);
    this.pending = null;
  }

  /** start() throws, as the SDK does for its own input validation. */
  startThrows(error: Error) {
    this.pendingFail?.(error);
    this.pending = null;
  }

  /** The assistant signals it is listening. */
  listening() {
    this.emit("call-start");
  }

  async stop() {
    this.stops++;
    if (this.stopError) throw this.stopError;
    this.emit("call-end");
  }

  setMuted(muted: boolean) {
    this.muted = muted;
  }

  isMuted() {
    return this.muted;
  }
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export interface CallControllerUnderTest {
  sdk: FakeCallClient;
  voice: CallController;
  /** How many times the controller loaded the SDK. */
  loads: number;
}

/** At the top of a test file: before each test, a fresh controller over a fresh fake SDK. */
export function callControllerUnderTest(): CallControllerUnderTest {
  const under = {} as CallControllerUnderTest;
  beforeEach(() => {
    under.sdk = new FakeCallClient();
    under.loads = 0;
    under.voice = createCallController({
      loadClient: async () => {
        under.loads++;
        return under.sdk;
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  return under;
}

/** Starts a call and lets it connect: the room joined, the assistant listening. */
export async function connectTo(
  { sdk, voice }: CallControllerUnderTest,
  assistantId = "hero-assistant",
) {
  const started = voice.startCall(assistantId, "hero");
  await settle();
  sdk.joined();
  await started;
  sdk.listening();
}
