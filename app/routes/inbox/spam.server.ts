import { data } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { inboxErrors, spamList } from "~/content/inbox";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/spam";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { leads } = requireStaff(request, context);
  const after = new URL(request.url).searchParams.get("after");
  const page = await leads.list("spam", {}, after);
  return {
    ...page,
    nextHref: page.next ? `/inbox/spam?after=${page.next}` : null,
    firstPage: !after,
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { leads, staff } = requireStaff(request, context);
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  // A tab opened before a colleague acted may name a lead that is no longer held.
  const notHeld = () => data({ error: spamList.notHeld }, { status: 409 });
  if (intent === "not-spam") {
    if (!(await leads.releaseSpam(id, staff.email))) return notHeld();
    return { notice: spamList.released };
  }
  if (intent === "delete") {
    if (!(await leads.deleteSpam(id, staff.email))) return notHeld();
    return { notice: spamList.deleted };
  }
  return data({ error: inboxErrors.unknownAction }, { status: 400 });
}
