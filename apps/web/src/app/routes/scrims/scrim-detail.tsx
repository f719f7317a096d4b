import { useParams, type LoaderFunctionArgs } from "react-router";
import { registeredUserOnceVerified } from "@/features/auth/api/verify-session";
import { scrimQueryOptions } from "@/features/scrims/api/get-scrim";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";
import { queryClient } from "@/lib/query-client";
import { useAuth } from "@/lib/session";

async function prefetchScrim(scrimId: string) {
  if (await registeredUserOnceVerified(queryClient)) {
    await queryClient.prefetchQuery(scrimQueryOptions(scrimId));
  }
}

/**
 * Starts the scrim's request as soon as this page's code has loaded and the session is verified,
 * rather than once the page has rendered; never waited for. The id comes from the route being
 * entered: a module-level look at `window.location` ran while the router was still on the page
 * it came from (its URL changes once the new page's code is in), so going from /scrims/new to a
 * new scrim asked for a scrim called "new".
 */
export function scrimDetailLoader({ params }: Pick<LoaderFunctionArgs, "params">) {
  if (params.id) {
    void prefetchScrim(params.id);
  }
  return null;
}

/** /scrims/:id: one scrim's lobby. Plain HTML and CSS, outside the MUI pages' layout route. */
export function ScrimDetailRoute() {
  const { id = "" } = useParams();
  // ProtectedRoute only renders this page for a registered user.
  if (!useAuth().currentUser) {
    return null;
  }
  return <ScrimDetail key={id} scrimId={id} />;
}
