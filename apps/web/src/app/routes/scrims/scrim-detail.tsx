import { useParams } from "react-router";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";
import { useAuth } from "@/lib/session";

/** /scrims/:id: one scrim's lobby. */
export function ScrimDetailRoute() {
  const { id = "" } = useParams();
  // ProtectedRoute only renders this page for a registered user.
  if (!useAuth().currentUser) {
    return null;
  }
  return <ScrimDetail key={id} scrimId={id} />;
}
