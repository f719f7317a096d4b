import { and, eq } from "drizzle-orm";
import type { App } from "@/app";
import { scrimAttendance, scrimPlayers } from "@/db/schema/index";
import { buildScrim, forgetHubLists } from "./factories/scrims";

/** The attendance records of a scrim, as the start sweep left them. */
export async function attendanceOf(app: App, scrimId: string) {
  return app.deps.db
    .select({ userId: scrimAttendance.userId, shown: scrimAttendance.shown })
    .from(scrimAttendance)
    .where(eq(scrimAttendance.scrimId, scrimId));
}

/**
 * Past games of a player as the sweep would have recorded them: one scrim each (started at that
 * moment, check-in on), with the player shown or a no-show at `at`.
 */
export async function recordPastGames(
  app: App,
  userId: string,
  games: { at: Date; shown: boolean }[],
): Promise<void> {
  for (const game of games) {
    const scrim = await buildScrim(app, { gameStartTime: game.at, checkInMinutes: 15 });
    await app.deps.db
      .insert(scrimAttendance)
      .values({ scrimId: scrim.id, userId, shown: game.shown, recordedAt: game.at });
  }
}

/** Marks a seat checked in straight in the database (as if the player had done it). */
export async function markCheckedIn(app: App, scrimId: string, userId: string): Promise<void> {
  await app.deps.db
    .update(scrimPlayers)
    .set({ checkedInAt: new Date() })
    .where(and(eq(scrimPlayers.scrimId, scrimId), eq(scrimPlayers.userId, userId)));
  await forgetHubLists(app);
}
