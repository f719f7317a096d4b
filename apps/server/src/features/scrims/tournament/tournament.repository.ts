import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { riotProviders, riotTournaments, scrims } from "@/db/schema/index";
import type { ScrimRow } from "../scrims.repository";

/** Riot's provider and weekly tournament registrations, and scrims found by their code. */
export const tournamentRepository = {
  async findProvider(db: DbOrTx, region: string, callbackUrl: string): Promise<number | undefined> {
    const [row] = await db
      .select({ providerId: riotProviders.providerId })
      .from(riotProviders)
      .where(and(eq(riotProviders.region, region), eq(riotProviders.callbackUrl, callbackUrl)));
    return row?.providerId;
  },

  /** Keeps the first registration when two processes registered at once; answers the kept one. */
  async saveProvider(
    db: DbOrTx,
    row: { region: string; callbackUrl: string; providerId: number },
  ): Promise<number> {
    await db.insert(riotProviders).values(row).onConflictDoNothing();
    return (await this.findProvider(db, row.region, row.callbackUrl)) ?? row.providerId;
  },

  async findTournament(db: DbOrTx, providerId: number, week: string): Promise<number | undefined> {
    const [row] = await db
      .select({ tournamentId: riotTournaments.tournamentId })
      .from(riotTournaments)
      .where(and(eq(riotTournaments.providerId, providerId), eq(riotTournaments.week, week)));
    return row?.tournamentId;
  },

  /** Same first-wins rule as saveProvider. */
  async saveTournament(
    db: DbOrTx,
    row: { providerId: number; week: string; tournamentId: number },
  ): Promise<number> {
    await db.insert(riotTournaments).values(row).onConflictDoNothing();
    return (await this.findTournament(db, row.providerId, row.week)) ?? row.tournamentId;
  },

  async findScrimByCode(db: DbOrTx, code: string): Promise<ScrimRow | undefined> {
    const [row] = await db.select().from(scrims).where(eq(scrims.tournamentCode, code));
    return row;
  },
};
