import { VoiceNotConfiguredError, type CallClient } from "./call-controller";
import { loadVoiceConfig } from "./voice-config";

/**
 * Creates the page's one call client. The SDK (about 80 KB gzip, browser-only) is imported here,
 * on first use, so it is in no page's first load; see docs/decisions/ on the voice demo.
 */
export async function loadCallClient(): Promise<CallClient> {
  const config = await loadVoiceConfig();
  if (config.provider === "simulated") {
    const { SimulatedCallClient } = await import("./simulated-call-client");
    return new SimulatedCallClient();
  }
  if (!config.publicKey) throw new VoiceNotConfiguredError("VAPI_PUBLIC_KEY is not set");
  const { default: Vapi } = await import("@vapi-ai/web");
  // avoidEval: Daily loads its call machine as a script file, so the CSP needs no 'unsafe-eval'.
  return new Vapi(config.publicKey, config.apiUrl, { avoidEval: true });
}
