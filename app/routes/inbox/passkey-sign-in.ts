import { readJsonBody } from "~/inbox/auth/read-json.server";
import { refusalAnswer } from "~/inbox/auth/refusal.server";
import { inboxContext } from "~/inbox/inbox-context.server";
import type { Refusal } from "../../../server/staff/staff-auth";
import type { Route } from "./+types/passkey-sign-in";

/** Signing in with a passkey: `{ step: "options" }`, then `{ step: "verify", response }`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp } = inboxContext(context);
  const body = await readJsonBody(request);
  if (body.step === "options") {
    const result = await auth.passkeySignInOptions(clientIp);
    return result.ok ? Response.json(result.options) : refused(result);
  }
  if (body.step !== "verify") return Response.json({ error: "Unknown step." }, { status: 400 });
  const result = await auth.signInWithPasskey({
    response: body.response,
    ip: clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (result.ok) return Response.json({ ok: true }, { headers: { "Set-Cookie": result.cookie } });
  if (result.reason === "wrong") {
    return Response.json({ error: "The passkey was not accepted." }, { status: 401 });
  }
  return refused(result);
}

function refused(refusal: Refusal) {
  const { message, init } = refusalAnswer(refusal);
  return Response.json({ error: message }, init);
}
