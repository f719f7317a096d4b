import { useEffect } from "react";
import { Navigate } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";

type RedirectWithAlertProps = { to: string; message: string };

/** Redirects and explains why with an error alert. */
export function RedirectWithAlert({ to, message }: RedirectWithAlertProps) {
  const { showAlert } = useAlerts();

  useEffect(() => {
    showAlert({ type: "error", message });
  }, [showAlert, message]);

  return <Navigate to={to} replace />;
}
