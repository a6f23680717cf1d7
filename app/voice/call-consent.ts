import { SOURCE_LANGUAGE } from "../../core/content/language-paths";
import type { Language } from "../../core/content/languages";
import { createExternalStore } from "~/assistant/external-store";
import type { CallPlacement } from "../../core/voice/placements";

/**
 * The disclosure a page asks consent to: its language's wording, at that wording's version
 * (app/content/voice-consent.ts and its translations, each versioned on its own).
 */
export interface Disclosure {
  language: Language;
  version: number;
}

/** What a visitor agreed to, and when: kept in this browser, sent with each call. */
export interface ConsentRecord extends Disclosure {
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
  /** The page's language: the call's, its lead's and its tool answers'. */
  language: Language;
}

export const CONSENT_STORAGE_KEY = "voicefront:voice-consent";

/**
 * The visitor's consent to the page's wording, or null (none, an older version, another language's
 * wording, or no storage). A record from before languages were kept is the source language's.
 */
export function currentConsent(disclosure: Disclosure): ConsentRecord | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null") as unknown;
    if (
      stored &&
      typeof stored === "object" &&
      "version" in stored &&
      "at" in stored &&
      stored.version === disclosure.version &&
      ("language" in stored ? stored.language : SOURCE_LANGUAGE) === disclosure.language &&
      typeof stored.at === "string"
    ) {
      return { ...disclosure, at: stored.at };
    }
  } catch {
    // Storage blocked or garbled: ask again.
  }
  return null;
}

/** Remembers consent to the page's wording (for this call at least, when storage is blocked). */
export function rememberConsent(disclosure: Disclosure, now = new Date()): ConsentRecord {
  const record = { ...disclosure, at: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode or blocked storage: the dialog simply asks again next time.
  }
  return record;
}

export function callContext(
  placement: CallPlacement,
  disclosure: Disclosure,
  consent: ConsentRecord | null,
): CallContext {
  return {
    consentVersion: consent?.version ?? null,
    consentedAt: consent?.at ?? null,
    placement,
    pagePath: location.pathname,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: disclosure.language,
  };
}

/** The call button waiting for the visitor's answer in the consent dialog, or null. */
export const consentRequest = createExternalStore<{
  placement: CallPlacement;
  disclosure: Disclosure;
  opener: HTMLElement | null;
} | null>(null);
