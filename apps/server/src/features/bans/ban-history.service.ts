import {
  BAN_HISTORY_DATE_OPTIONS_MAX,
  BAN_HISTORY_NAME_OPTIONS_MAX,
  type BanHistoryPageDto,
  type BanHistoryQuery,
} from "@scrims/shared/bans/ban-history.schema";
import { summonerNameKey } from "@scrims/shared/users/users.schema";
import type { DbOrTx } from "@/db/client";
import { inTimeZone } from "@/lib/time-zone";
import { presentBanHistoryItem } from "./ban-history.presenter";
import { banHistoryRepository } from "./ban-history.repository";

/**
 * One page of the ban history, filtered and counted in the database (sorted by `createdAt`
 * ascending). A page past the last one is empty, with the totals.
 */
export async function listBanHistory(
  db: DbOrTx,
  query: BanHistoryQuery,
): Promise<BanHistoryPageDto> {
  const now = new Date();
  const filter = {
    nameKey: query.name === undefined ? undefined : summonerNameKey(query.name),
    date: query.date,
    status: query.status,
    tz: query.tz,
    now,
  };
  const [rows, total] = await inTimeZone(() =>
    Promise.all([
      banHistoryRepository.listPage(db, filter, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      banHistoryRepository.count(db, filter),
    ]),
  );
  return {
    bans: rows.map((row) => presentBanHistoryItem(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

/** The name autocomplete: banned players whose name contains `q` (case and spaces ignored). */
export function searchBannedNames(db: DbOrTx, q: string) {
  return banHistoryRepository.searchNames(db, summonerNameKey(q), BAN_HISTORY_NAME_OPTIONS_MAX);
}

/** The date filter's days: when bans start, in the viewer's zone, newest first. */
export function listBanStartDays(db: DbOrTx, tz: string): Promise<string[]> {
  return inTimeZone(() => banHistoryRepository.startDays(db, tz, BAN_HISTORY_DATE_OPTIONS_MAX));
}
