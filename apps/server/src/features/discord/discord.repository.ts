import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { discordWebhooks, users } from "@/db/schema/index";

export type DiscordWebhookRow = typeof discordWebhooks.$inferSelect;

export const discordRepository = {
  async list(db: DbOrTx): Promise<DiscordWebhookRow[]> {
    return db.select().from(discordWebhooks).orderBy(asc(discordWebhooks.region));
  },

  async findByRegion(db: DbOrTx, region: string): Promise<DiscordWebhookRow | undefined> {
    const [row] = await db.select().from(discordWebhooks).where(eq(discordWebhooks.region, region));
    return row;
  },

  /** Saves a region's URL, switched on with no error. */
  async upsert(db: DbOrTx, region: string, url: string): Promise<DiscordWebhookRow> {
    const values = { region, url, enabled: true, lastError: null, lastErrorAt: null };
    const [row] = await db
      .insert(discordWebhooks)
      .values(values)
      .onConflictDoUpdate({
        target: discordWebhooks.region,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) {
      throw new Error(`discord webhook ${region}: not saved`);
    }
    return row;
  },

  async delete(db: DbOrTx, region: string): Promise<boolean> {
    const rows = await db
      .delete(discordWebhooks)
      .where(eq(discordWebhooks.region, region))
      .returning({ region: discordWebhooks.region });
    return rows.length > 0;
  },

  /**
   * Switches a region's webhook off with the error, unless it was switched off already or an
   * admin saved another URL meanwhile. True when this call switched it off.
   */
  async disable(db: DbOrTx, region: string, url: string, error: string): Promise<boolean> {
    const rows = await db
      .update(discordWebhooks)
      .set({ enabled: false, lastError: error, lastErrorAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(discordWebhooks.region, region),
          eq(discordWebhooks.url, url),
          eq(discordWebhooks.enabled, true),
        ),
      )
      .returning({ region: discordWebhooks.region });
    return rows.length > 0;
  },

  /** The live admin accounts (they hear of a webhook switched off). */
  async listAdminIds(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
    return rows.map((row) => row.id);
  },
};
