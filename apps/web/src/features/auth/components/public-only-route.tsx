import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "../hooks/use-auth";

/**
 * Pages for visitors (landing, sign-up); registered users go on to the Scrims Hub. A session without
 * an account yet (mid-registration) stays, so /signup can finish it.
 */
export function PublicOnlyRoute({ children }: { children?: ReactNode }) {
  const { currentUser, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    return <LoadingScreen text="Verifying user" />;
  }
  if (currentUser) {
    return <Navigate to={paths.scrims} replace />;
  }
  return children ?? <Outlet />;
}
