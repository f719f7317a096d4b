import { PLAYERS_PER_SCRIM, scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { BalanceProposalDto } from "@scrims/shared/scrims/scrims.schema";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import { presentTeam, ratedSeats } from "../scrims.presenter";
import { scrimsRepository, type ScrimAggregate, type SeatWithUser } from "../scrims.repository";
import { getScrim, mutateScrim } from "../scrims.service";
import { lobbyRepository } from "../lobby/lobby.repository";
import { assertLobbyOpen } from "../lobby/lobby.rules";
import { planBalance, type BalancePlan } from "./balance.rules";

/** The plan for a scrim's seats. @throws AppError TEAMS_NOT_FULL under ten seated players */
function planFor(players: SeatWithUser[]): BalancePlan {
  if (players.length < PLAYERS_PER_SCRIM) {
    throw new AppError("TEAMS_NOT_FULL", scrimMessages.balanceTeamsNotFull);
  }
  return planBalance(ratedSeats(players));
}

/**
 * `GET …/balance` (admins): the seats the balance would give the ten seated players, with the
 * teams' average ranks before and after. Nothing changes.
 *
 * @throws AppError NOT_FOUND | TEAMS_NOT_FULL
 */
export async function proposeBalance(
  deps: Pick<Deps, "db">,
  input: { scrimId: string; actor: Actor },
): Promise<BalanceProposalDto> {
  const aggregate = await getScrim(deps, input.scrimId);
  const plan = planFor(aggregate.players);
  const teamOf = new Map(plan.seats.map((seat) => [seat.userId, seat.team]));
  const proposed = aggregate.players.map((seat) => ({
    ...seat,
    team: teamOf.get(seat.user.id) ?? seat.team,
  }));
  return {
    teamOne: presentTeam(proposed, "teamOne", input.actor),
    teamTwo: presentTeam(proposed, "teamTwo", input.actor),
    before: plan.before,
    after: plan.after,
  };
}

/**
 * `PATCH …/balance-teams` (admins): applies the balance, recomputed under the scrim's row lock
 * from the seats as they are then, in one transaction; the room hears the new teams.
 *
 * @throws AppError NOT_FOUND | TEAMS_NOT_FULL | GAME_OVER
 */
export async function balanceTeams(
  deps: Deps,
  input: { scrimId: string; actor: Actor },
): Promise<ScrimAggregate> {
  const { aggregate } = await mutateScrim(deps, input, async ({ tx }, locked) => {
    assertLobbyOpen(locked);
    const [current] = await scrimsRepository.loadAggregates(tx, [locked]);
    const plan = planFor(current?.players ?? []);
    if (plan.swappedRoles.length > 0) {
      await lobbyRepository.swapSides(tx, locked.id, plan.swappedRoles);
      await scrimsRepository.update(tx, locked.id, {});
    }
  });
  return aggregate;
}
