import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "../hooks/use-auth";
import { RedirectWithAlert } from "./redirect-with-alert";

export const LOGIN_REQUIRED_MESSAGE = "Please login to continue";
export const ADMIN_REQUIRED_MESSAGE = "You do not have permission to access this page";

/**
 * Admins only. Visitors and non-admins go to / with an error alert saying why; a session whose
 * account is not registered yet goes to /signup to finish.
 * The server enforces the same rule; this only keeps people off pages they cannot use.
 */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { currentUser, hasSession, isAdmin, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    return <LoadingScreen text="Checking permissions..." />;
  }
  if (!currentUser && hasSession) {
    return <Navigate to={paths.signup} replace />;
  }
  if (!currentUser) {
    return <RedirectWithAlert to={paths.home} message={LOGIN_REQUIRED_MESSAGE} />;
  }
  if (!isAdmin) {
    return <RedirectWithAlert to={paths.home} message={ADMIN_REQUIRED_MESSAGE} />;
  }
  return children ?? <Outlet />;
}
