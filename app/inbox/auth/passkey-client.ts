/** How a ceremony ended: `error` is the server's own words when it refused. */
export type CeremonyResult = { ok: true } | { ok: false; error?: string };

/**
 * The browser's half of a passkey ceremony: ask the server for options, let the browser's
 * authenticator answer (@simplewebauthn/browser, loaded only when a passkey button is pressed),
 * send the answer back.
 */
export async function passkeyCeremony(
  endpoint: string,
  kind: "register" | "authenticate",
  extra: Record<string, unknown> = {},
): Promise<CeremonyResult> {
  const post = (body: unknown) =>
    fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  try {
    const optionsResponse = await post({ step: "options" });
    if (!optionsResponse.ok) return refusal(optionsResponse);
    const optionsJSON = await optionsResponse.json();
    const webauthn = await import("@simplewebauthn/browser");
    const response =
      kind === "register"
        ? await webauthn.startRegistration({ optionsJSON })
        : await webauthn.startAuthentication({ optionsJSON });
    const verified = await post({ step: "verify", response, ...extra });
    return verified.ok ? { ok: true } : refusal(verified);
  } catch {
    // The person cancelled, or the browser refused: the page says it did not work.
    return { ok: false };
  }
}

async function refusal(response: Response): Promise<CeremonyResult> {
  const body: unknown = await response.json().catch(() => null);
  const error = (body as { error?: unknown } | null)?.error;
  return { ok: false, error: typeof error === "string" ? error : undefined };
}
