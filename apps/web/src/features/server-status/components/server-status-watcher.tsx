import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";
import { useStartsFromPrerender } from "@/lib/prerender";
import { serverStatusKeys, useServerStatus } from "../api/get-server-status";

/**
 * Keeps the app off a dead server: shows the loading screen during the first check, sends the user to
 * /server-error when the check fails or says the server is not up, and back home once it is up again.
 */
export function ServerStatusWatcher({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const status = useServerStatus();
  const startsFromPrerender = useStartsFromPrerender();

  useEffect(
    () =>
      api.subscribe((event) => {
        if (event.type !== "server-unreachable") {
          return;
        }
        // cancelRefetch: false joins a check already under way (including the failing check itself).
        void queryClient.refetchQueries(
          { queryKey: serverStatusKeys.all },
          { cancelRefetch: false },
        );
      }),
    [queryClient],
  );

  // A re-check after a failure is "pending" again (there is no data yet), but only the very first
  // check shows the loading screen; later ones keep the error page up.
  // A prerendered page is already on screen: it stays while the first check runs.
  const isFirstCheck = status.isPending && status.errorUpdatedAt === 0;
  if (isFirstCheck) {
    return startsFromPrerender ? children : <LoadingScreen />;
  }

  const isServerUp = status.isSuccess && status.data.isServerUp === true;
  const isOnErrorPage = pathname === paths.serverError;
  if (!isServerUp && !isOnErrorPage) {
    return <Navigate to={paths.serverError} replace />;
  }
  if (isServerUp && isOnErrorPage) {
    return <Navigate to={paths.home} replace />;
  }
  return children;
}
