import { paths } from "@/config/paths";
import { termsIntro, termsLastUpdated, termsSections } from "../content/terms-sections";
import { LegalDocument } from "./legal-document";

const actions = [
  { label: "Back to Sign Up", to: paths.signup },
  { label: "Privacy Policy", to: paths.privacyPolicy },
] as const;

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={termsLastUpdated}
      intro={termsIntro}
      sections={termsSections}
      actions={actions}
    />
  );
}
