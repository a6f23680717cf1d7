import type { Route } from "../routes/+types/contact";

/** Placeholder until the contact issue lands: the /contact route's server work. */
export async function contactLoader(_args: Route.LoaderArgs) {
  return null;
}

export async function contactAction(_args: Route.ActionArgs) {
  return null;
}
