import { VoiceNotConfiguredError, type CallClient } from "./call-client";
import { loadVoiceConfig } from "~/assistant/assistant-config";

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
  const Vapi = vapiClass(await import("@vapi-ai/web"));
  // avoidEval: Daily loads its call machine as a script file, so the CSP needs no 'unsafe-eval'.
  return new Vapi(config.publicKey, config.apiUrl, { avoidEval: true });
}

type VapiClass = typeof import("@vapi-ai/web").default;

/** The SDK ships CommonJS (`exports.default = Vapi`): the bundle may hand over the exports object. */
function vapiClass(module: { default: VapiClass }): VapiClass {
  const exported = module.default as VapiClass | { default: VapiClass };
  return "default" in exported ? exported.default : exported;
}
