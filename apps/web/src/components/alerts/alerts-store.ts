export type AlertType = "error" | "success" | "info";

export type AlertInput = { type: AlertType; message: string };

/** `id` changes with every alert, so a repeated message restarts the auto-hide timer. */
export type Alert = AlertInput & { id: number };

export type AlertsState = { alert: Alert | null; open: boolean };

/**
 * One alert at a time: a new alert replaces the current one.
 * A plain store (not React state) so code outside components, such as the query client, can alert.
 */
export function createAlertsStore() {
  let state: AlertsState = { alert: null, open: false };
  let nextId = 1;
  const listeners = new Set<() => void>();

  function setState(next: AlertsState) {
    state = next;
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getSnapshot: (): AlertsState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    showAlert(input: AlertInput): void {
      setState({ alert: { ...input, id: nextId++ }, open: true });
    },
    /** Closes the snackbar; the alert stays in state until the exit animation is done. */
    hideAlert(): void {
      if (state.open) {
        setState({ ...state, open: false });
      }
    },
  };
}

export type AlertsStore = ReturnType<typeof createAlertsStore>;

export const alertsStore = createAlertsStore();
