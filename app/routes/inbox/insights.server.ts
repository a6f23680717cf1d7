import { data } from "react-router";
import { languageNames } from "../../../core/content/languages";
import { periodFromSearch } from "../../../core/insights/insights-period";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/insights";

/** The period's figures; a range that cannot be shown is answered 400 with the last 7 days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { insights } = requireStaff(request, context);
  const search = new URL(request.url).searchParams;
  const chosen = periodFromSearch(search, insights.now());
  const period =
    "period" in chosen
      ? chosen.period
      : (periodFromSearch(new URLSearchParams(), insights.now()) as { period: never }).period;
  const page = {
    report: await insights.report(period),
    counting: insights.counting,
    problem: "problem" in chosen ? chosen.problem : null,
    asked: { from: search.get("from") ?? "", to: search.get("to") ?? "" },
    languageNames: languageNames(),
  };
  return "problem" in chosen ? data(page, { status: 400 }) : page;
}
