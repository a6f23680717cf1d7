import { readJsonBody } from "~/inbox/auth/read-json.server";
import { inboxContext } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/passkey-sign-in";

/** Signing in with a passkey: `{ step: "options" }`, then `{ step: "verify", response }`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp } = inboxContext(context);
  const body = await readJsonBody(request);
  if (body.step === "options") return Response.json(await auth.passkeySignInOptions());
  if (body.step !== "verify") return Response.json({ error: "Unknown step." }, { status: 400 });
  const result = await auth.signInWithPasskey({
    response: body.response,
    ip: clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (result.ok) return Response.json({ ok: true }, { headers: { "Set-Cookie": result.cookie } });
  if (result.reason === "throttled") {
    return Response.json(
      { error: "Too many failed sign-ins." },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return Response.json({ error: "The passkey was not accepted." }, { status: 401 });
}
