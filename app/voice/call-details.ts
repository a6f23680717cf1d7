import { CAPTION_LINES_KEPT, MIC_SILENCE_HINT_MS, MIC_SILENCE_LEVEL } from "./constants";

/**
 * What a visitor sees of a running call besides its state: captions, levels and the timer.
 * Kept apart from the call state because levels change ten times a second and only the
 * call details panels need them, not every call button.
 */
export interface Caption {
  id: number;
  role: "assistant" | "user";
  text: string;
  final: boolean;
}

export interface CallDetails {
  /** When the assistant started listening (ms since the epoch). */
  connectedAt: number | null;
  /** When the call's time cap ends it (VOICE_MAX_CALL_SECONDS after connecting), if it has one. */
  endsAt: number | null;
  captions: readonly Caption[];
  /** The visitor's microphone level, 0 to 1. */
  micLevel: number;
  /** Whether the call client reports microphone levels at all (no reports: no silence hint). */
  micObserved: boolean;
  /** Since when the microphone has been silent (reset by sound and by unmuting). */
  silentSince: number | null;
  /** The assistant's speaking level, 0 to 1. */
  assistantLevel: number;
}

export const emptyCallDetails: CallDetails = Object.freeze({
  connectedAt: null,
  endsAt: null,
  captions: [],
  micLevel: 0,
  micObserved: false,
  silentSince: null,
  assistantLevel: 0,
});

/** A transcript message of the provider: partial lines are replaced until the final one. */
export interface TranscriptMessage {
  type: "transcript";
  role: "assistant" | "user";
  transcriptType: "partial" | "final";
  transcript: string;
}

export function isTranscriptMessage(message: unknown): message is TranscriptMessage {
  if (typeof message !== "object" || message === null) return false;
  const m = message as Record<string, unknown>;
  return (
    m.type === "transcript" &&
    (m.role === "assistant" || m.role === "user") &&
    (m.transcriptType === "partial" || m.transcriptType === "final") &&
    typeof m.transcript === "string"
  );
}

let nextCaptionId = 1;

export function withTranscript(details: CallDetails, message: TranscriptMessage): CallDetails {
  const text = message.transcript.trim();
  if (!text) return details;
  const final = message.transcriptType === "final";
  const captions = [...details.captions];
  const openIndex = captions.findLastIndex((c) => c.role === message.role && !c.final);
  const open = captions[openIndex];
  if (open) captions[openIndex] = { ...open, text, final };
  else captions.push({ id: nextCaptionId++, role: message.role, text, final });
  return { ...details, captions: captions.slice(-CAPTION_LINES_KEPT) };
}

export function withMicLevel(details: CallDetails, level: number, now: number): CallDetails {
  const silent = level < MIC_SILENCE_LEVEL;
  return {
    ...details,
    micLevel: level,
    micObserved: true,
    silentSince: silent ? (details.silentSince ?? now) : null,
  };
}

/** 'We can't hear you': the call has run, unmuted, with a silent microphone for 5 s. */
export function shouldShowMicHint(details: CallDetails, isMuted: boolean, now: number): boolean {
  if (isMuted || details.connectedAt === null || !details.micObserved) return false;
  const silentSince = Math.max(details.silentSince ?? now, details.connectedAt);
  return now - silentSince >= MIC_SILENCE_HINT_MS;
}
