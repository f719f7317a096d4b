import { randomInt } from "node:crypto";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { CreateScrimInput, UpdateScrimInput } from "@scrims/shared/scrims/scrims.schema";
import type { DbOrTx, Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { withTransaction, type AfterCommit } from "@/lib/transaction";
import { usersRepository } from "@/features/users/users.repository";
import { lobbyRepository } from "./lobby/lobby.repository";
import { pickRandom } from "./lobby/seats.service";
import { privateScrimsFor, type Actor } from "./scrims.policy";
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
import { publishScrimChange, type ScrimChange } from "./scrims.broadcast";
import { cancelScrimStart, scheduleScrimStart, settleScrimChange } from "./scrims.jobs";
import { cancelScrimReminder, scheduleScrimReminder } from "@/features/push/push.jobs";
import { cancelCheckInOpen, scheduleCheckInOpen } from "./check-in/check-in.jobs";
import { cancelEmailReminders, scheduleEmailReminders } from "@/features/mail/mail.jobs";
import { scheduleDiscordAnnouncements } from "@/features/discord/discord.jobs";

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

/** What a change did to a scrim, for its watchers (sent after commit). */
function savedChange(scrim: ScrimRow, before?: ScrimRow): ScrimChange {
  return {
    kind: "saved",
    scrimId: scrim.id,
    ...(before ? { before: { region: before.region, isPrivate: before.isPrivate } } : {}),
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
 * One change of a scrim inside a unit of work: locks the scrim row (so every change to one scrim
 * is serialised), runs `work`, reloads the scrim as changed, and registers its broadcast for
 * after COMMIT. For callers that change several scrims in one transaction (account deletion).
 *
 * @throws AppError NOT_FOUND 'Scrim not found', or whatever `work` throws
 */
export async function changeLockedScrim<T>(
  deps: Deps,
  unit: { tx: Tx; afterCommit: AfterCommit },
  scrimId: string,
  work: (locked: ScrimRow, afterCommit: AfterCommit) => Promise<T>,
  /**
   * Nothing else is written in this transaction after the change (mutateScrim): when no other
   * effect is registered either, the watchers are sent the aggregate loaded here, which is what
   * commits, with no second read of it after COMMIT.
   */
  { lastInTransaction = false }: { lastInTransaction?: boolean } = {},
): Promise<{ result: T; aggregate: ScrimAggregate }> {
  const { tx } = unit;
  let otherEffects = 0;
  const afterCommit: AfterCommit = (effect, options) => {
    otherEffects += 1;
    unit.afterCommit(effect, options);
  };
  const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
  if (!locked) {
    throw notFound();
  }
  const result = await work(locked, afterCommit);
  // The tenth player of a started game, or an admin's edit, may call for a tournament code (or,
  // with the option turned off, clear it); the eighth seat or a winner for a Discord post.
  const current = await settleScrimChange(deps, { tx, afterCommit }, locked);
  if (!current) {
    throw notFound();
  }
  const aggregate = await loadAggregate(tx, current);
  // An earlier effect may change the scrim again after COMMIT: then the broadcast reads it anew.
  const committed = lastInTransaction && otherEffects === 0 ? { aggregate } : {};
  unit.afterCommit(() =>
    publishScrimChange(deps, { ...savedChange(current, locked), ...committed }),
  );
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
  work: (tx: Tx, locked: ScrimRow, afterCommit: AfterCommit) => Promise<T>,
): Promise<{ result: T; aggregate: ScrimAggregate }> {
  try {
    return await withTransaction(deps, (tx, afterCommit) =>
      changeLockedScrim(
        deps,
        { tx, afterCommit },
        input.scrimId,
        (locked, counted) => work(tx, locked, counted),
        { lastInTransaction: true },
      ),
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
  return withTransaction(deps, async (tx, afterCommit) => {
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
    await scheduleScrimStart(tx, row);
    await scheduleScrimReminder(tx, row);
    await scheduleCheckInOpen(tx, row);
    await scheduleEmailReminders(tx, row);
    await scheduleDiscordAnnouncements(tx, { scrimId: row.id, after: row, seatCount: 0 });
    afterCommit(() => publishScrimChange(deps, savedChange(row)));
    const created = await loadAggregate(tx, row);
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
  const { aggregate } = await mutateScrim(deps, { scrimId, actor }, async (tx, locked) => {
    assertGameStartInWindow(new Date(input.gameStartTime), new Date(), locked.gameStartTime);
    const seats = await lobbyRepository.listSeats(tx, locked.id);
    const playerIds = seats.map((seat) => seat.userId);
    assertLobbyHostChoice(input.lobbyHost, { createdById: locked.createdById, playerIds });
    const casterIds = await lobbyRepository.listCasterIds(tx, locked.id);
    assertCastersFit(casterIds.length, input.maxCastersAllowedCount);
    const gameStartTime = new Date(input.gameStartTime);
    const checkInMinutes = input.checkInMinutes ?? locked.checkInMinutes;
    if (gameStartTime.getTime() !== locked.gameStartTime.getTime()) {
      // A new start time moves the start (and runs it again if it had already run).
      await scheduleScrimStart(tx, { id: locked.id, gameStartTime });
      // Reminders follow the new start (keyed by it, so the new times send afresh).
      await scheduleEmailReminders(tx, { id: locked.id, gameStartTime });
      await scheduleScrimReminder(tx, { id: locked.id, gameStartTime });
    }
    if (
      gameStartTime.getTime() !== locked.gameStartTime.getTime() ||
      checkInMinutes !== locked.checkInMinutes
    ) {
      // The check-in notice follows its window (and goes when check-in is turned off).
      await scheduleCheckInOpen(tx, { id: locked.id, gameStartTime, checkInMinutes });
    }
    await scrimsRepository.update(tx, locked.id, {
      title: input.title,
      gameStartTime,
      region: input.region,
      isPrivate: input.isPrivate,
      isWithCasters: input.isWithCasters,
      maxCastersAllowedCount: input.maxCastersAllowedCount,
      lobbyName: input.lobbyName,
      lobbyPassword: input.lobbyPassword,
      useTournamentCode: input.useTournamentCode,
      checkInMinutes,
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
  });
  return aggregate;
}

/**
 * An admin deletes a scrim with its seats and casters; its watchers are told after COMMIT (only
 * its members and admins when it was private). @throws AppError NOT_FOUND
 */
export async function deleteScrim(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async (tx, afterCommit) => {
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
    if (!locked) {
      throw notFound();
    }
    // Who may hear of a private scrim's deletion, read before its seats go with it.
    const memberIds = memberIdsOf(await loadAggregate(tx, locked));
    await scrimsRepository.delete(tx, locked.id);
    await cancelScrimStart(tx, locked.id);
    await cancelScrimReminder(tx, locked.id);
    await cancelCheckInOpen(tx, locked.id);
    await cancelEmailReminders(tx, locked.id);
    const place = { region: locked.region, isPrivate: locked.isPrivate };
    afterCommit(() =>
      publishScrimChange(deps, { kind: "deleted", scrimId: locked.id, place, memberIds }),
    );
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
