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
