import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { muiIconPaths } from "./vite.config";

export default defineProject({
  plugins: [react(), muiIconPaths()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup.ts"],
    env: { TZ: "Asia/Kathmandu" },
    // Room for findBy*'s 5 s wait (src/testing/setup.ts) on a loaded CI machine.
    testTimeout: 15_000,
  },
});
