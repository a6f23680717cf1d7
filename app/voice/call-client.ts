import type { SpokenLanguage } from "../../core/voice/voice-client-config";
import type { CallContext } from "./call-consent";

/**
 * The slice of the Vapi web SDK the site uses. The simulated provider and the unit tests' fake
 * implement the same slice, so every path of the call controller runs the same way against all three.
 */
export interface CallClient {
  on(event: string, listener: (...args: never[]) => void): unknown;
  /**
   * Resolves the created call once the room is joined, or null on failure (the SDK never throws
   * here, except for its own validation). `overrides.metadata` travels with the call's start
   * request to the provider, and back to the site in the call's reports.
   */
  start(
    assistantId: string,
    overrides?: Partial<Omit<SpokenLanguage["overrides"], "variableValues">> & {
      metadata?: CallContext;
      variableValues?: Record<string, string>;
    },
  ): Promise<unknown>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
}

/** Thrown by a client loader when there is no public key: the catalogue's 'not initialized'. */
export class VoiceNotConfiguredError extends Error {}
