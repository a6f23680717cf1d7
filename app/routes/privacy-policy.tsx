import { wordsOf } from "~/language/site-words.server";
import { LegalPage } from "~/ui/LegalPage";
import type { Route } from "./+types/privacy-policy";

export function loader({ request, context }: Route.LoaderArgs) {
  return { document: wordsOf(request, context).privacyPolicy };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
