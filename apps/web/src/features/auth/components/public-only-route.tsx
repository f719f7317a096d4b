import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { useAuth } from "@/lib/session";
import { returnToPath } from "../utils/return-to";

/**
 * Pages for visitors (landing, sign-up); registered users go on to the page they asked for before
 * signing in, else the Scrims Hub. A session without
 * an account yet (mid-registration) stays, so /signup can finish it.
 */
export function PublicOnlyRoute({ children }: { children?: ReactNode }) {
  const { currentUser, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    return <LoadingScreen text="Verifying user" />;
  }
  if (currentUser) {
    return <Navigate to={returnToPath()} replace />;
  }
  return children ?? <Outlet />;
}
