import { eq } from "drizzle-orm";
import type { App } from "@/app";
import { pushSubscriptions, users } from "@/db/schema/index";

/** The endpoints of a player's stored push subscriptions. */
export async function subscribedEndpoints(app: App, userId: string): Promise<string[]> {
  const rows = await app.deps.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint);
}

/** The stored email consent (`canSendEmailsToUser`) of an account. */
export async function emailConsentOf(app: App, userId: string): Promise<boolean | undefined> {
  const [row] = await app.deps.db
    .select({ consent: users.canSendEmailsToUser })
    .from(users)
    .where(eq(users.id, userId));
  return row?.consent;
}

/**
 * Stores a device straight in the table, past the subscribe route's checks (one saved before
 * they existed, or whose host name has changed its answer since).
 */
export async function insertSubscription(
  app: App,
  row: { userId: string; endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await app.deps.db.insert(pushSubscriptions).values({
    userId: row.userId,
    endpoint: row.endpoint,
    p256dh: row.keys.p256dh,
    auth: row.keys.auth,
  });
}
