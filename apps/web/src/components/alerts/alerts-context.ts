import { createContext } from "react";
import { alertsStore } from "./alerts-store";
import type { AlertsStore } from "./alerts-store";

export const AlertsContext = createContext<AlertsStore>(alertsStore);
