import { useRouteLoaderData } from "react-router";
import type { loader as shellLoader } from "~/routes/inbox/shell.server";

/**
 * A lead source's name as its way in gives it (server/wings.ts), through the inbox shell's data:
 * a new way in shows up in the list, its filter and the lead's page without a word added here.
 */
export function useSourceLabels(): Record<string, string> {
  return useRouteLoaderData<typeof shellLoader>("routes/inbox/shell")?.sourceLabels ?? {};
}

export const sourceLabel = (labels: Record<string, string>, source: string) =>
  labels[source] ?? source;
