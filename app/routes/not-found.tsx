import { data } from "react-router";
import { StatusPage } from "~/components/layout/StatusPage";
import { notFoundContent } from "~/content/not-found";

/** Any path the site does not have: the layout's 404 page, answered with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage code={404} {...notFoundContent} />;
}
