import { VOICE_CONSENT_VERSION } from "~/content/voice-consent";
import { createExternalStore } from "~/assistant/external-store";
import type { CallPlacement } from "../../core/voice/placements";

/** What a visitor agreed to, and when: kept in this browser, sent with each call. */
export interface ConsentRecord {
  version: number;
  /** ISO 8601 */
  at: string;
}

/** What each call tells the provider (and, through it, the lead): see docs/voice-assistant.md. */
export interface CallContext {
  consentVersion: number | null;
  consentedAt: string | null;
  placement: CallPlacement;
  pagePath: string;
  /** The caller's own IANA zone: the assistant offers times in it (its booking tools). */
  timeZone: string;
}

export const CONSENT_STORAGE_KEY = "voicefront:voice-consent";

/** The visitor's consent to the current wording, or null (none, an older version, or no storage). */
export function currentConsent(): ConsentRecord | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null") as unknown;
    if (
      stored &&
      typeof stored === "object" &&
      "version" in stored &&
      "at" in stored &&
      stored.version === VOICE_CONSENT_VERSION &&
      typeof stored.at === "string"
    ) {
      return { version: stored.version, at: stored.at };
    }
  } catch {
    // Storage blocked or garbled: ask again.
  }
  return null;
}

/** Remembers consent to the current wording (for this call at least, when storage is blocked). */
export function rememberConsent(now = new Date()): ConsentRecord {
  const record = { version: VOICE_CONSENT_VERSION, at: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode or blocked storage: the dialog simply asks again next time.
  }
  return record;
}

export function callContext(placement: CallPlacement, consent: ConsentRecord | null): CallContext {
  return {
    consentVersion: consent?.version ?? null,
    consentedAt: consent?.at ?? null,
    placement,
    pagePath: location.pathname,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The call button waiting for the visitor's answer in the consent dialog, or null. */
export const consentRequest = createExternalStore<{
  placement: CallPlacement;
  opener: HTMLElement | null;
} | null>(null);
