import { useParams } from "react-router";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";
import { useScrimViewerOfSession } from "./use-scrim-viewer-of-session";

/** /scrims/:id: one scrim's lobby. */
export function ScrimDetailRoute() {
  const { id = "" } = useParams();
  const viewer = useScrimViewerOfSession();
  // ProtectedRoute only renders this page for a registered user.
  if (!viewer) {
    return null;
  }
  return <ScrimDetail key={id} scrimId={id} viewer={viewer} />;
}
