// Pure rules of bans. No I/O here.

/** When a ban bites: from `dateFrom` until `dateTo` (a lifted ban never does). */
export type BanWindow = { dateFrom: Date; dateTo: Date };

/** True when a ban not lifted bites at `now`: it has started and not ended. */
export function bitesAt(ban: BanWindow, now: Date): boolean {
  return ban.dateFrom <= now && now < ban.dateTo;
}
