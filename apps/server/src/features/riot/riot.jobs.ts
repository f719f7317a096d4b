import { regionSchema } from "@scrims/shared/common/regions";
import { soloQueueRank } from "@scrims/shared/riot/riot.rules";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { scheduleJob, scheduleJobOnce, type JobHandler } from "@/lib/scheduler";
import { usersRepository, type UserRow } from "@/features/users/users.repository";
import { RiotApiError } from "./riot.client";

// A player's PUUID (Riot's id of the account, needed for tournament codes) and solo-queue rank
// (average ranks and balance prefer it to the declared one) are looked up from summoner name +
// tagline + region by a job, never during the request: registration and settings answer at once,
// whatever Riot's state, and a lookup that fails is retried with backoff. Without a Riot key no
// lookup can succeed, so none is queued; once a key is configured, a daily job queues one for each
// account that has never had one (registered while there was no key, or whose last lookup's row
// was cleaned up after 30 days: a Riot account made since is found then).

export const RESOLVE_PUUID = "resolve-puuid";
export const PUUID_BACKFILL = "resolve-puuid-backfill";
/** Lookups in flight per process: the rest wait their turn, not in front of Riot's other calls. */
const LOOKUP_CONCURRENCY = 4;
/** Accounts read per page by the backfill. */
const BACKFILL_PAGE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

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

const lookupOf = (userId: string) => ({
  kind: RESOLVE_PUUID,
  key: puuidJobKey(userId),
  payload: { userId },
  runAt: new Date(),
  // Backoff 30 s doubling: the last try is about two hours after the first.
  maxAttempts: 9,
});

/**
 * Asks for the PUUID of the account's current Riot ID, in the transaction that set it (the
 * account's `puuid` must be null by then). Due at once; a repeat replaces the pending lookup.
 * Without a Riot key nothing is queued (the daily backfill asks once a key is configured).
 */
export async function schedulePuuidLookup(
  deps: Pick<Deps, "riot">,
  tx: DbOrTx,
  userId: string,
): Promise<void> {
  if (!deps.riot.hasKey) {
    return;
  }
  await scheduleJob(tx, lookupOf(userId));
}

/**
 * With a Riot key: a lookup for every live account without a PUUID that has no lookup row (none
 * was ever queued, or its row was cleaned up); an account whose lookup is pending, done (no such
 * Riot ID) or failed keeps it as it is.
 */
async function backfillPuuids(deps: Deps): Promise<void> {
  if (!deps.riot.hasKey) {
    return;
  }
  let queued = 0;
  let after: string | undefined;
  for (;;) {
    const ids = await usersRepository.listIdsWithoutPuuid(deps.db, BACKFILL_PAGE, after);
    for (const id of ids) {
      if (await scheduleJobOnce(deps.db, lookupOf(id))) {
        queued += 1;
      }
    }
    after = ids.at(-1);
    if (ids.length < BACKFILL_PAGE) {
      break;
    }
  }
  if (queued > 0) {
    deps.log.info({ queued }, `queued ${queued} PUUID lookups of accounts that had none`);
  }
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
  concurrency: LOOKUP_CONCURRENCY,
};

export const puuidBackfillJob: JobHandler = {
  kind: PUUID_BACKFILL,
  run: backfillPuuids,
  everyMs: DAY_MS,
};
