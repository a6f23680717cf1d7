import { LegalPage } from "~/ui/LegalPage";
import { privacyPolicy } from "~/content/legal";

export default function PrivacyPolicy() {
  return <LegalPage document={privacyPolicy} />;
}
