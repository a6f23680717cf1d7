import { inquiriesCsv } from "../../../server/cli/inquiry-report";
import { leadFilterFromSearch } from "../../../server/db/lead-filter";
import { leadsForExport } from "../../../server/db/lead-store";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/export[.]csv";

/** The leads of the current filter as CSV, with the same formula guard as the CLI's export. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "spam" ? "spam" : "leads";
  const leads = await leadsForExport(database.db, view, leadFilterFromSearch(params));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inquiriesCsv(leads), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
