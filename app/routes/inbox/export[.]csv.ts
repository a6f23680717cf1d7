import { leadFilterFromSearch } from "../../../core/inbox/lead-filter";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/export[.]csv";

/** The leads of the current filter as CSV, with the same formula guard as the CLI's export. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { leads } = requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "spam" ? "spam" : "leads";
  const csv = await leads.exportCsv(view, leadFilterFromSearch(params));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
