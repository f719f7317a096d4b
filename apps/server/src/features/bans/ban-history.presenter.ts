import type { BanHistoryItemDto } from "@scrims/shared/bans/ban-history.schema";
import type { BanHistoryRow } from "./ban-history.repository";

/** A ban of the history as admins see it; active while not lifted and not ended at `now`. */
export function presentBanHistoryItem(row: BanHistoryRow, now: Date): BanHistoryItemDto {
  return {
    _id: row.id,
    _user: { _id: row.userId, name: row.name, region: row.region },
    dateFrom: row.dateFrom.toISOString(),
    dateTo: row.dateTo.toISOString(),
    isActive: row.liftedAt === null && row.dateTo > now,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    liftedAt: row.liftedAt ? row.liftedAt.toISOString() : null,
  };
}
