import { data, redirect } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { signIn } from "~/content/inbox-account";
import { refusalAnswer } from "~/inbox/auth/refusal.server";
import { safeNext } from "~/inbox/auth/safe-next";
import { inboxContext } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/sign-in";

export function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = inboxContext(context);
  const next = new URL(request.url).searchParams.get("next");
  if (staff) throw redirect(safeNext(next));
  return { next: safeNext(next) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, clientIp } = inboxContext(context);
  const form = await readForm(request);
  const email = String(form.get("email") ?? "");
  const result = await auth.signInWithPassword({
    email,
    password: String(form.get("password") ?? ""),
    ip: clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (result.ok) {
    throw redirect(safeNext(form.get("next")), { headers: { "Set-Cookie": result.cookie } });
  }
  if (result.reason === "wrong") return data({ error: signIn.wrong, email }, { status: 401 });
  const { message, init } = refusalAnswer(result);
  return data({ error: message, email }, init);
}
