import { ROLES, type Role, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { TeamAverageRanks } from "@scrims/shared/scrims/scrims.schema";
import { averageRank } from "@scrims/shared/users/rank-value";
import { teamAverages, valuesOf, type RatedSeat } from "../scrims.rules";

/** A player who could fill a seat, with their rank value. */
export type RatedCandidate = { userId: string; value: number | null };

/** Differences of averages closer than this are equal (sums of small integers over 1…5). */
const EPSILON = 1e-9;
/** Up to this many candidates every pick is tried; beyond, a local search improves a first pick. */
const EXHAUSTIVE_POOL_MAX = 10;

const otherTeam = (team: TeamName): TeamName => (team === "teamOne" ? "teamTwo" : "teamOne");

/** How far apart the teams' averages are; infinite while a team has no ranked player. */
function gapOf(averages: TeamAverageRanks): number {
  if (!averages.teamOne || !averages.teamTwo) {
    return Number.POSITIVE_INFINITY;
  }
  return Math.abs(averages.teamOne.value - averages.teamTwo.value);
}

export type BalancePlan = {
  /** Every seat after the balance (same players, same roles). */
  seats: RatedSeat[];
  /** The roles whose two players change sides. */
  swappedRoles: Role[];
  before: TeamAverageRanks;
  after: TeamAverageRanks;
};

/**
 * The balance of two full teams: every player keeps their role, and for each role the two
 * players may swap sides. Of those 32 splits it takes the one with the smallest difference of
 * team averages; ties go to the fewest players moved (then to the first found, so the answer is
 * always the same). Keeping the teams as they are wins when no split is better.
 */
export function planBalance(seats: readonly RatedSeat[]): BalancePlan {
  const roles = ROLES.filter((role) => seats.filter((seat) => seat.role === role).length === 2);
  const before = teamAverages(seats);
  let best = { swapped: [] as Role[], seats: [...seats], gap: gapOf(before) };
  for (let mask = 1; mask < 1 << roles.length; mask += 1) {
    const swapped = roles.filter((_, i) => (mask & (1 << i)) !== 0);
    const candidate = seats.map((seat) =>
      swapped.includes(seat.role) ? { ...seat, team: otherTeam(seat.team) } : seat,
    );
    const gap = gapOf(teamAverages(candidate));
    const better = gap < best.gap - EPSILON;
    const asGoodWithFewerMoves =
      Math.abs(gap - best.gap) <= EPSILON && swapped.length < best.swapped.length;
    if (better || asGoodWithFewerMoves) {
      best = { swapped, seats: candidate, gap };
    }
  }
  return {
    seats: best.seats,
    swappedRoles: best.swapped,
    before,
    after: teamAverages(best.seats),
  };
}

/** A pick of fill players: who joins each team. */
type Pick = { teamOne: RatedCandidate[]; teamTwo: RatedCandidate[] };

function gapWith(seated: readonly RatedSeat[], pick: Pick): number {
  const values = (team: TeamName) => [
    ...valuesOf(seated, team),
    ...pick[team].map((candidate) => candidate.value),
  ];
  return gapOf({
    teamOne: averageRank(values("teamOne")),
    teamTwo: averageRank(values("teamTwo")),
  });
}

/** Every way to put `count` of `pool` into the two teams (at most `room` each): the best one. */
function bestPickExhaustive(
  seated: readonly RatedSeat[],
  pool: readonly RatedCandidate[],
  room: Record<TeamName, number>,
  count: number,
): Pick {
  let best: { pick: Pick; gap: number } | undefined;
  const walk = (index: number, pick: Pick) => {
    const taken = pick.teamOne.length + pick.teamTwo.length;
    if (taken === count) {
      const gap = gapWith(seated, pick);
      if (!best || gap < best.gap - EPSILON) {
        best = { pick, gap };
      }
      return;
    }
    if (pool.length - index < count - taken) {
      return;
    }
    const candidate = pool[index];
    if (!candidate) {
      return;
    }
    for (const team of ["teamOne", "teamTwo"] as const) {
      if (pick[team].length < room[team]) {
        walk(index + 1, { ...pick, [team]: [...pick[team], candidate] });
      }
    }
    walk(index + 1, pick);
  };
  walk(0, { teamOne: [], teamTwo: [] });
  return best?.pick ?? { teamOne: [], teamTwo: [] };
}

/** From a first pick, exchanges players (with the pool, or across teams) while the gap shrinks. */
function bestPickLocal(
  seated: readonly RatedSeat[],
  pool: readonly RatedCandidate[],
  room: Record<TeamName, number>,
  count: number,
): Pick {
  const firstOne = Math.min(room.teamOne, count);
  let pick: Pick = {
    teamOne: pool.slice(0, firstOne),
    teamTwo: pool.slice(firstOne, count),
  };
  let gap = gapWith(seated, pick);
  for (let improved = true; improved;) {
    improved = false;
    const chosen = new Set([...pick.teamOne, ...pick.teamTwo]);
    const tries: Pick[] = [];
    for (const team of ["teamOne", "teamTwo"] as const) {
      pick[team].forEach((_, i) => {
        for (const outsider of pool.filter((candidate) => !chosen.has(candidate))) {
          tries.push({ ...pick, [team]: pick[team].with(i, outsider) });
        }
        pick[otherTeam(team)].forEach((other, j) => {
          const mine = pick[team][i];
          if (mine) {
            tries.push({
              ...pick,
              [team]: pick[team].with(i, other),
              [otherTeam(team)]: pick[otherTeam(team)].with(j, mine),
            } as Pick);
          }
        });
      });
    }
    for (const next of tries) {
      const nextGap = gapWith(seated, next);
      if (nextGap < gap - EPSILON) {
        pick = next;
        gap = nextGap;
        improved = true;
        break;
      }
    }
  }
  return pick;
}

/**
 * `admin-fill-random` with `balanced`: which of `pool` (random order) fill which empty seats so
 * that the teams' average ranks come closest. Fills as many seats as there are players (the
 * search decides which team's seats stay empty when there are too few). Small pools are
 * searched exhaustively; large ones by local improvement of a first pick.
 */
export function pickBalancedFill(input: {
  seated: readonly RatedSeat[];
  empty: readonly { team: TeamName; role: Role }[];
  pool: readonly RatedCandidate[];
}): RatedSeat[] {
  const emptyOf = (team: TeamName) => input.empty.filter((seat) => seat.team === team);
  const room = { teamOne: emptyOf("teamOne").length, teamTwo: emptyOf("teamTwo").length };
  const count = Math.min(input.empty.length, input.pool.length);
  const search = input.pool.length <= EXHAUSTIVE_POOL_MAX ? bestPickExhaustive : bestPickLocal;
  const pick = search(input.seated, input.pool, room, count);
  return (["teamOne", "teamTwo"] as const).flatMap((team) =>
    pick[team].flatMap((candidate, i) => {
      const seat = emptyOf(team)[i];
      return seat ? [{ ...seat, userId: candidate.userId, value: candidate.value }] : [];
    }),
  );
}
