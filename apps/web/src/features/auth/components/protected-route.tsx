import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useAuth } from "../hooks/use-auth";

/** Signed-in users only; visitors go to /. Renders `children`, or the child routes. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { currentUser, isVerifyingUser } = useAuth();

  if (isVerifyingUser) {
    return <LoadingScreen text="Verifying user" />;
  }
  if (!currentUser) {
    return <Navigate to={paths.home} replace />;
  }
  return children ?? <Outlet />;
}
