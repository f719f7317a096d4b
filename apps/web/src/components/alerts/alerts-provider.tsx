import type { ReactNode } from "react";
import { AlertSnackbar } from "./alert-snackbar";
import { AlertsContext } from "./alerts-context";
import { alertsStore } from "./alerts-store";
import type { AlertsStore } from "./alerts-store";
import { useAlertsState } from "./use-alerts";

/**
 * The snackbar is part of the first load (not a lazy chunk): alerts are often about the server
 * having gone away, when no further code could be fetched.
 */
function AlertOutlet() {
  const { alert } = useAlertsState();
  if (!alert) {
    return null;
  }
  return <AlertSnackbar />;
}

type AlertsProviderProps = {
  children: ReactNode;
  /** Defaults to the app-wide store; tests pass their own. */
  store?: AlertsStore;
};

export function AlertsProvider({ children, store = alertsStore }: AlertsProviderProps) {
  return (
    <AlertsContext value={store}>
      {children}
      <AlertOutlet />
    </AlertsContext>
  );
}
