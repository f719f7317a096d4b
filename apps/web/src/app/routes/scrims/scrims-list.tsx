import { useEffect } from "react";
import { preloadAlertSnackbar } from "@/components/alerts/alerts-provider";
import { registeredUserOnceVerified } from "@/features/auth/api/verify-session";
import { scrimsQueryOptions } from "@/features/scrims/api/get-scrims";
import { ScrimsHub } from "@/features/scrims/components/hub/scrims-hub";
import { hubListFilters, initialHubFilters } from "@/features/scrims/hooks/use-hub-filters";
import { queryClient } from "@/lib/query-client";
import { useAuth } from "@/lib/session";
import { whenIdle } from "@/lib/when-idle";

/**
 * Starts the hub's first list request as soon as this page's code has loaded and the session is
 * verified, alongside the rest of the start-up work, rather than once the hub has rendered.
 */
async function prefetchHubList() {
  const user = await registeredUserOnceVerified(queryClient);
  if (user) {
    await queryClient.prefetchQuery(
      scrimsQueryOptions(hubListFilters(initialHubFilters(user.region))),
    );
  }
}

void prefetchHubList();

/** /scrims: the Scrims Hub. Plain HTML and CSS, outside the MUI pages' layout route. */
export function ScrimsListRoute() {
  // The MUI pages' layout route has the alert snackbar at hand (an alert about a lost server
  // needs it); this page, outside it, loads it once painted and idle: loaded any earlier, it and
  // MUI would compete with the hub's first paint and its cards.
  useEffect(() => whenIdle(() => void preloadAlertSnackbar()), []);
  // ProtectedRoute only renders this page for a registered user.
  if (!useAuth().currentUser) {
    return null;
  }
  return <ScrimsHub />;
}
