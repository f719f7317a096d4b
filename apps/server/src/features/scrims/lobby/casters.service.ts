import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { Deps } from "@/lib/deps";
import { assertActsFor } from "../scrims.policy";
import type { Actor } from "@/lib/actor";
import { scrimsRepository, type ScrimAggregate } from "../scrims.repository";
import { assertLiveUser, mutateScrim } from "../scrims.service";
import { lobbyRepository } from "./lobby.repository";
import { assertCanCast, assertCanLeaveCast, assertCastOpen } from "./lobby.rules";
import { readLobby } from "./seats.service";

/**
 * `insert-caster`: a user joins the cast himself (admins may add anyone) while it has room
 * (fewer than maxCastersAllowedCount; none without casters), never as a player of the game and
 * never once the winner is set. The count is read under the scrim's row lock, so two users
 * racing for the last spot cannot both get it. Casting closes once the game is over (winner set,
 * or three hours after the start).
 *
 * @throws AppError FORBIDDEN | NOT_FOUND | CONFLICT
 */
export async function insertCaster(
  deps: Deps,
  input: { scrimId: string; actor: Actor; userId: string },
): Promise<ScrimAggregate> {
  assertActsFor(input.actor, input.userId, scrimMessages.onlySelfCast);
  const { aggregate } = await mutateScrim(deps, input, async (unit, locked) => {
    const { tx } = unit;
    await assertLiveUser(tx, input.userId);
    assertCastOpen(locked, new Date());
    assertCanCast(await readLobby(tx, locked), input.userId);
    await lobbyRepository.addCaster(tx, locked.id, input.userId);
    await scrimsRepository.update(tx, locked.id, {});
    await unit.record("scrim.casterJoined", { scrim: locked, userId: input.userId });
  });
  return aggregate;
}

/**
 * `remove-caster`: a caster leaves the cast (or an admin removes him), until the game is over.
 *
 * @throws AppError FORBIDDEN | NOT_FOUND | CONFLICT
 */
export async function removeCaster(
  deps: Deps,
  input: { scrimId: string; actor: Actor; userId: string },
): Promise<ScrimAggregate> {
  assertActsFor(input.actor, input.userId, scrimMessages.onlySelfCast);
  const { aggregate } = await mutateScrim(deps, input, async ({ tx }, locked) => {
    assertCastOpen(locked, new Date());
    assertCanLeaveCast(await readLobby(tx, locked), input.userId);
    await lobbyRepository.removeCaster(tx, locked.id, input.userId);
    await scrimsRepository.update(tx, locked.id, {});
  });
  return aggregate;
}
