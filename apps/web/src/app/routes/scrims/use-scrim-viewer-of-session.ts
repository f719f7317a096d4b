import type { ScrimViewer } from "@/features/scrims/utils/scrim-state";
import { useMemo } from "react";
import { useAuth } from "@/features/auth/hooks/use-auth";

/** The signed-in player as the scrim pages see them (null only outside ProtectedRoute). */
export function useScrimViewerOfSession(): ScrimViewer | null {
  const { currentUser } = useAuth();
  return useMemo(
    () =>
      currentUser && {
        _id: currentUser._id,
        name: currentUser.name,
        region: currentUser.region,
        isAdmin: currentUser.isAdmin,
      },
    [currentUser],
  );
}
