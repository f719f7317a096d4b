import { and, eq, gt, lt } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { oidcFlows } from "@/db/schema/oidc";

export type OidcFlow = typeof oidcFlows.$inferSelect;

export const oidcRepository = {
  async createFlow(db: DbOrTx, flow: OidcFlow): Promise<void> {
    await db.insert(oidcFlows).values(flow);
  },

  /** Removes and returns the live flow with this state: a second call with the same state gets nothing. */
  async takeFlow(
    db: DbOrTx,
    state: string,
    provider: string,
    now: Date,
  ): Promise<OidcFlow | undefined> {
    const [flow] = await db
      .delete(oidcFlows)
      .where(
        and(
          eq(oidcFlows.state, state),
          eq(oidcFlows.provider, provider),
          gt(oidcFlows.expiresAt, now),
        ),
      )
      .returning();
    return flow;
  },

  async deleteExpired(db: DbOrTx, now: Date): Promise<void> {
    await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
  },
};
