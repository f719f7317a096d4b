import { useContext, useSyncExternalStore } from "react";
import { AlertsContext } from "./alerts-context";

/** `showAlert({type, message})` and `hideAlert()`; stable, so safe in effect dependencies. */
export function useAlerts() {
  const { showAlert, hideAlert } = useContext(AlertsContext);
  return { showAlert, hideAlert };
}

/** The alert on screen; only the snackbar needs this. */
export function useAlertsState() {
  const store = useContext(AlertsContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
