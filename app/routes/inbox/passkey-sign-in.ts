import { signIn } from "~/content/inbox-account";
import { passkeySteps } from "~/inbox/auth/passkey-steps.server";
import { refusalAnswer } from "~/inbox/auth/refusal.server";
import { inboxContext } from "~/inbox/inbox-context.server";
import type { Refusal } from "../../../server/inbox/inbox-context";
import type { Route } from "./+types/passkey-sign-in";

/** Signing in with a passkey. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp } = inboxContext(context);
  return passkeySteps(request, {
    async options() {
      const result = await auth.passkeySignInOptions(clientIp);
      return result.ok ? Response.json(result.options) : refused(result);
    },
    async verify(body) {
      const result = await auth.signInWithPasskey({
        response: body.response,
        ip: clientIp,
        userAgent: request.headers.get("user-agent") ?? "",
      });
      if (result.ok) {
        return Response.json({ ok: true }, { headers: { "Set-Cookie": result.cookie } });
      }
      if (result.reason === "wrong") {
        return Response.json({ error: signIn.passkeyFailed }, { status: 401 });
      }
      return refused(result);
    },
  });
}

function refused(refusal: Refusal) {
  const { message, init } = refusalAnswer(refusal);
  return Response.json({ error: message }, init);
}
