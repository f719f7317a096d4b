import type { ReactNode } from "react";
import { AlertSnackbar } from "./alert-snackbar";
import { AlertsContext } from "./alerts-context";
import { alertsStore } from "./alerts-store";
import type { AlertsStore } from "./alerts-store";

type AlertsProviderProps = {
  children: ReactNode;
  /** Defaults to the app-wide store; tests pass their own. */
  store?: AlertsStore;
};

export function AlertsProvider({ children, store = alertsStore }: AlertsProviderProps) {
  return (
    <AlertsContext value={store}>
      {children}
      <AlertSnackbar />
    </AlertsContext>
  );
}
