import { eq } from "drizzle-orm";
import type { App } from "@/app";
import { idempotencyKeys } from "@/db/schema/index";

/** Makes every Idempotency-Key of a player expire now. */
export async function expireIdempotencyKeys(app: App, userId: string): Promise<void> {
  await app.deps.db
    .update(idempotencyKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(idempotencyKeys.userId, userId));
}
