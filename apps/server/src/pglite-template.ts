// Run by the server build (scripts/build-server.mjs) from the bundle: makes the migrated, empty
// embedded database that a first start copies into a new DATA_DIR (db/pglite-template.ts).
import { PGLITE_TEMPLATE_DIR, makePgliteTemplate } from "@/db/client";

const started = performance.now();
await makePgliteTemplate();
console.log(
  `Made the new database's template in ${(performance.now() - started).toFixed(0)} ms: ${PGLITE_TEMPLATE_DIR}`,
);
