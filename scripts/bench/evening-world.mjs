// The world of the evening bench (scripts/bench/evening.mjs): a community of registered players
// and the scrims of the next hours, the same every run (a seeded PRNG picks regions, ranks and
// seats), made through the API as players and an admin would. Also the PRNG the clients use.
import { json } from "./lib.mjs";

/** mulberry32: a tiny seeded PRNG; returns a function giving floats in [0, 1). */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks a key of `weights` ({ key: weight }) with the random number `r` in [0, 1). */
export function weighted(weights, r) {
  const entries = Object.entries(weights);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let left = r * total;
  for (const [key, w] of entries) {
    left -= w;
    if (left < 0) {
      return key;
    }
  }
  return entries.at(-1)[0];
}

/** Shuffles `items` in place (Fisher–Yates) with `random`; returns them. */
export function shuffle(items, random) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Where the community plays: the share of players and scrims of each region. */
export const REGION_WEIGHTS = { NA: 35, EUW: 30, EUNE: 15, LAN: 10, OCE: 10 };
export const TEAMS = ["teamOne", "teamTwo"];
export const ROLES = ["Top", "Jungle", "Mid", "ADC", "Support"];
export const SEATS = TEAMS.flatMap((team) => ROLES.map((role) => ({ team, role })));

const HEADS = [
  "Frost",
  "Blaze",
  "Storm",
  "Iron",
  "Night",
  "Wild",
  "Swift",
  "Dark",
  "Rune",
  "Solar",
];
const TAILS = ["fox", "wolf", "blade", "mage", "drake", "sage", "viper", "hawk", "bear", "star"];
const RANKS = ["Iron 2", "Bronze 1", "Silver 3", "Gold 2", "Platinum 4", "Emerald 1", "Diamond 2"];

export const ADMIN_EMAIL = "evening-admin@example.test";

/**
 * The world as data, before it exists: `players` (index, email, name, region, rank) and `scrims`
 * (title, region, start offset from the run's first full quarter hour, privacy, seeded seats
 * as player indexes). Players 0 to `httpClients - 1` are the HTTP clients and are seated in no
 * scrim at first; the socket clients come next; seats of private scrims go to players after
 * both, so that no socket client is a member of a private scrim (their events reach only
 * members and admins).
 */
export function planWorld({ players = 400, scrims = 40, httpClients = 30, socketPlayers = 200 }) {
  const random = prng(20261203);
  const people = Array.from({ length: players }, (_, i) => ({
    index: i,
    email: `evening-${i}@example.test`,
    // At most 16 characters: "Solar viper 399".
    name: `${HEADS[i % 10]} ${TAILS[Math.floor(i / 10) % 10]} ${i}`,
    region: weighted(REGION_WEIGHTS, random()),
    rank: RANKS[Math.floor(random() * RANKS.length)],
  }));
  const firstSeated = httpClients;
  const firstPrivateSeated = Math.min(players - 10, httpClients + socketPlayers);
  const games = Array.from({ length: scrims }, (_, k) => {
    const isPrivate = k % 10 === 7;
    // One in four full; the others have 1 to 8 of their 10 seats taken.
    const taken = k % 4 === 0 ? 10 : 1 + Math.floor(random() * 8);
    const order = shuffle([...SEATS.keys()], random);
    const pool = people.slice(isPrivate ? firstPrivateSeated : firstSeated);
    const chosen = new Set();
    while (chosen.size < taken) {
      chosen.add(pool[Math.floor(random() * pool.length)].index);
    }
    const seats = [...chosen].map((player, i) => ({ ...SEATS[order[i]], player }));
    return {
      title: `Evening scrim ${k + 1}`,
      region: weighted(REGION_WEIGHTS, random()),
      // From two hours on, one every 25 minutes: the evening and the night after it.
      startOffsetMs: (2 * 60 + k * 25) * 60 * 1000,
      isPrivate,
      seats,
    };
  });
  return { players: people, scrims: games };
}

/** Runs `task` over `items` with at most `limit` at a time; resolves with the results in order. */
async function inBatches(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}

async function signUp(baseUrl, { email, name, region, rank }, discord) {
  const { token } = await json(baseUrl, "POST", "/api/auth/dev-login", { body: { email } });
  const registered = await json(baseUrl, "POST", "/api/auth/register", {
    token,
    body: { name, summonerTagline: "EVE", region, discord, rank },
  });
  return { token: registered.token, id: registered.user._id };
}

/**
 * Makes the planned world on a fresh server: signs every player up (local sign-in), has the
 * admin create the scrims and seat their players. Resolves with the players (with token and id)
 * and the scrims (with id, start time and seats by player index).
 */
export async function seedWorld(baseUrl, plan, now = Date.now()) {
  const admin = await signUp(
    baseUrl,
    { email: ADMIN_EMAIL, name: "Evening Admin", region: "NA", rank: "Master" },
    "evening_admin",
  );
  const accounts = await inBatches(plan.players, 8, (player) =>
    signUp(baseUrl, player, `evening_${player.index}`),
  );
  const players = plan.players.map((player, i) => ({ ...player, ...accounts[i] }));
  const quarter = 15 * 60 * 1000;
  const base = Math.ceil(now / quarter) * quarter;
  const scrims = [];
  for (const game of plan.scrims) {
    const gameStartTime = new Date(base + game.startOffsetMs).toISOString();
    const created = await json(baseUrl, "POST", "/api/scrims", {
      token: admin.token,
      body: { title: game.title, gameStartTime, region: game.region, isPrivate: game.isPrivate },
    });
    for (const seat of game.seats) {
      await json(baseUrl, "PATCH", `/api/scrims/${created._id}/admin-assign-player`, {
        token: admin.token,
        body: { userId: players[seat.player].id, teamName: seat.team, role: seat.role },
      });
    }
    scrims.push({ ...game, id: created._id, gameStartTime });
  }
  return { admin, players, scrims };
}

/** The UTC days ([start, end) as ISO strings) on which the scrims start: the hub's day lists. */
export function hubDays(scrims) {
  const day = 24 * 60 * 60 * 1000;
  const starts = [
    ...new Set(scrims.map((s) => Math.floor(Date.parse(s.gameStartTime) / day) * day)),
  ];
  return starts
    .sort((a, b) => a - b)
    .map((start) => ({
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + day).toISOString(),
      scrims: scrims.filter((s) => Math.floor(Date.parse(s.gameStartTime) / day) * day === start)
        .length,
    }));
}

/** The key of a hub view in `socketPlan`'s rooms: a region and one of `hubDays`. */
export const hubViewKey = (region, day) => `${region} ${day.startDate.slice(0, 10)}`;

/** The day of `hubDays` a scrim starts on. */
export const dayOf = (days, scrim) => {
  const start = Date.parse(scrim.gameStartTime);
  return days.find((d) => Date.parse(d.startDate) <= start && start < Date.parse(d.endDate));
};

/**
 * Who watches what: `count` players from index `first` on (the socket clients), `perScrim` in the
 * room of each public scrim, the rest in their own region's hub on one of `days` (in turn), as the
 * web app joins it. Returns each socket's token and join, and how many sockets each room holds
 * (`rooms.scrim[id]`, `rooms.hub[hubViewKey(region, day)]`).
 */
export function socketPlan(world, { first, count, days, perScrim = 3 }) {
  const watchers = world.players.slice(first, first + count);
  const publicScrims = world.scrims.filter((s) => !s.isPrivate);
  const rooms = { scrim: {}, hub: {} };
  const sockets = watchers.map((player, i) => {
    const scrim = publicScrims[Math.floor(i / perScrim)];
    if (scrim) {
      rooms.scrim[scrim.id] = (rooms.scrim[scrim.id] ?? 0) + 1;
      return {
        token: player.token,
        join: { event: "join_scrim_room", payload: { scrimId: scrim.id } },
      };
    }
    const day = days[i % days.length];
    const key = hubViewKey(player.region, day);
    rooms.hub[key] = (rooms.hub[key] ?? 0) + 1;
    const view = { region: player.region, startDate: day.startDate, endDate: day.endDate };
    return { token: player.token, join: { event: "join_region_hub", payload: view } };
  });
  return { sockets, rooms };
}
