import { termsIntro, termsLastUpdated, termsSections } from "../content/terms-sections";
import { LegalDocument } from "./legal-document";

const actions = [
  { label: "Back to Sign Up", to: "/signup" },
  { label: "Privacy Policy", to: "/privacy-policy" },
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
