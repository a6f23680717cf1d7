import { LegalPage } from "~/ui/LegalPage";
import { termsOfService } from "~/content/legal";

export default function TermsOfService() {
  return <LegalPage document={termsOfService} />;
}
