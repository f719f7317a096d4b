import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { closeRenderedRoutes } from "./render-route";

// findBy* and waitFor wait for something that must happen; testing-library's default 1 s was
// too short when CI runs the server and web suites side by side on two cores (a navigation
// rendered after 1.2 s failed a test). Waiting longer never makes a wrong page pass.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  await closeRenderedRoutes();
});
