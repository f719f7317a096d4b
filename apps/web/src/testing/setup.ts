import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { closeRenderedRoutes } from "./render-route";

afterEach(async () => {
  cleanup();
  await closeRenderedRoutes();
});
