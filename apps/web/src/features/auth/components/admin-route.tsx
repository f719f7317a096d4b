import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "../hooks/use-auth";
import { RedirectWithAlert } from "./redirect-with-alert";

export const LOGIN_REQUIRED_MESSAGE = "Please login to continue";
export const ADMIN_REQUIRED_MESSAGE = "You do not have permission to access this page";

/**
 * Admins only. Visitors and non-admins go to / with an error alert saying why.
 * The server enforces the same rule; this only keeps people off pages they cannot use.
 */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { currentUser, isAdmin, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    return <LoadingScreen text="Checking permissions..." />;
  }
  if (!currentUser) {
    return <RedirectWithAlert to={paths.home} message={LOGIN_REQUIRED_MESSAGE} />;
  }
  if (!isAdmin) {
    return <RedirectWithAlert to={paths.home} message={ADMIN_REQUIRED_MESSAGE} />;
  }
  return children ?? <Outlet />;
}
