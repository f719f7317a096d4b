import type { ReadinessCheck, ReadinessDto } from "@scrims/shared/health/health.schema";
import { latestMigrationMillis } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { healthRepository } from "./health.repository";

/** How long one readiness check may take before it counts as failed. */
const READINESS_CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)),
      READINESS_CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one check: `ok` with its round trip, or `fail` with what went wrong (never a secret). */
async function check(what: string, work: () => Promise<void>): Promise<ReadinessCheck> {
  const started = performance.now();
  try {
    await withTimeout(work(), what);
    return { status: "ok", latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : "failed";
    // Driver messages can quote a host or a user: keep only the first line, and no URLs.
    return { status: "fail", error: reason.split("\n")[0]?.replace(/\w+:\/\/\S+/g, "[url]") };
  }
}

/**
 * Whether this process should get traffic: the database and Redis (when configured) answer, the
 * database holds every migration of this build, and the process is not shutting down.
 */
export async function checkReadiness(
  { db, pingRedis }: Pick<Deps, "db" | "pingRedis">,
  state: { draining: boolean },
): Promise<ReadinessDto> {
  const [database, redis, migrations] = await Promise.all([
    check("the database", () => healthRepository.ping(db)),
    pingRedis ? check("Redis", pingRedis) : Promise.resolve<ReadinessCheck>({ status: "skipped" }),
    check("the migrations check", async () => {
      const applied = await healthRepository.latestAppliedMigration(db);
      if (applied < latestMigrationMillis()) {
        throw new Error("the database lacks migrations of this build");
      }
    }),
  ]);
  const shutdown: ReadinessCheck = state.draining
    ? { status: "fail", error: "shutting down" }
    : { status: "ok" };
  const checks = { database, redis, migrations, shutdown };
  const ready = Object.values(checks).every((result) => result.status !== "fail");
  return { status: ready ? "ready" : "unavailable", checks };
}
