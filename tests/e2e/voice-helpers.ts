import type { Page } from "@playwright/test";
import { VOICE_CONSENT_VERSION } from "../../app/content/voice-consent";
import { CONSENT_STORAGE_KEY } from "../../app/voice/call-consent";

/**
 * For tests about something else than the consent dialog: this browser agreed to the current
 * wording before the page loads, so a call button starts the call at once.
 */
export async function giveConsent(page: Page, version = VOICE_CONSENT_VERSION) {
  await page.addInitScript(({ key, record }) => localStorage.setItem(key, JSON.stringify(record)), {
    key: CONSENT_STORAGE_KEY,
    record: { version, at: "2026-03-02T08:00:00.000Z" },
  });
}
