import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { cancelJob, scheduleJob, type JobHandler } from "@/lib/scheduler";
import { withTransaction } from "@/lib/transaction";
import { announceBan } from "./bans.broadcast";
import { bansRepository } from "./bans.repository";

// Two jobs per ban, written in the transaction that gives it and dropped by an unban:
// - start (`ban-start:{banId}`, only for a ban that starts later): when it begins to bite, the
//   player's open sockets hear `banned` and are closed, as they are for a ban that bites at once;
// - expiry (`ban-expiry:{banId}`) at its end: lifts every expired ban of that player (the ban
//   itself, or nothing if an admin lifted it meanwhile).

const BAN_EXPIRY = "ban-expiry";
const BAN_START = "ban-start";

const banExpiryKey = (banId: string) => `${BAN_EXPIRY}:${banId}`;
const banStartKey = (banId: string) => `${BAN_START}:${banId}`;

export async function scheduleBanJobs(
  tx: DbOrTx,
  ban: { id: string; userId: string; dateFrom: Date; dateTo: Date },
  now: Date,
): Promise<void> {
  await scheduleJob(tx, {
    kind: BAN_EXPIRY,
    key: banExpiryKey(ban.id),
    payload: { userId: ban.userId },
    runAt: ban.dateTo,
  });
  if (ban.dateFrom > now) {
    await scheduleJob(tx, {
      kind: BAN_START,
      key: banStartKey(ban.id),
      payload: { banId: ban.id },
      runAt: ban.dateFrom,
    });
  }
}

export async function cancelBanJobs(tx: DbOrTx, banId: string): Promise<void> {
  await cancelJob(tx, banExpiryKey(banId));
  await cancelJob(tx, banStartKey(banId));
}

async function liftBan(deps: Deps, payload: unknown): Promise<void> {
  const { userId } = payload as { userId: string };
  await withTransaction(deps, async ({ tx, afterCommit }) => {
    afterCommit(() => deps.sessions.userChanged(userId));
    await bansRepository.liftExpired(tx, { now: new Date(), liftedById: null, userId });
  });
}

async function startBan(deps: Deps, payload: unknown): Promise<void> {
  const { banId } = payload as { banId: string };
  const ban = await bansRepository.findById(deps.db, banId);
  if (!ban || ban.liftedAt) {
    return;
  }
  // The job is due by the database's clock: never let this process's clock call it early.
  announceBan(deps, ban, new Date(Math.max(Date.now(), ban.dateFrom.getTime())));
}

export const banExpiryJob: JobHandler = { kind: BAN_EXPIRY, run: liftBan };
export const banStartJob: JobHandler = { kind: BAN_START, run: startBan };
