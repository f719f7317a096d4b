import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { cancelJob, scheduleJob, type JobHandler } from "@/lib/scheduler";
import { withTransaction } from "@/lib/transaction";
import { bansRepository } from "./bans.repository";

// Expiry: one job per ban (`ban-expiry:{banId}`) at its end, written in the transaction that
// gives the ban and dropped by an unban. It lifts every expired ban of that player (the ban
// itself, or nothing if an admin lifted it meanwhile).

export const BAN_EXPIRY = "ban-expiry";

const banExpiryKey = (banId: string) => `${BAN_EXPIRY}:${banId}`;

export async function scheduleBanExpiry(
  tx: DbOrTx,
  ban: { id: string; userId: string; dateTo: Date },
): Promise<void> {
  await scheduleJob(tx, {
    kind: BAN_EXPIRY,
    key: banExpiryKey(ban.id),
    payload: { userId: ban.userId },
    runAt: ban.dateTo,
  });
}

export async function cancelBanExpiry(tx: DbOrTx, banId: string): Promise<void> {
  await cancelJob(tx, banExpiryKey(banId));
}

async function liftBan(deps: Deps, payload: unknown): Promise<void> {
  const { userId } = payload as { userId: string };
  await withTransaction(deps, (tx) =>
    bansRepository.liftExpired(tx, { now: new Date(), liftedById: null, userId }),
  );
}

export const banExpiryJob: JobHandler = { kind: BAN_EXPIRY, run: liftBan };
