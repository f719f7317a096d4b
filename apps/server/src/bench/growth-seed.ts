import type pg from "pg";

/**
 * Fills an empty, migrated PostgreSQL database with a grown site, set-based (one
 * `INSERT … SELECT generate_series` per table), so 100,000 players take seconds:
 *
 * - 100,000 players over the five regions (NA and EUW most), 20 of them admins, 1% deleted;
 * - 20,000 scrims created by the admins over 400 days around today, 10% private, with 10 seats
 *   for past games (and a winner for most) and a few seats for coming ones, casters on a third;
 * - 50,000 friendships, 2,000 pending friend requests, 12,000 direct conversations and 4,000 scrim
 *   chats holding 100,000 messages (with seen marks), 60,000 notifications, 300 bans.
 *
 * Ids are derived from a row's number (`md5('u' || n)::uuid`), so the bench names the players and
 * scrims it looks at without reading them back. Player 21 is the busiest player (seated
 * in 600 scrims, 150 conversations, one of them 2,000 messages long); player 1 the busiest admin (2,000
 * scrims created).
 */
const GROWTH_COUNTS = { users: 100_000, scrims: 20_000, messages: 100_000 } as const;

const ADMINS = 20;

const uid = (n: string) => `md5('u' || (${n}))::uuid`;
const sid = (n: string) => `md5('s' || (${n}))::uuid`;
const cid = (n: string) => `md5('c' || (${n}))::uuid`;

const REGIONS = `(array['NA','NA','NA','EUW','EUW','EUW','EUNE','EUNE','LAN','OCE'])`;
const NAME_HEADS = `(array['Shadow','Frost','Blaze','Storm','Iron','Silent','Crimson','Golden','Night','Wild','Lucky','Swift','Dark','Bright','Void','Rune','Mystic','Solar','Lunar','Steel'])`;
const NAME_TAILS = `(array['fox','wolf','blade','mage','hunter','knight','drake','rider','sage','smith','viper','hawk','bear','storm','lance','shot','heart','fang','star','ghost'])`;

/** SQL statements in order; each one is a single set-based insert. */
function seedStatements(): string[] {
  const now = `date_trunc('hour', now())`;
  return [
    // Players: names like "Frostwolf 4711"; player n's region is fixed by n.
    `insert into users (id, email, name, name_key, summoner_tagline, region, discord, discord_key, rank,
        is_admin, created_at, last_logged_in, last_seen_at, deleted_at)
     select ${uid("n")},
            case when n % 100 = 0 then null else 'player' || n || '@example.test' end,
            case when n % 100 = 0 then 'Deleted player'
                 else ${NAME_HEADS}[1 + n % 20] || ${NAME_TAILS}[1 + (n / 20) % 20] || ' ' || n end,
            case when n % 100 = 0 then null
                 else lower(${NAME_HEADS}[1 + n % 20] || ${NAME_TAILS}[1 + (n / 20) % 20] || n) end,
            case when n % 100 = 0 then '' else 'NA1' end,
            ${REGIONS}[1 + (n * 7) % 10],
            case when n % 100 = 0 then '' else 'player' || n end,
            case when n % 100 = 0 then null else 'player' || n end,
            (array['Unranked','Iron 2','Bronze 1','Silver 3','Gold 2','Platinum 4','Emerald 1','Diamond 2','Master'])[1 + n % 9],
            n <= ${ADMINS},
            now() - interval '1 day' * (n % 700),
            now() - interval '1 hour' * (n % 300),
            -- One player in ten seen today (the dashboard's "active today"), the rest days ago.
            case when n % 10 = 0 then now() else now() - interval '1 day' * (1 + n % 30) end,
            case when n % 100 = 0 then now() - interval '1 day' * (n % 30) else null end
     from generate_series(1, ${GROWTH_COUNTS.users}) as n`,
    // Scrims: 50 a day over 400 days (200 back, 200 ahead), by the admins (admin 1 the busiest).
    `insert into scrims (id, title, created_by_id, region, game_start_time, is_private, lobby_name,
        lobby_password, team_won, result_source, created_at, updated_at)
     select ${sid("k")},
            'Scrim ' || k,
            ${uid(`case when k % 10 = 3 then 1 else 2 + k % ${ADMINS - 1} end`)},
            (array['NA','NA','NA','EUW','EUW','EUW','EUNE','EUNE','LAN','OCE'])[1 + (k * 3) % 10],
            ${now} + interval '1 day' * ((k - 1) / 50 - 200) + interval '1 hour' * (12 + k % 10),
            k % 10 = 7,
            'Lobby ' || k,
            substr(md5('p' || k), 1, 8),
            case when (k - 1) / 50 < 199 and k % 5 <> 0 then
              (array['teamOne','teamTwo'])[1 + k % 2] end,
            case when (k - 1) / 50 < 199 and k % 5 <> 0 then 'captain' end,
            ${now} + interval '1 day' * ((k - 1) / 50 - 230),
            ${now} + interval '1 day' * ((k - 1) / 50 - 230)
     from generate_series(1, ${GROWTH_COUNTS.scrims}) as k`,
    // Seats: ten in past scrims, k % 10 in coming ones; player j of scrim k is distinct per k.
    // Player 21 takes the first seat of every 30th scrim and one more game every 100th.
    `insert into scrim_players (scrim_id, user_id, team, role, created_at)
     select ${sid("k")},
            ${uid(`case when j = 0 and k % 30 = 0 then 21
                        when j = 5 and k % 100 = 0 and k % 30 <> 0 then 21
                        else 22 + ((k * 7919 + j * 10007) % 99950) end`)},
            case when j < 5 then 'teamOne' else 'teamTwo' end,
            (array['Top','Jungle','Mid','ADC','Support'])[1 + j % 5],
            ${now} + interval '1 day' * ((k - 1) / 50 - 201)
     from generate_series(1, ${GROWTH_COUNTS.scrims}) as k, generate_series(0, 9) as j
     where (k - 1) / 50 < 200 or j < k % 10
     on conflict do nothing`,
    // Deleted players keep no seats they would not have had: fine for history, left as is.
    `update scrims s set lobby_host_id = p.user_id
     from scrim_players p
     where p.scrim_id = s.id and p.team = 'teamOne' and p.role = 'Mid' and s.team_won is not null`,
    `insert into scrim_casters (scrim_id, user_id, created_at)
     select ${sid("k")}, ${uid(`22 + ((k * 104729 + c * 31337) % 99950)`)}, now()
     from generate_series(1, ${GROWTH_COUNTS.scrims}) as k, generate_series(1, 2) as c
     where k % 3 = 0 and (c = 1 or k % 2 = 0)
     on conflict do nothing`,
    // Friendships: each of 50,000 pairs once, lower id first; player 21 has 300 friends.
    `insert into friendships (user_low_id, user_high_id, created_at)
     select least(a, b), greatest(a, b), now() - interval '1 hour' * (f % 5000)
     from (select f, ${uid("case when f <= 300 then 21 else 22 + (f * 7) % 99950 end")} as a,
                  ${uid("case when f <= 300 then 22 + f * 311 % 99950 else 22 + (f * 7 + 1 + f % 97) % 99950 end")} as b
           from generate_series(1, 50000) as f) pairs
     where a <> b
     on conflict do nothing`,
    `insert into friend_requests (sender_id, receiver_id, created_at)
     select ${uid("22 + (r * 13) % 99950")}, ${uid("case when r <= 40 then 21 else 22 + (r * 13 + 5000) % 99950 end")},
            now() - interval '1 minute' * r
     from generate_series(1, 2000) as r
     on conflict do nothing`,
    // Direct conversations of friend pairs (the first 12,000, player 21's first), scrim chats of
    // 4,000 scrims.
    `insert into conversations (id, pair_key, created_at, updated_at)
     select ${cid("row_number() over (order by user_low_id = " + uid("21") + " or user_high_id = " + uid("21") + " desc, created_at, user_low_id)")},
            user_low_id || ':' || user_high_id, created_at, created_at
     from friendships
     order by user_low_id = ${uid("21")} or user_high_id = ${uid("21")} desc, created_at, user_low_id
     limit 12000`,
    `insert into conversation_members (conversation_id, user_id)
     select c.id, m.user_id::uuid
     from conversations c, unnest(string_to_array(c.pair_key, ':')) as m(user_id)
     where c.pair_key is not null`,
    `insert into conversations (id, scrim_id, created_at, updated_at)
     select ${cid("100000 + k")}, ${sid("k")}, now(), now()
     from generate_series(1, ${GROWTH_COUNTS.scrims}, 5) as k`,
    // 50,000 direct messages: 2,000 in player 21's first conversation, the rest spread;
    // 50,000 scrim chat messages from the scrims' players.
    `insert into messages (conversation_id, sender_id, receiver_id, text, created_at)
     select c.id, case when i % 2 = 0 then m.a else m.b end, case when i % 2 = 0 then m.b else m.a end,
            'Message ' || i || ' about tonight''s game', c.created_at + interval '1 minute' * i
     from generate_series(1, 50000) as i
     join conversations c on c.id = ${cid("case when i <= 2000 then 1 else 1 + i % 12000 end")}
     cross join lateral (select split_part(c.pair_key, ':', 1)::uuid as a,
                                split_part(c.pair_key, ':', 2)::uuid as b) m`,
    `insert into messages (conversation_id, sender_id, text, created_at)
     select c.id, p.user_id, 'gl hf ' || i, now() - interval '1 minute' * (50000 - i)
     from generate_series(1, 50000) as i
     join conversations c on c.id = ${cid("100000 + 1 + ((i * 5) % " + GROWTH_COUNTS.scrims + ")")}
     join scrim_players p on p.scrim_id = c.scrim_id and p.team = 'teamOne' and p.role = 'Top'`,
    `update conversations c set updated_at = last.at
     from (select conversation_id, max(created_at) as at from messages group by conversation_id) last
     where last.conversation_id = c.id`,
    // Seen marks: the sender's own (as the app writes them) and the receiver's for 4 of 5.
    `insert into message_seen (message_id, user_id, seen_at)
     select id, sender_id, created_at from messages`,
    `insert into message_seen (message_id, user_id, seen_at)
     select id, receiver_id, created_at from messages
     where receiver_id is not null and abs(hashtext(id::text)) % 5 <> 0`,
    // Notifications: 300 per player 1 to 200 (capped at 200 each, as trim keeps), 20,000 spread.
    `insert into notifications (user_id, message, related_user_id, related_scrim_id, is_scrim_alert, created_at)
     select ${uid("case when n <= 40000 then 1 + n % 200 else 22 + (n * 17) % 99950 end")},
            'Scrim ' || (1 + n % 20000) || ' starts soon', null, ${sid("1 + n % 20000")}, true,
            now() - interval '1 minute' * n
     from generate_series(1, 60000) as n`,
    `insert into bans (user_id, date_from, date_to, reason, banned_by_id, lifted_at)
     select ${uid("22 + b * 331")}, now() - interval '10 days', now() + interval '1 day' * (b % 20 - 5),
            'Toxic in chat', ${uid("1")},
            case when b % 20 - 5 <= 0 then now() end
     from generate_series(1, 300) as b`,
    // Settled tables, as autovacuum keeps them: statistics and the visibility map.
    `vacuum analyze`,
  ];
}

/** True when the database already holds the grown data (so a bench can reuse it). */
export async function isSeeded(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: string }>("select count(*) as n from users");
  return Number(rows[0]?.n) >= GROWTH_COUNTS.users;
}

/** Seeds an empty migrated database; returns how long each table took, in ms. */
export async function seedGrowth(
  client: pg.ClientBase,
  log: (line: string) => void = () => {},
): Promise<void> {
  for (const statement of seedStatements()) {
    const started = performance.now();
    const result = await client.query(statement);
    const table = /(?:insert into|update)\s+(\w+)/.exec(statement)?.[1] ?? statement.slice(0, 20);
    log(
      `  ${table.padEnd(22)} ${String(result.rowCount ?? "").padStart(7)} rows  ${Math.round(performance.now() - started)} ms`,
    );
  }
}
