import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsBefore, newDatabase } from "@/test/migrations";
import { migrationsFolder } from "./client";

describe("the dashboard's running counts on a database that had accounts and scrims before them", () => {
  it("start from the rows already there, and follow the writes after", async () => {
    const older = migrationsBefore("0021_tally_triggers");
    const database = await newDatabase();
    try {
      await database.migrate(older);
      // Accounts of three months, two regions and divisions, one deleted (Player 7: February,
      // EUW, Gold 4); scrims of two months.
      await database.run(sql`
        insert into users (id, name, name_key, summoner_tagline, region, discord, discord_key, rank,
                           created_at, deleted_at)
        select gen_random_uuid(), 'Player ' || n, 'player' || n, 'NA1',
               (array['NA', 'EUW'])[1 + n % 2], 'player' || n, 'player' || n,
               (array['Gold 2', 'Gold 4', 'Iron 1'])[1 + n % 3],
               timestamptz '2026-01-15T12:00:00Z' + interval '1 month' * (n % 3),
               case when n = 7 then timestamptz '2026-06-01T00:00:00Z' end
        from generate_series(1, 12) as n`);
      await database.run(sql`
        insert into scrims (title, created_by_id, region, game_start_time, lobby_name,
                            lobby_password, created_at)
        select 'Scrim ' || n, (select id from users order by name limit 1), 'NA',
               timestamptz '2026-03-01T18:00:00Z', 'Lobby', 'secret99',
               timestamptz '2026-02-20T12:00:00Z' + interval '20 days' * (n % 2)
        from generate_series(1, 5) as n`);

      await database.migrate(migrationsFolder);

      const tallied = () =>
        database.rows<{ key: string; count: number }>(sql`
          select month::text || ' ' || region || ' ' || rank_division || ' ' || live as key, count
          from user_tallies where count > 0 order by 1`);
      const counted = () =>
        database.rows<{ key: string; count: number }>(sql`
          select date_trunc('month', created_at at time zone 'UTC')::date::text || ' ' || region
                 || ' ' || split_part(trim(rank), ' ', 1) || ' ' || (deleted_at is null) as key,
                 count(*)::int as count
          from users group by 1 order by 1`);
      const scrimMonths = () =>
        database.rows<{ month: string; count: number }>(
          sql`select month::text as month, count from scrim_tallies where count > 0 order by 1`,
        );

      expect(await tallied()).toEqual(await counted());
      expect((await tallied()).find((row) => row.key === "2026-02-01 EUW Gold false")).toEqual({
        key: "2026-02-01 EUW Gold false",
        count: 1,
      });
      expect(await scrimMonths()).toEqual([
        { month: "2026-02-01", count: 2 },
        { month: "2026-03-01", count: 3 },
      ]);

      // After the migration, the triggers keep them: a move, a deletion, a removal.
      await database.run(
        sql`update users set region = 'OCE', rank = 'Master' where name = 'Player 1'`,
      );
      await database.run(sql`update users set deleted_at = now() where name = 'Player 2'`);
      await database.run(sql`delete from users where name = 'Player 12'`);
      await database.run(sql`delete from scrims where title = 'Scrim 1'`);
      expect(await tallied()).toEqual(await counted());
      expect(await scrimMonths()).toEqual([
        { month: "2026-02-01", count: 2 },
        { month: "2026-03-01", count: 2 },
      ]);

      // Emptied at once (TRUNCATE runs no row trigger): the counts go too.
      await database.run(sql`truncate scrims cascade`);
      expect(await scrimMonths()).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
