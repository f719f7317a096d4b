import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/session";
import { RegistrationRedirect, VisitorRedirect, useWasSignedIn } from "./visitor-redirect";

/**
 * Registered users only. A visitor goes to / with 'Please login to continue' and comes back here
 * after signing in; a session whose account is not registered yet goes to /signup to finish (and
 * then comes back); a session that ends on the page goes to / without an alert.
 * Renders `children`, or the child routes.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { currentUser, hasSession, isVerifyingUser } = useAuth();
  const wasSignedIn = useWasSignedIn(currentUser !== null);

  if (isVerifyingUser) {
    return <LoadingScreen text="Verifying user" />;
  }
  if (!currentUser) {
    if (hasSession) {
      return <RegistrationRedirect />;
    }
    return wasSignedIn ? <Navigate to={paths.home} replace /> : <VisitorRedirect />;
  }
  return children ?? <Outlet />;
}
