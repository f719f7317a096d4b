import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import { ratedSeats } from "../scrims.presenter";
import { scrimsRepository, type ScrimAggregate, type ScrimRow } from "../scrims.repository";
import { mutateScrim } from "../scrims.service";
import { lobbyRepository, type SeatRef } from "../lobby/lobby.repository";
import { assertLobbyOpen, emptySeats, type SeatKey } from "../lobby/lobby.rules";
import { readLobby, takeSeats } from "../lobby/seats.service";
import { playerRankValue } from "../scrims.rules";
import { pickBalancedFill } from "./balance.rules";

/** A balanced fill chooses among this many random available players of the region. */
const BALANCED_POOL = 40;

/**
 * `admin-fill-random`: an admin fills every empty seat with distinct live players of the
 * scrim's region who are neither seated nor casting in it (Team One Top → Support, then Team
 * Two). Fewer candidates than seats fills what it can. `balanced` picks them among up to 40
 * random available players so that the teams' average ranks come closest.
 *
 * @throws AppError NOT_FOUND | CONFLICT ('No empty positions to fill', no candidates, game over)
 */
export async function adminFillRandom(
  deps: Deps,
  input: { scrimId: string; actor: Actor; balanced: boolean },
): Promise<{ filledPositions: number; aggregate: ScrimAggregate }> {
  const { result, aggregate } = await mutateScrim(deps, input, async (unit, locked) => {
    const { tx } = unit;
    const lobby = await readLobby(tx, locked);
    assertLobbyOpen(lobby);
    const empty = emptySeats(lobby.seats);
    if (empty.length === 0) {
      throw new AppError("NO_EMPTY_SEATS", scrimMessages.noEmptyPositions);
    }
    const picked = await lobbyRepository.findRandomEligiblePlayers(tx, {
      region: locked.region,
      excludeUserIds: [...lobby.seats.map((seat) => seat.userId), ...lobby.casterIds],
      limit: input.balanced ? Math.max(BALANCED_POOL, empty.length) : empty.length,
    });
    if (picked.length === 0) {
      throw new AppError("NO_PLAYERS_AVAILABLE", scrimMessages.noPlayersToFill(locked.region));
    }
    const seats = input.balanced
      ? await balancedSeats(tx, locked, empty, picked)
      : // picked has at most as many players as there are empty seats.
        picked.flatMap((player, i) => {
          const seat = empty[i];
          return seat ? [{ ...seat, userId: player.id }] : [];
        });
    await takeSeats(unit, locked, { seatedBefore: lobby.seats, seats });
    return seats.length;
  });
  return { filledPositions: result, aggregate };
}

/** The fill players among `pool` that bring the teams' average ranks closest, in their seats. */
async function balancedSeats(
  tx: Tx,
  locked: ScrimRow,
  empty: SeatKey[],
  pool: { id: string; rank: string; soloQueueRank: string | null }[],
): Promise<SeatRef[]> {
  const [current] = await scrimsRepository.loadAggregates(tx, [locked]);
  const fill = pickBalancedFill({
    seated: ratedSeats(current?.players ?? []),
    empty,
    pool: pool.map((player) => ({ userId: player.id, value: playerRankValue(player) })),
  });
  return fill.map(({ team, role, userId }) => ({ team, role, userId }));
}
