import { redirect } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, staff } = requireStaff(request, context);
  const form = await readForm(request);
  const cookie =
    form.get("everywhere") === "1"
      ? await auth.signOutEverywhere(staff)
      : await auth.signOut(staff);
  throw redirect("/inbox/sign-in", { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw redirect("/inbox");
}
