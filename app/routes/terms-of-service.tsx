import { wordsOf } from "~/language/site-words.server";
import { LegalPage } from "~/ui/LegalPage";
import type { Route } from "./+types/terms-of-service";

export function loader({ request, context }: Route.LoaderArgs) {
  return { document: wordsOf(request, context).termsOfService };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
