import { useMemo } from "react";
import { useParams } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";

/** /scrims/:id: one scrim's lobby. */
export function ScrimDetailRoute() {
  const { id = "" } = useParams();
  const { currentUser } = useAuth();
  const viewer = useMemo(
    () =>
      currentUser && {
        _id: currentUser._id,
        name: currentUser.name,
        region: currentUser.region,
        isAdmin: currentUser.isAdmin,
      },
    [currentUser],
  );
  // ProtectedRoute only renders this page for a registered user.
  if (!viewer) {
    return null;
  }
  return <ScrimDetail key={id} scrimId={id} viewer={viewer} />;
}
