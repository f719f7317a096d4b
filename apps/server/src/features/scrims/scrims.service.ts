import { randomInt } from "node:crypto";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { CreateScrimInput, UpdateScrimInput } from "@scrims/shared/scrims/scrims.schema";
import type { DbOrTx, Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { pickRandom } from "@/lib/random";
import { withTransaction, type Unit } from "@/lib/transaction";
import { usersRepository } from "@/features/users/users.repository";
import { privateScrimsFor } from "./scrims.policy";
import type { Actor } from "@/lib/actor";
import type { EncodedBody } from "@/lib/encoded-body";
import { memberIdsOf, presentScrim } from "./scrims.presenter";
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

function notFound(): AppError {
  return new AppError("NOT_FOUND", scrimMessages.scrimNotFound);
}

async function loadAggregate(db: DbOrTx, row: ScrimRow): Promise<ScrimAggregate> {
  const [aggregate] = await scrimsRepository.loadAggregates(db, [row]);
  if (!aggregate) {
    throw new Error(`scrim ${row.id}: aggregate not loaded`);
  }
  return aggregate;
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
  // As its page shows it: from memory unless it changed since (hub-list.cache.ts).
  const current = await deps.hubList.scrim(scrimId);
  if (!current) {
    return mapped;
  }
  const scrim = presentScrim(current, viewer);
  return new AppError(mapped.code, mapped.message, { ...mapped.extra, scrim });
}

/**
 * The end of every change of a scrim, the last thing its unit of work does to it (the caller holds
 * its row lock): raises its version, reading the row as the change left it in the same statement,
 * records `scrim.changed` with the scrim so (the reactions that write with the change: the
 * tournament code, Discord posts), and records `scrim.saved` with the scrim as all of that leaves
 * it (its watchers and the caches, after COMMIT). Answers that scrim; undefined if it is gone.
 */
export async function recordScrimChange(
  unit: Unit,
  change: { scrimId: string; before?: ScrimRow },
): Promise<ScrimAggregate | undefined> {
  const { tx } = unit;
  const bumped = await scrimsRepository.bumpVersion(tx, change.scrimId);
  if (!bumped) {
    return undefined;
  }
  const after = await loadAggregate(tx, bumped);
  const writes = scrimsRepository.writesIn(tx);
  await unit.record("scrim.changed", { before: change.before, after });
  const aggregate = await changedByReactions(tx, after, writes);
  if (!aggregate) {
    return undefined;
  }
  await unit.record("scrim.saved", { before: change.before, aggregate });
  return aggregate;
}

/**
 * The scrim after the reactions to its change, read again only if they wrote its row (a code
 * requested) since `writes` was counted; seats and people stand, unless the lobby host changed.
 */
async function changedByReactions(
  tx: Tx,
  after: ScrimAggregate,
  writes: number,
): Promise<ScrimAggregate | undefined> {
  if (scrimsRepository.writesIn(tx) === writes) {
    return after;
  }
  const saved = await scrimsRepository.findById(tx, after.scrim.id);
  if (!saved) {
    return undefined;
  }
  return saved.lobbyHostId === after.scrim.lobbyHostId
    ? { ...after, scrim: saved }
    : loadAggregate(tx, saved);
}

/**
 * One change of a scrim inside a unit of work: locks the scrim row (so every change to one scrim
 * is serialised), runs `work`, records the change (recordScrimChange), and answers the scrim as
 * it is then. For callers that change several scrims in one transaction (account deletion).
 *
 * @throws AppError NOT_FOUND 'Scrim not found', or whatever `work` throws
 */
export async function changeLockedScrim<T>(
  unit: Unit,
  scrimId: string,
  work: (locked: ScrimRow) => Promise<T>,
): Promise<{ result: T; aggregate: ScrimAggregate }> {
  const locked = await scrimsRepository.findByIdForUpdate(unit.tx, scrimId);
  if (!locked) {
    throw notFound();
  }
  const result = await work(locked);
  const aggregate = await recordScrimChange(unit, { scrimId, before: locked });
  if (!aggregate) {
    throw notFound();
  }
  return { result, aggregate };
}

/**
 * Runs one change of a scrim in its own transaction (see changeLockedScrim); answers the scrim as
 * committed, after its watchers were told. A 409 carries the current scrim.
 *
 * @throws AppError NOT_FOUND 'Scrim not found', or whatever `work` throws
 */
export async function mutateScrim<T>(
  deps: Deps,
  input: { scrimId: string; actor: Actor },
  work: (unit: Unit, locked: ScrimRow) => Promise<T>,
): Promise<{ result: T; aggregate: ScrimAggregate }> {
  try {
    return await withTransaction(deps, (unit) =>
      changeLockedScrim(unit, input.scrimId, (locked) => work(unit, locked)),
    );
  } catch (error) {
    throw await withCurrentScrim(deps, input.scrimId, input.actor, error);
  }
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
 * A scrim's page (GET /api/scrims/:id) as `viewer` may see it, serialized: from memory while the
 * scrim did not change, the same bytes for everyone it does not concern (hub-list.cache.ts).
 *
 * @throws AppError NOT_FOUND 'Scrim not found'
 */
export async function getScrimPage(
  deps: Pick<Deps, "hubList">,
  viewer: Actor,
  scrimId: string,
): Promise<EncodedBody> {
  const page = await deps.hubList.scrimPage(viewer, scrimId);
  if (!page) {
    throw notFound();
  }
  return page;
}

/**
 * Which of these scrims the viewer may see, as lists show them: public ones, private ones they
 * are in, every one for admins. Unknown ids are left out.
 */
export async function visibleScrimIds(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  scrimIds: string[],
): Promise<string[]> {
  return scrimsRepository.listVisibleIds(deps.db, scrimIds, privateScrimsFor(viewer));
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
  options: {
    /** Runs in the creating transaction before commit (the route's Idempotency-Key record). */
    inTransaction?: (tx: Tx, created: ScrimAggregate) => Promise<void>;
  } = {},
): Promise<ScrimAggregate> {
  assertLobbyHostChoice(input.lobbyHost, { createdById: creator.id, playerIds: [] });
  assertGameStartInWindow(new Date(input.gameStartTime), new Date());
  return withTransaction(deps, async (unit) => {
    const { tx } = unit;
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
      checkInMinutes: input.checkInMinutes,
    });
    await unit.record("scrim.created", { scrim: row });
    const created = await recordScrimChange(unit, { scrimId: row.id });
    if (!created) {
      throw new Error(`scrim ${row.id}: not found in the transaction that created it`);
    }
    await options.inTransaction?.(tx, created);
    return created;
  });
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
  const { aggregate } = await mutateScrim(deps, { scrimId, actor }, async (unit, locked) => {
    const { tx } = unit;
    assertGameStartInWindow(new Date(input.gameStartTime), new Date(), locked.gameStartTime);
    const current = await loadAggregate(tx, locked);
    const playerIds = current.players.map((seat) => seat.user.id);
    assertLobbyHostChoice(input.lobbyHost, { createdById: locked.createdById, playerIds });
    assertCastersFit(current.casters.length, input.maxCastersAllowedCount);
    const after = await scrimsRepository.update(tx, locked.id, {
      title: input.title,
      gameStartTime: new Date(input.gameStartTime),
      region: input.region,
      isPrivate: input.isPrivate,
      isWithCasters: input.isWithCasters,
      maxCastersAllowedCount: input.maxCastersAllowedCount,
      lobbyName: input.lobbyName,
      lobbyPassword: input.lobbyPassword,
      useTournamentCode: input.useTournamentCode,
      checkInMinutes: input.checkInMinutes ?? locked.checkInMinutes,
      teamWon: input.teamWon,
      // An admin's correction is the admin's result; an unchanged winner keeps its source.
      resultSource:
        input.teamWon === null
          ? null
          : input.teamWon === locked.teamWon
            ? locked.resultSource
            : "admin",
      ...lobbyHostAfterEdit(locked, input.lobbyHost, playerIds, pickRandom),
    });
    if (!after) {
      throw notFound();
    }
    // Its timed jobs follow new times (a new start runs again even if the old one had run).
    await unit.record("scrim.edited", { before: locked, after });
    if (after.teamWon !== locked.teamWon) {
      await unit.record("scrim.resultSet", { scrim: after, before: locked.teamWon });
    }
  });
  return aggregate;
}

/**
 * An admin deletes a scrim with its seats and casters; its watchers are told after COMMIT (only
 * its members and admins when it was private). @throws AppError NOT_FOUND
 */
export async function deleteScrim(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async (unit) => {
    const { tx } = unit;
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
    if (!locked) {
      throw notFound();
    }
    // Who may hear of a private scrim's deletion, read before its seats go with it.
    const memberIds = memberIdsOf(await loadAggregate(tx, locked));
    await scrimsRepository.delete(tx, locked.id);
    await unit.record("scrim.deleted", { scrim: locked, memberIds });
  });
}

/**
 * Whether a live (not deleted) user exists, holding a share lock on the account until the
 * transaction ends: a deletion of that account running at the same time either waits for this
 * seat and then frees it, or is committed first and the user is not found.
 *
 * @throws AppError NOT_FOUND 'User not found'
 */
export async function assertLiveUser(db: DbOrTx, userId: string): Promise<void> {
  if (!(await usersRepository.findByIdForShare(db, userId))) {
    throw new AppError("NOT_FOUND", scrimMessages.userNotFound);
  }
}
