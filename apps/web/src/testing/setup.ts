import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { preloadAlertSnackbar } from "@/components/alerts/alerts-provider";
import { closeRenderedRoutes } from "./render-route";

// As in the app, where every MUI page preloads it (app/router.tsx): an alert shows at once.
beforeAll(() => preloadAlertSnackbar());

afterEach(async () => {
  cleanup();
  await closeRenderedRoutes();
});
