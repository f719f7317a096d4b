import { matchPath, useParams } from "react-router";
import { registeredUserOnceVerified } from "@/features/auth/api/verify-session";
import { scrimQueryOptions } from "@/features/scrims/api/get-scrim";
import { ScrimDetail } from "@/features/scrims/components/scrim-detail";
import { queryClient } from "@/lib/query-client";
import { useAuth } from "@/lib/session";

/**
 * Opened on a scrim's address: starts the scrim's request as soon as this page's code has loaded
 * and the session is verified, rather than once the page has rendered.
 */
async function prefetchOpenedScrim() {
  const scrimId = matchPath("/scrims/:id", window.location.pathname)?.params.id;
  if (scrimId && (await registeredUserOnceVerified(queryClient))) {
    await queryClient.prefetchQuery(scrimQueryOptions(scrimId));
  }
}

void prefetchOpenedScrim();

/** /scrims/:id: one scrim's lobby. Plain HTML and CSS, outside the MUI pages' layout route. */
export function ScrimDetailRoute() {
  const { id = "" } = useParams();
  // ProtectedRoute only renders this page for a registered user.
  if (!useAuth().currentUser) {
    return null;
  }
  return <ScrimDetail key={id} scrimId={id} />;
}
