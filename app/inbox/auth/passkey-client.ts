/**
 * The browser's half of a passkey ceremony: ask the server for options, let the browser's
 * authenticator answer (@simplewebauthn/browser, loaded only when a passkey button is pressed),
 * send the answer back. Resolves true when the server accepted it.
 */
export async function passkeyCeremony(
  endpoint: string,
  kind: "register" | "sign-in",
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const post = (body: unknown) =>
    fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  try {
    const optionsResponse = await post({ step: "options" });
    if (!optionsResponse.ok) return false;
    const optionsJSON = await optionsResponse.json();
    const webauthn = await import("@simplewebauthn/browser");
    const response =
      kind === "register"
        ? await webauthn.startRegistration({ optionsJSON })
        : await webauthn.startAuthentication({ optionsJSON });
    return (await post({ step: "verify", response, ...extra })).ok;
  } catch {
    // The person cancelled, or the browser refused: the page says it did not work.
    return false;
  }
}
