import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { closeRenderedRoutes } from "./render-route";

// findBy* and waitFor wait for something that must happen; testing-library's default 1 s was
// too short when CI runs the server and web suites side by side on two cores (a navigation
// rendered after 1.2 s failed a test). Waiting longer never makes a wrong page pass.
configure({ asyncUtilTimeout: 5_000 });

// Tests place scrims minutes or hours from now and expect them in today's hub and lists. Run
// near midnight (local time, TZ in vitest.config.ts) they landed on another day and failed, so
// the clock reads noon of today, running on from there: while a test file loads (what it builds
// at its top) and from the start of each test. A test that fakes timers itself replaces it.
const noon = new Date();
noon.setHours(12, 0, 0, 0);
function startAtNoon() {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(noon);
}
startAtNoon();
beforeEach(startAtNoon);

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await closeRenderedRoutes();
});
