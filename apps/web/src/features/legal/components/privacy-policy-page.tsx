import { privacyIntro, privacyLastUpdated, privacySections } from "../content/privacy-sections";
import { LegalDocument } from "./legal-document";

const actions = [
  { label: "Back to Sign Up", to: "/signup" },
  { label: "Terms of Service", to: "/terms-of-service" },
] as const;

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={privacyLastUpdated}
      intro={privacyIntro}
      sections={privacySections}
      actions={actions}
    />
  );
}
