import { randomInt } from "node:crypto";
import {
  scrimMessages,
  type CreateScrimInput,
  type ListScrimsQuery,
  type UpdateScrimInput,
} from "@scrims/shared/scrims/scrims.schema";
import type { DbOrTx, Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { usersRepository } from "@/features/users/users.repository";
import { lobbyRepository } from "./lobby/lobby.repository";
import { privateScrimsFor, type Actor } from "./scrims.policy";
import { presentScrim } from "./scrims.presenter";
import { scrimsRepository, type ScrimAggregate, type ScrimRow } from "./scrims.repository";
import {
  assertCastersFit,
  assertGameStartInWindow,
  assertLobbyHostChoice,
  generateLobbyPassword,
  lobbyHostAfterEdit,
  scrimConflictFromConstraint,
  titleAndLobbyName,
} from "./scrims.rules";
import { publishScrimChange, type ScrimChange } from "./scrims.socket";

function notFound(): AppError {
  return new AppError("NOT_FOUND", scrimMessages.scrimNotFound);
}

/** Draws one id uniformly at random (lobby host). */
export function pickRandom(ids: string[]): string {
  const id = ids[randomInt(ids.length)];
  if (id === undefined) {
    throw new Error("pickRandom: no ids to pick from");
  }
  return id;
}

async function loadAggregate(db: DbOrTx, row: ScrimRow): Promise<ScrimAggregate> {
  const [aggregate] = await scrimsRepository.loadAggregates(db, [row]);
  if (!aggregate) {
    throw new Error(`scrim ${row.id}: aggregate not loaded`);
  }
  return aggregate;
}

function changeOf(scrim: ScrimRow, before?: ScrimRow, deleted = false): ScrimChange {
  return {
    scrimId: scrim.id,
    region: scrim.region,
    isPrivate: scrim.isPrivate,
    gameStartTime: scrim.gameStartTime,
    ...(before ? { before: { region: before.region, isPrivate: before.isPrivate } } : {}),
    ...(deleted ? { deleted: true } : {}),
  };
}

/**
 * A conflict (409) leaves with the scrim's current state as `viewer` may see it, so the client
 * can show what changed; a unique violation on seats or casters becomes that 409 too.
 */
async function withCurrentScrim(deps: Deps, scrimId: string, viewer: Actor, error: unknown) {
  const constraint = uniqueViolationConstraint(error);
  const mapped =
    constraint === undefined ? error : (scrimConflictFromConstraint(constraint) ?? error);
  if (!(mapped instanceof AppError) || mapped.statusCode !== 409) {
    return mapped;
  }
  const row = await scrimsRepository.findById(deps.db, scrimId);
  if (!row) {
    return mapped;
  }
  const scrim = presentScrim(await loadAggregate(deps.db, row), viewer);
  return new AppError(mapped.code, mapped.message, { ...mapped.extra, scrim });
}

/**
 * Runs one change of a scrim: a transaction that first locks the scrim row (so every change to
 * one scrim is serialised), then `work`; answers the scrim as committed and publishes the change
 * only after COMMIT. A 409 carries the current scrim.
 *
 * @throws AppError NOT_FOUND 'Scrim not found', or whatever `work` throws
 */
export async function mutateScrim<T>(
  deps: Deps,
  input: { scrimId: string; actor: Actor },
  work: (tx: Tx, locked: ScrimRow) => Promise<T>,
): Promise<{ result: T; aggregate: ScrimAggregate }> {
  let outcome: { result: T; aggregate: ScrimAggregate; before: ScrimRow };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await scrimsRepository.findByIdForUpdate(tx, input.scrimId);
      if (!locked) {
        throw notFound();
      }
      const result = await work(tx, locked);
      const current = await scrimsRepository.findById(tx, locked.id);
      if (!current) {
        throw notFound();
      }
      return { result, aggregate: await loadAggregate(tx, current), before: locked };
    });
  } catch (error) {
    throw await withCurrentScrim(deps, input.scrimId, input.actor, error);
  }
  await publishScrimChange(deps, changeOf(outcome.aggregate.scrim, outcome.before));
  return { result: outcome.result, aggregate: outcome.aggregate };
}

/** One scrim by id; private scrims too (their id is the share link). @throws AppError NOT_FOUND */
export async function getScrim(deps: Pick<Deps, "db">, scrimId: string): Promise<ScrimAggregate> {
  const row = await scrimsRepository.findById(deps.db, scrimId);
  if (!row) {
    throw notFound();
  }
  return loadAggregate(deps.db, row);
}

/**
 * The hub: scrims of a region starting in [startDate, endDate), earliest first. Private scrims
 * only for their members, and all of them for admins.
 */
export async function listScrims(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  query: ListScrimsQuery,
): Promise<ScrimAggregate[]> {
  const rows = await scrimsRepository.listByRegionAndStart(deps.db, {
    region: query.region,
    from: new Date(query.startDate),
    to: new Date(query.endDate),
    privateScrims: privateScrimsFor(viewer),
  });
  return scrimsRepository.loadAggregates(deps.db, rows);
}

/**
 * An admin creates a scrim: title "{creator}'s Scrim" and lobby name = title unless given, a
 * generated lobby password, a lobby host that is the creator or random (drawn once both teams
 * hold five).
 *
 * @throws AppError BAD_REQUEST (lobby host neither the creator nor random)
 */
export async function createScrim(
  deps: Deps,
  creator: Actor & { name: string },
  input: CreateScrimInput,
): Promise<ScrimAggregate> {
  assertLobbyHostChoice(input.lobbyHost, { createdById: creator.id, playerIds: [] });
  assertGameStartInWindow(new Date(input.gameStartTime), new Date());
  const aggregate = await deps.db.transaction(async (tx) => {
    const row = await scrimsRepository.insert(tx, {
      ...titleAndLobbyName(input, creator.name),
      createdById: creator.id,
      region: input.region,
      gameStartTime: new Date(input.gameStartTime),
      isPrivate: input.isPrivate,
      isWithCasters: input.isWithCasters,
      maxCastersAllowedCount: input.maxCastersAllowedCount,
      lobbyHostId: input.lobbyHost,
      lobbyHostRandom: input.lobbyHost === null,
      lobbyPassword: generateLobbyPassword(randomInt),
      useTournamentCode: input.useTournamentCode,
    });
    return loadAggregate(tx, row);
  });
  await publishScrimChange(deps, changeOf(aggregate.scrim));
  return aggregate;
}

/**
 * An admin edits a scrim (the lobby password is required; the winner may be corrected or
 * cleared here). The lobby host is random (null), the creator or one of the players.
 *
 * @throws AppError NOT_FOUND | BAD_REQUEST (lobby host) | CONFLICT (more casters than the new maximum)
 */
export async function updateScrim(
  deps: Deps,
  actor: Actor,
  scrimId: string,
  input: UpdateScrimInput,
): Promise<ScrimAggregate> {
  const { aggregate } = await mutateScrim(deps, { scrimId, actor }, async (tx, locked) => {
    assertGameStartInWindow(new Date(input.gameStartTime), new Date(), locked.gameStartTime);
    const seats = await lobbyRepository.listSeats(tx, locked.id);
    const playerIds = seats.map((seat) => seat.userId);
    assertLobbyHostChoice(input.lobbyHost, { createdById: locked.createdById, playerIds });
    const casterIds = await lobbyRepository.listCasterIds(tx, locked.id);
    assertCastersFit(casterIds.length, input.maxCastersAllowedCount);
    await scrimsRepository.update(tx, locked.id, {
      title: input.title,
      gameStartTime: new Date(input.gameStartTime),
      region: input.region,
      isPrivate: input.isPrivate,
      isWithCasters: input.isWithCasters,
      maxCastersAllowedCount: input.maxCastersAllowedCount,
      lobbyName: input.lobbyName,
      lobbyPassword: input.lobbyPassword,
      useTournamentCode: input.useTournamentCode,
      teamWon: input.teamWon,
      ...lobbyHostAfterEdit(locked, input.lobbyHost, playerIds, pickRandom),
    });
  });
  return aggregate;
}

/** An admin deletes a scrim with its seats and casters. @throws AppError NOT_FOUND */
export async function deleteScrim(deps: Deps, scrimId: string): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
    if (!locked) {
      throw notFound();
    }
    await scrimsRepository.delete(tx, locked.id);
    return locked;
  });
  await publishScrimChange(deps, changeOf(deleted, undefined, true));
}

/** Whether a live (not deleted) user exists. @throws AppError NOT_FOUND 'User not found' */
export async function assertLiveUser(db: DbOrTx, userId: string): Promise<void> {
  if (!(await usersRepository.findById(db, userId))) {
    throw new AppError("NOT_FOUND", scrimMessages.userNotFound);
  }
}
