import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { scheduleJobOnce, type JobHandler } from "@/lib/scheduler";
import type { AnnouncementKind } from "./discord.rules";
import { announceScrim } from "./discord.service";

// Discord announcements go through the job table: written in the transaction of the change they
// announce (so nothing is posted for a change that rolled back), once per scrim and kind (the
// key is inserted only once, so two processes or a repeated change never post twice), and posted
// after commit by whichever process claims the job, with retries when Discord fails.

export const DISCORD_ANNOUNCE = "discord-announce";

/** The key of a scrim's announcement of a kind; exported for tests. */
export const announcementKey = (scrimId: string, kind: AnnouncementKind) =>
  `${DISCORD_ANNOUNCE}:${kind}:${scrimId}`;

async function announceOnce(tx: DbOrTx, scrimId: string, kind: AnnouncementKind): Promise<void> {
  await scheduleJobOnce(tx, {
    kind: DISCORD_ANNOUNCE,
    key: announcementKey(scrimId, kind),
    payload: { scrimId, kind },
    runAt: new Date(),
  });
}

type AnnouncedState = { isPrivate: boolean; teamWon: string | null };

/**
 * Schedules what a change of a public scrim calls for, in its transaction: the new scrim (created,
 * or made public), "2 spots left" when the eighth seat is taken, and the result once a winner is
 * set. `before` is absent for a new scrim.
 */
export async function scheduleDiscordAnnouncements(
  tx: DbOrTx,
  change: { scrimId: string; before?: AnnouncedState; after: AnnouncedState; seatCount: number },
): Promise<void> {
  const { scrimId, before, after, seatCount } = change;
  if (after.isPrivate) {
    return;
  }
  if (!before || before.isPrivate) {
    await announceOnce(tx, scrimId, "new-scrim");
  }
  if (seatCount === 8 && after.teamWon === null) {
    await announceOnce(tx, scrimId, "spots-left");
  }
  if (after.teamWon !== null && before?.teamWon === null) {
    await announceOnce(tx, scrimId, "result");
  }
}

export const discordAnnounceJob: JobHandler = {
  kind: DISCORD_ANNOUNCE,
  run: (deps: Deps, payload) =>
    announceScrim(deps, payload as { scrimId: string; kind: AnnouncementKind }),
  backoffMs: 10_000,
  // A post may wait out Discord's rate limits (up to a minute per wait) while holding its claim.
  leaseMs: 120_000,
};
