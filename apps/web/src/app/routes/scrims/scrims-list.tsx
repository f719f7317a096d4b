import { registeredUserOnceVerified } from "@/features/auth/api/verify-session";
import { scrimsQueryOptions } from "@/features/scrims/api/get-scrims";
import { ScrimsHub } from "@/features/scrims/components/hub/scrims-hub";
import { hubListFilters, initialHubFilters } from "@/features/scrims/hooks/use-hub-filters";
import { queryClient } from "@/lib/query-client";
import { useAuth } from "@/lib/session";

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
  // ProtectedRoute only renders this page for a registered user.
  if (!useAuth().currentUser) {
    return null;
  }
  return <ScrimsHub />;
}
