import { inject } from "vitest";
import { buildApp, type App } from "@/app";
import { loadConfig } from "@/config/env";

/** The real app on this run's test database (PostgreSQL when configured, else in-memory PGlite). */
export async function buildTestApp(env: Record<string, string> = {}): Promise<App> {
  const databaseUrl = inject("databaseUrl");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ":memory:",
    LOG_LEVEL: "silent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  return buildApp(config);
}
