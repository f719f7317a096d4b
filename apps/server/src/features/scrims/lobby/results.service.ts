import type { SetWinnerInput } from "@scrims/shared/scrims/scrims.schema";
import type { Deps } from "@/lib/deps";
import { assertCanSetWinner } from "../scrims.policy";
import type { Actor } from "@/lib/actor";
import { scrimsRepository, type ScrimAggregate } from "../scrims.repository";
import { mutateScrim } from "../scrims.service";
import { lobbyRepository } from "./lobby.repository";
import { assertWinnerCanBeSet } from "./lobby.rules";

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
  const { aggregate } = await mutateScrim(deps, input, async (unit, locked) => {
    const { tx } = unit;
    assertCanSetWinner(input.actor, locked.lobbyHostId);
    const seats = await lobbyRepository.listSeats(tx, locked.id);
    assertWinnerCanBeSet(
      { teamWon: locked.teamWon, gameStartTime: locked.gameStartTime, seatCount: seats.length },
      new Date(),
    );
    const decided = await scrimsRepository.update(tx, locked.id, {
      teamWon: input.winner,
      resultSource: input.actor.id === locked.lobbyHostId ? "captain" : "admin",
    });
    if (decided) {
      await unit.record("scrim.resultSet", { scrim: decided, before: locked.teamWon });
    }
  });
  return aggregate;
}
