import { VERIFIED_FOR_MINUTES } from "../../../core/inbox/session-rules";
import { account } from "~/content/inbox-account";
import { passkeySteps } from "~/inbox/auth/passkey-steps.server";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/passkey-register";

const NAME_MAX_LENGTH = 60;

/**
 * Adding a passkey to the signed-in account (`name` comes with the verify step). Only a session
 * that gave the password or a passkey in the last few minutes may: 403 until it confirms.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, staff } = requireStaff(request, context);
  const confirmFirst = () =>
    Response.json({ error: account.confirm.first(VERIFIED_FOR_MINUTES) }, { status: 403 });
  return passkeySteps(request, {
    async options() {
      const options = await auth.passkeyRegistrationOptions(staff);
      return options ? Response.json(options) : confirmFirst();
    },
    async verify(body) {
      const name =
        typeof body.name === "string" && body.name.trim()
          ? body.name.trim().slice(0, NAME_MAX_LENGTH)
          : account.passkeys.defaultName;
      const added = await auth.addPasskey(staff, body.response, name);
      if (added === "added") return Response.json({ ok: true });
      if (added === "confirm-first") return confirmFirst();
      return Response.json({ error: account.passkeys.failed }, { status: 400 });
    },
  });
}
