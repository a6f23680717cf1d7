import { data } from "react-router";
import { deleteLead } from "../../../server/db/lead-removal";
import { listLeads, releaseHeldLead } from "../../../server/db/lead-store";
import { inboxErrors, spamList } from "~/content/inbox";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/spam";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = requireStaff(request, context);
  const after = new URL(request.url).searchParams.get("after");
  const page = await listLeads(database.db, { view: "spam", filter: {}, after });
  return {
    ...page,
    nextHref: page.next ? `/inbox/spam?after=${page.next}` : null,
    firstPage: !after,
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, staff, channels, wakeOutbox } = requireStaff(request, context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (intent === "not-spam") {
    if (!(await releaseHeldLead(database.db, id, channels, staff.email))) {
      throw data(inboxErrors.notFound, { status: 404 });
    }
    wakeOutbox();
    return { notice: spamList.released };
  }
  if (intent === "delete") {
    if (!(await deleteLead(database.db, id, staff.email))) {
      throw data(inboxErrors.notFound, { status: 404 });
    }
    return { notice: spamList.deleted };
  }
  return data({ notice: inboxErrors.unknownAction }, { status: 400 });
}
