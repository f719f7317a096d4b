import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { scheduleJobOnce, type JobHandler } from "@/lib/scheduler";
import type { AnnouncementKind } from "./discord.rules";
import { announceScrim } from "./discord.service";

// Discord announcements go through the job table: written in the transaction of the change they
// announce (so nothing is posted for a change that rolled back), once per scrim and kind (the
// key is inserted only once, so two processes or a repeated change never post twice), and posted
// after commit by whichever process claims the job, with retries when Discord fails.

const DISCORD_ANNOUNCE = "discord-announce";

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
 * or made public) and "2 spots left" when eight seats are taken and no winner is set. `before` is
 * absent for a new scrim.
 */
export async function scheduleScrimAnnouncements(
  tx: DbOrTx,
  change: {
    scrimId: string;
    before?: { isPrivate: boolean };
    after: AnnouncedState;
    seatCount: number;
  },
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
}

/** Schedules the result's post of a public scrim whose first winner was just set. */
export async function scheduleResultAnnouncement(
  tx: DbOrTx,
  result: { scrim: AnnouncedState & { id: string }; before: string | null },
): Promise<void> {
  if (!result.scrim.isPrivate && result.scrim.teamWon !== null && result.before === null) {
    await announceOnce(tx, result.scrim.id, "result");
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
