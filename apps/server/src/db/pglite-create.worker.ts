// Worker thread (started by db/client.ts on a first start): creates and migrates a new embedded
// database folder while the main thread loads the app's modules. PGlite runs its WebAssembly on
// the thread that made it; here that is not the thread the server starts on.
import { parentPort, workerData } from "node:worker_threads";
import { createPgliteFolder } from "./pglite";

const { dir, migrationsFolder } = workerData as { dir: string; migrationsFolder: string };
await createPgliteFolder(dir, migrationsFolder);
parentPort?.postMessage("created");
