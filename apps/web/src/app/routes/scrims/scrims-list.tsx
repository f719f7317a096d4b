import { ScrimsHub } from "@/features/scrims/components/hub/scrims-hub";
import { useScrimViewerOfSession } from "./use-scrim-viewer-of-session";

/** /scrims: the Scrims Hub. */
export function ScrimsListRoute() {
  const viewer = useScrimViewerOfSession();
  // ProtectedRoute only renders this page for a registered user.
  if (!viewer) {
    return null;
  }
  return <ScrimsHub viewer={viewer} />;
}
