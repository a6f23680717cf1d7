import { data } from "react-router";
import { readForm } from "~/inbox/read-form.server";
import { leadFilterFromSearch, leadFilterToSearch } from "../../../core/inbox/lead-filter";
import { inboxErrors, leadList } from "~/content/inbox";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { leads } = requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const filter = leadFilterFromSearch(params);
  const page = await leads.list("leads", filter, params.get("after"));
  const search = leadFilterToSearch(filter);
  const nextSearch = new URLSearchParams(search);
  if (page.next) nextSearch.set("after", page.next);
  const erased = Number(params.get("erased"));
  return {
    ...page,
    filter,
    search: search.toString(),
    nextHref: page.next ? `/inbox?${nextSearch}` : null,
    firstPage: !params.get("after"),
    notice: Number.isInteger(erased) && params.has("erased") ? leadList.erased(erased) : null,
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { leads, staff } = requireStaff(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "resend-all-failed") {
    return data({ notice: inboxErrors.unknownAction }, { status: 400 });
  }
  return { notice: leadList.resentAll(await leads.resendAllFailed(staff.email)) };
}
