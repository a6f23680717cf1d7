import { account } from "~/content/inbox";
import { readJsonBody } from "~/inbox/auth/read-json.server";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/passkey-register";

const NAME_MAX_LENGTH = 60;

/** Adding a passkey to the signed-in account: `{ step: "options" }`, then `{ step: "verify", response, name }`. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, staff } = requireStaff(request, context);
  const body = await readJsonBody(request);
  if (body.step === "options") return Response.json(await auth.passkeyRegistrationOptions(staff));
  if (body.step !== "verify") return Response.json({ error: "Unknown step." }, { status: 400 });
  const name =
    typeof body.name === "string" && body.name.trim()
      ? body.name.trim().slice(0, NAME_MAX_LENGTH)
      : account.passkeys.defaultName;
  const added = await auth.addPasskey(staff, body.response, name);
  return added
    ? Response.json({ ok: true })
    : Response.json({ error: account.passkeys.failed }, { status: 400 });
}
