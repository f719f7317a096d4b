import { useMemo } from "react";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ScrimsHub } from "@/features/scrims/components/hub/scrims-hub";

/** /scrims: the Scrims Hub. */
export function ScrimsListRoute() {
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
  return <ScrimsHub viewer={viewer} />;
}
