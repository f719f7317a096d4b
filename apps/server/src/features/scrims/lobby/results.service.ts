import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { SetWinnerInput } from "@scrims/shared/scrims/scrims.schema";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { assertCanSetWinner, type Actor } from "../scrims.policy";
import type { Tx } from "@/db/client";
import { ratedSeats } from "../scrims.presenter";
import { scrimsRepository, type ScrimAggregate, type ScrimRow } from "../scrims.repository";
import { pickBalancedFill, playerRankValue } from "../balance/balance.rules";
import { mutateScrim } from "../scrims.service";
import { lobbyRepository, type SeatRef } from "./lobby.repository";
import { assertLobbyOpen, assertWinnerCanBeSet, emptySeats, type SeatKey } from "./lobby.rules";
import { readLobby, takeSeats } from "./seats.service";

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
  const { result, aggregate } = await mutateScrim(deps, input, async (tx, locked) => {
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
    await takeSeats(tx, locked, seats);
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

/**
 * `set-winner`: the lobby host or an admin reports the winner once, after the start time, with
 * both teams full. Admins correct a result through the edit form.
 *
 * @throws AppError FORBIDDEN | NOT_FOUND | CONFLICT (already set, not started, teams not full)
 */
export async function setWinner(
  deps: Deps,
  input: { scrimId: string; actor: Actor; winner: SetWinnerInput["winnerTeamName"] },
): Promise<ScrimAggregate> {
  const { aggregate } = await mutateScrim(deps, input, async (tx, locked) => {
    assertCanSetWinner(input.actor, locked.lobbyHostId);
    const seats = await lobbyRepository.listSeats(tx, locked.id);
    assertWinnerCanBeSet(
      { teamWon: locked.teamWon, gameStartTime: locked.gameStartTime, seatCount: seats.length },
      new Date(),
    );
    await scrimsRepository.update(tx, locked.id, {
      teamWon: input.winner,
      resultSource: input.actor.id === locked.lobbyHostId ? "captain" : "admin",
    });
  });
  return aggregate;
}
