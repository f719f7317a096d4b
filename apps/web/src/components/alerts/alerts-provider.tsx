import type { ReactNode } from "react";
import { Suspense } from "react";
import { lazyThemed } from "@/theme/lazy-themed";
import { AlertsContext } from "./alerts-context";
import { alertsStore } from "./alerts-store";
import type { AlertsStore } from "./alerts-store";
import { useAlertsState } from "./use-alerts";

// An MUI Snackbar, loaded with MUI's theme. Every MUI page preloads it with the theme
// (app/router.tsx), and the plain hub once it has painted (routes/scrims/scrims-list.tsx), so it is
// at hand when an alert says the server has gone away (no further code could be fetched then); the
// landing, which raises no alert, never loads it.
const AlertSnackbar = lazyThemed(() => import("./alert-snackbar").then((m) => m.AlertSnackbar));

/** Loads the snackbar's code ahead of the first alert, which then shows at once. */
export const preloadAlertSnackbar = () => AlertSnackbar.preload();

function AlertOutlet() {
  const { alert } = useAlertsState();
  if (!alert) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <AlertSnackbar />
    </Suspense>
  );
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
