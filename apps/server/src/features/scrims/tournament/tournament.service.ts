import { PLAYERS_PER_SCRIM, scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { Tx } from "@/db/client";
import { RiotApiError } from "@/features/riot/riot.client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { cancelJob, scheduleJob } from "@/lib/scheduler";
import { withTransaction, type Unit } from "@/lib/transaction";
import type { Region } from "@scrims/shared/common/regions.constants";
import { lobbyRepository } from "../lobby/lobby.repository";
import { assertWinnerCanBeSet } from "../lobby/lobby.rules";
import { emitToScrimRoom } from "../scrims.broadcast";
import { scrimsRepository, type ScrimAggregate, type ScrimRow } from "../scrims.repository";
import { recordScrimChange } from "../scrims.service";
import { tournamentRepository } from "./tournament.repository";
import {
  CODE_SETTINGS,
  RESULT_POLL_FIRST_MS,
  RESULT_POLL_GIVE_UP_MS,
  claimExpired,
  codeNeed,
  isoWeek,
  nextPollDelay,
  winnerOfGame,
} from "./tournament.rules";

// Riot tournament codes of scrims and the results Riot reports for them. A code is claimed under
// the scrim's row lock (status 'generating', one job per scrim), made outside any transaction
// (Riot's calls are slow and PGlite has one connection), and stored under the lock again if the
// claim still holds: two triggers at once make one code.

export const TOURNAMENT_CODE = "tournament-code";
export const TOURNAMENT_RESULT = "tournament-result";
const codeJobKey = (scrimId: string) => `${TOURNAMENT_CODE}:${scrimId}`;
const resultJobKey = (scrimId: string) => `${TOURNAMENT_RESULT}:${scrimId}`;

type ResultPollPayload = {
  scrimId: string;
  code: string;
  /** When polling began (ISO): it stops 6 hours later. */
  since: string;
  polls: number;
};

const NO_CODE = {
  tournamentCode: null,
  riotProviderId: null,
  riotTournamentId: null,
  tournamentSetupCompleted: false,
  tournamentLobbyCreated: false,
  tournamentStatus: null,
  tournamentRequestedAt: null,
};

async function scheduleResultPoll(tx: Tx, payload: ResultPollPayload, delayMs: number) {
  await scheduleJob(tx, {
    kind: TOURNAMENT_RESULT,
    key: resultJobKey(payload.scrimId),
    payload,
    runAt: new Date(Date.now() + delayMs),
  });
}

/**
 * Brings a locked scrim's code in line with the scrim as a change left it, in the caller's
 * transaction (a subscriber of `scrim.changed`): the option turned off clears it; a started game
 * with both teams full and no code gets one requested (a job that runs at once).
 */
export async function settleTournament(
  deps: Deps,
  unit: Unit,
  after: Pick<ScrimAggregate, "scrim" | "players">,
): Promise<void> {
  const { tx } = unit;
  const { scrim } = after;
  if (!scrim.useTournamentCode && (scrim.tournamentCode || scrim.tournamentStatus)) {
    await scrimsRepository.update(tx, scrim.id, NO_CODE);
    await cancelJob(tx, codeJobKey(scrim.id));
    await cancelJob(tx, resultJobKey(scrim.id));
  }
  if (codeNeed(scrim, after.players.length, deps.riot.hasKey, new Date()) === "request") {
    await scrimsRepository.update(tx, scrim.id, {
      tournamentStatus: "generating",
      tournamentRequestedAt: new Date(),
    });
    await scheduleJob(tx, {
      kind: TOURNAMENT_CODE,
      key: codeJobKey(scrim.id),
      payload: { scrimId: scrim.id },
      runAt: new Date(),
      maxAttempts: 3,
    });
  }
}

/**
 * At a scrim's start (a subscriber of `scrim.started`, after the no-show sweep): the room hears
 * when the game goes without a code (the option off, or no Riot key).
 */
export async function announceSkippedCode(deps: Deps, unit: Unit, scrimId: string): Promise<void> {
  const scrim = await scrimsRepository.findById(unit.tx, scrimId);
  if (!scrim) {
    return;
  }
  const seats = await lobbyRepository.listSeats(unit.tx, scrimId);
  const need = codeNeed(scrim, seats.length, deps.riot.hasKey, new Date());
  if (need === "skip-disabled" || need === "skip-no-key") {
    const reason = need === "skip-disabled" ? "disabled" : "no-key";
    unit.afterCommit(() =>
      emitToScrimRoom(deps, scrimId, "tournamentSkipped", { scrimId, reason }),
    );
  }
}

/** Our provider for the region (registered once) and this week's tournament (made once). */
async function weeklyTournament(deps: Deps, region: Region, now: Date) {
  const callbackUrl = `${deps.config.publicUrl}/api/riot/callback`;
  let providerId = await tournamentRepository.findProvider(deps.db, region, callbackUrl);
  if (providerId === undefined) {
    const registered = await deps.riot.registerProvider(region, callbackUrl);
    providerId = await tournamentRepository.saveProvider(deps.db, {
      region,
      callbackUrl,
      providerId: registered,
    });
  }
  const week = isoWeek(now);
  let tournamentId = await tournamentRepository.findTournament(deps.db, providerId, week);
  if (tournamentId === undefined) {
    const created = await deps.riot.createTournament(providerId, `Scrims ${region} ${week}`);
    tournamentId = await tournamentRepository.saveTournament(deps.db, {
      providerId,
      week,
      tournamentId: created,
    });
  }
  return { providerId, tournamentId };
}

async function loadAggregate(tx: Tx | Deps["db"], row: ScrimRow): Promise<ScrimAggregate> {
  const [aggregate] = await scrimsRepository.loadAggregates(tx, [row]);
  if (!aggregate) {
    throw new Error(`scrim ${row.id}: aggregate not loaded`);
  }
  return aggregate;
}

/** Asks Riot for a code for the scrim's ten players; the scrim id goes in `metadata`. */
async function createCode(deps: Deps, aggregate: ScrimAggregate) {
  const { scrim } = aggregate;
  const { providerId, tournamentId } = await weeklyTournament(
    deps,
    scrim.region as Region,
    new Date(),
  );
  const puuids = aggregate.players.flatMap((seat) => (seat.user.puuid ? [seat.user.puuid] : []));
  if (puuids.length < aggregate.players.length) {
    // A lobby limited to the known PUUIDs would lock out the others: leave it open to all.
    deps.log.warn({ scrimId: scrim.id }, "a player's PUUID is unknown: the code admits anyone");
  }
  const [code] = await deps.riot.createTournamentCodes({
    tournamentId,
    allowedParticipants: puuids.length === aggregate.players.length ? puuids : [],
    metadata: scrim.id,
    ...CODE_SETTINGS,
  });
  if (!code) {
    throw new RiotApiError("invalid-response", "Riot codes: no code in the answer");
  }
  return { code, providerId, tournamentId };
}

type Generated =
  { outcome: "ready"; code: string } | { outcome: "failed" } | { outcome: "dropped" };

/**
 * Makes the code of a scrim whose claim (status 'generating') is held, and stores it if the
 * claim still holds then (the option may have been turned off meanwhile). A Riot failure (after
 * the client's retries) leaves the manual lobby: status 'error' when no code remains.
 */
async function generateClaimedCode(deps: Deps, scrimId: string): Promise<Generated> {
  const row = await scrimsRepository.findById(deps.db, scrimId);
  if (!row || row.tournamentStatus !== "generating") {
    return { outcome: "dropped" };
  }
  let made: Awaited<ReturnType<typeof createCode>> | undefined;
  let failure: string | undefined;
  try {
    made = await createCode(deps, await loadAggregate(deps.db, row));
  } catch (error) {
    if (!(error instanceof RiotApiError)) {
      throw error;
    }
    failure = error.message;
    deps.log.warn({ err: error, scrimId }, "Riot gave no tournament code: manual lobby");
  }
  return withTransaction(deps, async (unit): Promise<Generated> => {
    const { tx, afterCommit } = unit;
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
    if (!locked || locked.tournamentStatus !== "generating") {
      return { outcome: "dropped" };
    }
    if (!made) {
      const keepsCode = Boolean(locked.tournamentCode);
      await scrimsRepository.update(tx, scrimId, {
        tournamentStatus: keepsCode ? "ready" : "error",
        tournamentRequestedAt: null,
      });
      await recordScrimChange(unit, { scrimId, before: locked });
      if (!keepsCode) {
        const error = failure ?? "Riot did not answer";
        afterCommit(() => emitToScrimRoom(deps, scrimId, "tournamentError", { scrimId, error }));
      }
      return { outcome: "failed" };
    }
    await scrimsRepository.update(tx, scrimId, {
      tournamentCode: made.code,
      riotProviderId: made.providerId,
      riotTournamentId: made.tournamentId,
      tournamentSetupCompleted: true,
      tournamentLobbyCreated: false,
      tournamentStatus: "ready",
      tournamentRequestedAt: null,
    });
    // Riot's callbacks go missing at times: the result is also polled.
    await scheduleResultPoll(
      tx,
      { scrimId, code: made.code, since: new Date().toISOString(), polls: 0 },
      RESULT_POLL_FIRST_MS,
    );
    await recordScrimChange(unit, { scrimId, before: locked });
    afterCommit(() => emitToScrimRoom(deps, scrimId, "tournamentInitialized", { scrimId }));
    return { outcome: "ready", code: made.code };
  });
}

/** The `tournament-code` job: makes the code its trigger claimed. */
export async function runTournamentCodeJob(deps: Deps, payload: unknown): Promise<void> {
  const { scrimId } = payload as { scrimId: string };
  await generateClaimedCode(deps, scrimId);
}

/**
 * `regenerate-tournament-code` (admin): a new code for a scrim with the option on and both teams
 * full; the old one stays until the new one is stored.
 *
 * @throws AppError NOT_FOUND | TOURNAMENT_CODE_NOT_ELIGIBLE | TOURNAMENT_CODE_BUSY |
 *   TOURNAMENT_CODE_FAILED 'Failed to generate new tournament code'
 */
export async function regenerateTournamentCode(
  deps: Deps,
  scrimId: string,
): Promise<ScrimAggregate> {
  await withTransaction(deps, async ({ tx }) => {
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
    if (!locked) {
      throw new AppError("NOT_FOUND", scrimMessages.scrimNotFound);
    }
    const seats = await lobbyRepository.listSeats(tx, scrimId);
    if (
      !deps.riot.hasKey ||
      !locked.useTournamentCode ||
      seats.length < PLAYERS_PER_SCRIM ||
      locked.teamWon
    ) {
      throw new AppError("TOURNAMENT_CODE_NOT_ELIGIBLE", scrimMessages.tournamentCodeNotEligible);
    }
    if (locked.tournamentStatus === "generating" && !claimExpired(locked, new Date())) {
      throw new AppError("TOURNAMENT_CODE_BUSY", scrimMessages.tournamentCodeBusy);
    }
    await scrimsRepository.update(tx, scrimId, {
      tournamentStatus: "generating",
      tournamentRequestedAt: new Date(),
    });
    // A job the trigger may have left behind would find the claim taken over: it stores nothing.
    await cancelJob(tx, codeJobKey(scrimId));
  });
  const generated = await generateClaimedCode(deps, scrimId);
  const row = await scrimsRepository.findById(deps.db, scrimId);
  if (!row) {
    throw new AppError("NOT_FOUND", scrimMessages.scrimNotFound);
  }
  const aggregate = await loadAggregate(deps.db, row);
  if (generated.outcome !== "ready") {
    throw new AppError("TOURNAMENT_CODE_FAILED", scrimMessages.tournamentCodeFailed);
  }
  return aggregate;
}

/**
 * Reads the result of a scrim's code from Riot (never from a callback's body) and, when a game
 * clearly names the winner, sets it once under the same rule as the captain's report (started,
 * teams full, no winner yet). True when the scrim has a winner afterwards.
 */
async function applyGameResult(deps: Deps, scrim: ScrimRow, code: string): Promise<boolean> {
  if (scrim.teamWon) {
    return true;
  }
  const games = await deps.riot.getGamesByCode(code);
  const aggregate = await loadAggregate(deps.db, scrim);
  const seats = aggregate.players.map((seat) => ({ team: seat.team, puuid: seat.user.puuid }));
  const winner = games
    .map((game) => winnerOfGame(game, { id: scrim.id, code }, seats))
    .find((team) => team !== null);
  if (!winner) {
    return false;
  }
  return withTransaction(deps, async (unit) => {
    const { tx } = unit;
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrim.id);
    if (!locked || locked.tournamentCode !== code) {
      return false;
    }
    const seatCount = (await lobbyRepository.listSeats(tx, scrim.id)).length;
    try {
      assertWinnerCanBeSet(
        { teamWon: locked.teamWon, gameStartTime: locked.gameStartTime, seatCount },
        new Date(),
      );
    } catch (error) {
      if (error instanceof AppError) {
        return Boolean(locked.teamWon);
      }
      throw error;
    }
    const decided = await scrimsRepository.update(tx, scrim.id, {
      teamWon: winner,
      resultSource: "game",
    });
    await cancelJob(tx, resultJobKey(scrim.id));
    if (decided) {
      await unit.record("scrim.resultSet", { scrim: decided, before: locked.teamWon });
    }
    await recordScrimChange(unit, { scrimId: scrim.id, before: locked });
    // The social feature will notify the players of the result here.
    return true;
  });
}

/**
 * `POST /api/riot/callback`: Riot says a game of a code ended. The body only names the code; the
 * result comes from Riot's games-by-code. Anything unknown, forged or failing changes nothing.
 */
export async function handleRiotCallback(deps: Deps, body: unknown): Promise<void> {
  const code =
    typeof body === "object" && body !== null && "shortCode" in body
      ? (body as { shortCode: unknown }).shortCode
      : undefined;
  if (typeof code !== "string" || code.length === 0 || code.length > 200) {
    return;
  }
  const scrim = await tournamentRepository.findScrimByCode(deps.db, code);
  if (!scrim) {
    return;
  }
  try {
    await applyGameResult(deps, scrim, code);
  } catch (error) {
    deps.log.warn({ err: error, scrimId: scrim.id }, "a Riot callback could not be checked");
  }
}

/** Marks `lobbyCreated` once Riot's lobby events show the code's lobby was opened. */
async function noteLobbyCreated(deps: Deps, scrim: ScrimRow, code: string): Promise<void> {
  if (scrim.tournamentLobbyCreated) {
    return;
  }
  const events = await deps.riot.getLobbyEvents(code);
  if (events.length === 0) {
    return;
  }
  await withTransaction(deps, async (unit) => {
    const locked = await scrimsRepository.findByIdForUpdate(unit.tx, scrim.id);
    if (!locked || locked.tournamentCode !== code || locked.tournamentLobbyCreated) {
      return;
    }
    await scrimsRepository.update(unit.tx, scrim.id, { tournamentLobbyCreated: true });
    await recordScrimChange(unit, { scrimId: scrim.id, before: locked });
  });
}

/**
 * The `tournament-result` job: looks for the game of a scrim's code, again and again with longer
 * pauses, until a winner is set, the code changes, or six hours have passed.
 */
export async function runResultPollJob(deps: Deps, payload: unknown): Promise<void> {
  const poll = payload as ResultPollPayload;
  const scrim = await scrimsRepository.findById(deps.db, poll.scrimId);
  if (!scrim || scrim.teamWon || scrim.tournamentCode !== poll.code) {
    return;
  }
  let decided = false;
  try {
    await noteLobbyCreated(deps, scrim, poll.code);
    decided = await applyGameResult(deps, scrim, poll.code);
  } catch (error) {
    deps.log.warn({ err: error, scrimId: scrim.id }, "polling a game result failed");
  }
  if (decided) {
    return;
  }
  const delay = nextPollDelay(poll.polls + 1);
  if (Date.now() + delay - new Date(poll.since).getTime() > RESULT_POLL_GIVE_UP_MS) {
    deps.log.info({ scrimId: scrim.id }, "no game result after 6 hours: polling stops");
    return;
  }
  await withTransaction(deps, ({ tx }) =>
    scheduleResultPoll(tx, { ...poll, polls: poll.polls + 1 }, delay),
  );
}
