import { data } from "react-router";
import { StatusPage } from "~/components/layout/StatusPage";
import { useLayoutWords } from "~/language/page-language";

/** Any path the site does not have: the layout's 404 page, in its path's language, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage code={404} {...useLayoutWords().status.notFound} />;
}
