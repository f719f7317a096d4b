import { AuthComplete } from "@/features/auth/components/auth-complete";
import { useDocumentTitle } from "@/hooks/use-document-title";

/** /auth/complete?code=… (or ?error=…): where a provider sign-in comes back to. */
export function AuthCompleteRoute() {
  useDocumentTitle("Signing in");
  return <AuthComplete />;
}
