import { ScrimsHub } from "@/features/scrims/components/hub/scrims-hub";
import { useAuth } from "@/lib/session";

/** /scrims: the Scrims Hub. */
export function ScrimsListRoute() {
  // ProtectedRoute only renders this page for a registered user.
  if (!useAuth().currentUser) {
    return null;
  }
  return <ScrimsHub />;
}
