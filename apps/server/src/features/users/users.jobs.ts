import { regionSchema } from "@scrims/shared/common/regions";
import { soloQueueRank } from "@scrims/shared/riot/riot.rules";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { scheduleJob, type JobHandler } from "@/lib/scheduler";
import { RiotApiError } from "@/features/riot/riot.client";
import { usersRepository, type UserRow } from "./users.repository";

// A player's PUUID (Riot's id of the account, needed for tournament codes) and solo-queue rank
// (average ranks and balance prefer it to the declared one) are looked up from summoner name +
// tagline + region by a job, never during the request: registration and settings answer at once,
// whatever Riot's state, and a lookup that fails is retried with backoff.

export const RESOLVE_PUUID = "resolve-puuid";

const puuidJobKey = (userId: string) => `${RESOLVE_PUUID}:${userId}`;

/** Riot ID of an account, as stored. */
type RiotId = Pick<UserRow, "name" | "summonerTagline" | "region">;

export function riotIdChanged(before: RiotId, after: RiotId): boolean {
  return (
    before.name !== after.name ||
    before.summonerTagline !== after.summonerTagline ||
    before.region !== after.region
  );
}

/**
 * Asks for the PUUID of the account's current Riot ID, in the transaction that set it (the
 * account's `puuid` must be null by then). Due at once; a repeat replaces the pending lookup.
 */
export async function schedulePuuidLookup(tx: DbOrTx, userId: string): Promise<void> {
  await scheduleJob(tx, {
    kind: RESOLVE_PUUID,
    key: puuidJobKey(userId),
    payload: { userId },
    runAt: new Date(),
    // Backoff 30 s doubling: the last try is about two hours after the first.
    maxAttempts: 9,
  });
}

async function resolvePuuid(deps: Deps, payload: unknown): Promise<void> {
  const { userId } = payload as { userId: string };
  const user = await usersRepository.findById(deps.db, userId);
  const region = regionSchema.safeParse(user?.region);
  if (!user || !region.success) {
    return; // Deleted meanwhile: nothing to look up.
  }
  let puuid: string | null;
  let rank: string | null = null;
  try {
    const account = await deps.riot.getAccountByRiotId(
      region.data,
      user.name,
      user.summonerTagline,
    );
    puuid = account.puuid;
  } catch (error) {
    if (error instanceof RiotApiError && error.kind === "http" && error.status === 404) {
      // No such Riot ID: a fact, not a failure; the PUUID stays unknown until the next change.
      deps.log.info({ userId }, "no Riot account has this player's Riot ID");
      puuid = null;
    } else {
      throw error;
    }
  }
  if (puuid) {
    // A failure here retries the whole lookup, as one of the account's would.
    rank = soloQueueRank(await deps.riot.getLeagueEntriesByPuuid(region.data, puuid)) ?? null;
  }
  const stored = await usersRepository.setPuuidIfRiotIdUnchanged(deps.db, userId, user, {
    puuid,
    soloQueueRank: rank,
  });
  if (stored) {
    await deps.sessions.userChanged(userId);
  }
  if (stored && rank !== user.soloQueueRank) {
    // Hub lists show average ranks, which follow the solo-queue rank.
    await deps.hubList.invalidateAll();
  }
}

export const resolvePuuidJob: JobHandler = {
  kind: RESOLVE_PUUID,
  run: resolvePuuid,
  backoffMs: 30_000,
};
