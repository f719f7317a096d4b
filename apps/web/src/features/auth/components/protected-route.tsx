import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "../hooks/use-auth";

/**
 * Registered users only. Visitors go to /; a session whose account is not registered yet goes to
 * /signup to finish. Renders `children`, or the child routes.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { currentUser, hasSession, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    return <LoadingScreen text="Verifying user" />;
  }
  if (!currentUser) {
    return <Navigate to={hasSession ? paths.signup : paths.home} replace />;
  }
  return children ?? <Outlet />;
}
