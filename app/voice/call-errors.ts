import type { CallError } from "./call-state";

/** The SDK's own validation message for a call without an assistant (spec section 8). */
const NO_ASSISTANT_MESSAGE = "Assistant or Squad or Workflow must be provided.";

/**
 * Reads the SDK's `error` and `camera-error` payloads. Their shapes differ by stage: the SDK wraps
 * what it caught with `serializeError`, so the Daily error type sits at `error.message.type` (fatal
 * errors) or `error.error.type` (camera errors), and HTTP failures carry a response body instead.
 */
export type CallErrorVerdict =
  /** Nothing the visitor needs to know: the call goes on (audio processing, recording...). */
  | { kind: "ignore" }
  /** The room closed under us because the assistant hung up: a normal end, not an error. */
  | { kind: "ended" }
  /** The call cannot go on; `error` says which of the catalogue's messages the visitor reads. */
  | { kind: "fatal"; error: CallError };

/** SDK error types that it reports but recovers from itself. */
const recoverableTypes = new Set([
  "audio-processing-setup-error",
  "audio-processor-recovery-error",
  "audio-observer-setup-error",
  "video-recording-setup-error",
  "audio-start-failed",
]);

/** Daily's fatal error types that mean the room was closed on purpose (the assistant ended it). */
const roomClosedTypes = new Set(["ejected", "exp-room", "exp-token", "end-of-life"]);

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** The Daily error type inside a serialized SDK payload, wherever this stage put it. */
function dailyErrorType(payload: unknown): string | undefined {
  const error = record(record(payload).error);
  for (const candidate of [error.message, error.error, error]) {
    const type = record(candidate).type;
    if (typeof type === "string") return type;
  }
  return undefined;
}

/**
 * @param whileStarting the call has not reached the assistant yet: failures read 'Failed to start
 *   voice call' instead of 'An error occurred during the call'.
 */
export function classifyCallError(payload: unknown, whileStarting: boolean): CallErrorVerdict {
  const type = record(payload).type;
  if (typeof type === "string" && recoverableTypes.has(type)) return { kind: "ignore" };
  if (type === "validation-error") return { kind: "fatal", error: "noAssistant" };
  if (type === "daily-error" && !whileStarting) {
    const dailyType = dailyErrorType(payload);
    if (dailyType && roomClosedTypes.has(dailyType)) return { kind: "ended" };
  }
  return { kind: "fatal", error: whileStarting ? "startFailed" : "duringCall" };
}

/**
 * The SDK's `camera-error` (getUserMedia failed). Only microphone problems matter: the demo
 * never asks for the camera.
 */
export function classifyMicrophoneError(payload: unknown): CallErrorVerdict {
  switch (dailyErrorType(payload)) {
    case "permissions":
      return { kind: "fatal", error: "microphoneBlocked" };
    case "not-found":
      return { kind: "fatal", error: "microphoneMissing" };
    case "mic-in-use":
    case "cam-mic-in-use":
      return { kind: "fatal", error: "microphoneBusy" };
    case "undefined-mediadevices":
      return { kind: "fatal", error: "microphoneUnavailable" };
    default:
      return { kind: "ignore" };
  }
}

/** What a thrown start error means: the SDK's own validation message is shown as the catalogue's. */
export function startError(error: unknown): CallError {
  return error instanceof Error && error.message === NO_ASSISTANT_MESSAGE
    ? "noAssistant"
    : "startFailed";
}
