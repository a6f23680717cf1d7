import { data, redirect } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { passwordErrors } from "~/content/inbox-account";
import { inboxContext } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/welcome";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { auth } = inboxContext(context);
  const link = await auth.setupLink(params.token);
  if (!link) throw data(null, { status: 410 });
  return { email: link.email, recovery: link.purpose === "recovery" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { auth } = inboxContext(context);
  const form = await readForm(request);
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) {
    return data({ error: passwordErrors.mismatch }, { status: 400 });
  }
  const result = await auth.setPasswordWithLink(
    params.token,
    password,
    request.headers.get("user-agent") ?? "",
  );
  if (result.ok) throw redirect("/inbox", { headers: { "Set-Cookie": result.cookie } });
  if (result.reason === "link") throw data(null, { status: 410 });
  return data({ error: passwordErrors[result.reason] }, { status: 400 });
}
