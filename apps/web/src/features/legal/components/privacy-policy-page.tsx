import { paths } from "@/config/paths";
import { privacyIntro, privacyLastUpdated, privacySections } from "../content/privacy-sections";
import { LegalDocument } from "./legal-document";

const actions = [
  { label: "Back to Sign Up", to: paths.signup },
  { label: "Terms of Service", to: paths.termsOfService },
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
