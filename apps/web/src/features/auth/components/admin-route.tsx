import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "@/lib/session";
import { RedirectWithAlert } from "./redirect-with-alert";
import { RegistrationRedirect, VisitorRedirect, useWasSignedIn } from "./visitor-redirect";

/** Part 1's wording, for creating and editing scrims. */
export const ADMIN_REQUIRED_MESSAGE = "You do not have permission to access this page";
/** Part 2's wording, for the admin dashboard and the ban history. */
const ADMIN_VIEW_REQUIRED_MESSAGE = "You do not have permission to view this page";

type AdminRouteProps = {
  children?: ReactNode;
  /** What a signed-in non-admin is told on his way to /. */
  deniedMessage?: string;
};

/**
 * Admins only. Visitors go to / with 'Please login to continue' (and come back after signing in),
 * non-admins to / with `deniedMessage`; a session whose account is not registered yet goes to
 * /signup to finish.
 * The server enforces the same rule; this only keeps people off pages they cannot use.
 */
export function AdminRoute({ children, deniedMessage = ADMIN_REQUIRED_MESSAGE }: AdminRouteProps) {
  const { currentUser, hasSession, isAdmin, isVerifyingUser } = useAuth();
  const wasSignedIn = useWasSignedIn(currentUser !== null);

  if (isVerifyingUser) {
    return <LoadingScreen text="Checking permissions..." />;
  }
  if (!currentUser && hasSession) {
    return <RegistrationRedirect />;
  }
  if (!currentUser) {
    return wasSignedIn ? <Navigate to={paths.home} replace /> : <VisitorRedirect />;
  }
  if (!isAdmin) {
    return <RedirectWithAlert to={paths.home} message={deniedMessage} />;
  }
  return children ?? <Outlet />;
}

/** The admin pages of part 2 (dashboard, ban history): same rule, refused with 'view'. */
export function AdminViewRoute({ children }: { children?: ReactNode }) {
  return <AdminRoute deniedMessage={ADMIN_VIEW_REQUIRED_MESSAGE}>{children}</AdminRoute>;
}
