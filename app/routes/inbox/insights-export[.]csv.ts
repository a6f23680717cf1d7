import { periodFromSearch } from "../../../core/insights/insights-period";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/insights-export[.]csv";

/** The period's daily totals as CSV: day, event, dimension, value, events and visitors. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { insights } = requireStaff(request, context);
  const chosen = periodFromSearch(new URL(request.url).searchParams, insights.now());
  if ("problem" in chosen) {
    return new Response(chosen.problem, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { from, to } = chosen.period;
  return new Response(await insights.csv(chosen.period), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${from}-to-${to}.csv"`,
    },
  });
}
