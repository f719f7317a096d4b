import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { preloadAlertSnackbar } from "@/components/alerts/alerts-provider";
import { closeRenderedRoutes } from "./render-route";

// findBy* and waitFor wait for something that must happen; testing-library's default 1 s was
// too short when CI runs the server and web suites side by side on two cores (a navigation
// rendered after 1.2 s failed a test). Waiting longer never makes a wrong page pass.
configure({ asyncUtilTimeout: 5_000 });

// As in the app, where every MUI page preloads it (app/router.tsx): an alert shows at once.
beforeAll(() => preloadAlertSnackbar());

afterEach(async () => {
  cleanup();
  await closeRenderedRoutes();
});
