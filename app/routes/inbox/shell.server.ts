import { languageNames } from "../../../core/content/languages";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, leads } = requireStaff(request, context);
  return {
    email: staff.email,
    counts: await leads.counts(),
    sourceLabels: leads.sourceLabels(),
    languageNames: languageNames(),
  };
}
