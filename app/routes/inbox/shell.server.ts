import { countLeads } from "../../../server/db/lead-store";
import { requireStaff } from "~/inbox/inbox-context.server";
import type { Route } from "./+types/shell";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, database } = requireStaff(request, context);
  return { email: staff.email, counts: await countLeads(database.db) };
}
