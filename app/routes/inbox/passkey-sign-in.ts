import { signIn } from "~/content/inbox";
import { passkeySteps } from "~/inbox/auth/passkey-steps.server";
import { throttledAnswer } from "~/inbox/auth/throttled.server";
import { inboxContext } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/passkey-sign-in";

/** Signing in with a passkey. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp } = inboxContext(context);
  return passkeySteps(request, {
    options: async () => Response.json(await auth.passkeySignInOptions()),
    async verify(body) {
      const result = await auth.signInWithPasskey({
        response: body.response,
        ip: clientIp,
        userAgent: request.headers.get("user-agent") ?? "",
      });
      if (result.ok) {
        return Response.json({ ok: true }, { headers: { "Set-Cookie": result.cookie } });
      }
      if (result.reason === "throttled") {
        const throttled = throttledAnswer(result.retryAfterSeconds);
        return Response.json({ error: throttled.message }, throttled.init);
      }
      return Response.json({ error: signIn.passkeyFailed }, { status: 401 });
    },
  });
}
