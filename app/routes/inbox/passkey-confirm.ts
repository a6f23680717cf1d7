import { account } from "~/content/inbox-account";
import { passkeySteps } from "~/inbox/auth/passkey-steps.server";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/passkey-confirm";

/** Confirming it is you with one of your own passkeys, so that this session may add another. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, staff } = requireStaff(request, context);
  return passkeySteps(request, {
    options: async () => Response.json(await auth.passkeyConfirmOptions(staff)),
    verify: async (body) =>
      (await auth.confirmWithPasskey(staff, body.response))
        ? Response.json({ ok: true })
        : Response.json({ error: account.confirm.passkeyFailed }, { status: 401 }),
  });
}
