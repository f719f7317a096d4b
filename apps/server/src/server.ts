// Signal handlers come first; the app's modules load after them (dynamic imports below).
import path from "node:path";
import { serverRoot } from "@/lib/server-root";
import type { App } from "@/app";

/** Time allowed for in-flight requests to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After SIGTERM, how long kept-alive connections stay open so that a request a client sends on
 * one is still served (with `Connection: close`) rather than reset.
 */
const DRAIN_LINGER_MS = 5_000;

let app: App | undefined;
let closing = false;

/**
 * Stops on SIGTERM/SIGINT. Handled from the first moment: a signal during start-up lets the
 * database finish opening (or creating) and then closes it, so no half-made data folder is left.
 */
async function shutdown(signal: string) {
  if (closing) {
    return;
  }
  closing = true;
  const timer = setTimeout(() => {
    console.error("shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  if (!app) {
    // Still starting: main() sees `closing` once the app is built, and closes it.
    console.error(`shutting down (${signal}) once start-up has finished`);
    return;
  }
  app.log.info({ signal }, "shutting down: no new connections, finishing requests");
  try {
    await app.drain(DRAIN_LINGER_MS);
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "error while shutting down");
    process.exit(1);
  }
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

/**
 * Keeps the event loop busy while the server starts. PGlite compiles its WebAssembly on V8's
 * threads, outside the event loop: while start-up waits only for that, the loop is empty, and Node
 * then blocks until every background task is done, the compiler's optimizing of the whole module
 * included, before it runs anything else. A start waited 0.1–0.4 s for that here.
 */
function holdEventLoop(): () => void {
  const timer = setInterval(() => undefined, 60_000);
  return () => clearInterval(timer);
}

async function main() {
  const release = holdEventLoop();
  try {
    await start();
  } finally {
    release();
  }
}

async function start() {
  const { ConfigError, loadConfig } = await import("@/config/env");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.webDistDir ??= path.resolve(serverRoot, "../web/dist");

  // The database opens while the rest of the app's modules load: PGlite reads its files and
  // compiles its wasm much of that time off this thread, so the two overlap at start.
  const { openDatabase } = await import("@/db/client");
  const database = openDatabase(config);
  // buildApp awaits it; until then a failure must not count as an unhandled rejection.
  database.catch(() => undefined);
  const { buildApp } = await import("@/app");
  const built = await buildApp(config, { database });
  if (closing) {
    await built.close();
    process.exit(0);
  }
  app = built;
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
