import { waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { AlertsStore, AlertType } from "@/components/alerts/alerts-store";

/** Waits until the one alert of the page is `message`, shown as `type`. */
export function expectAlert(alerts: AlertsStore, type: AlertType, message: string): Promise<void> {
  return waitFor(() => expect(alerts.getSnapshot().alert).toMatchObject({ type, message }));
}
