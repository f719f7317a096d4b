import { sql, type SQL } from "drizzle-orm";
import type { App } from "@/app";
import { rowsOf } from "@/db/db-export";

/**
 * The dashboard's totals and distributions counted straight from the accounts and scrims, as a
 * reader of every row would: what the running counts the dashboard reads must always equal.
 */
export async function countedFromRows(app: App) {
  const rows = <T>(query: SQL) => rowsOf<T>(app.deps.db, query);
  const number = (value: unknown) => Number(value);
  const [users] = await rows<{ total: string }>(
    sql`select count(*) as total from users where deleted_at is null`,
  );
  const [scrims] = await rows<{ total: string }>(sql`select count(*) as total from scrims`);
  const months = await rows<{ year: number; month: number; count: string }>(
    sql`select extract(year from created_at at time zone 'UTC')::int as year,
               extract(month from created_at at time zone 'UTC')::int as month, count(*) as count
        from users group by 1, 2 order by 1, 2`,
  );
  const regions = await rows<{ region: string; count: string }>(
    sql`select region, count(*) as count from users where deleted_at is null
        group by region order by count(*) desc, region`,
  );
  const ranks = await rows<{ rank: string; count: string }>(
    sql`select split_part(trim(rank), ' ', 1) as rank, count(*) as count from users
        where deleted_at is null group by 1 order by count(*) desc, 1`,
  );
  return {
    totalUsers: number(users?.total),
    totalScrims: number(scrims?.total),
    monthlyUserGrowth: months.map((m) => ({ ...m, count: number(m.count) })),
    regionDistribution: regions.map((r) => ({ ...r, count: number(r.count) })),
    rankDistribution: ranks.map((r) => ({ ...r, count: number(r.count) })),
  };
}
