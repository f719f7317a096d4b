import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { injectAs } from "@/test/app";
import {
  ALL_SEATS,
  buildAdmin,
  buildUser,
  loadScrimRow,
  seatPlayers,
  type TestSeat,
  type TestUser,
} from "@/test/factories";
import { scheduleJob } from "@/lib/scheduler";
import { loadJob, makeJobDue } from "@/test/jobs";
import { emitWithAck, roundTrip, socketTestApp, type SocketTestApp } from "@/test/listen";
import { startRiotFake } from "@/test/riot-fake";
import { get, post } from "@/test/requests";
import {
  createScrimThroughApi,
  lobbyRequests,
  scrimEditPayload,
  scrimRequests,
  takeSeat,
} from "@/test/scrim-requests";
import { HOUR, MINUTE, ago, fromNow, passMoment } from "@/test/time";
import { scrimStartJob } from "../scrims.jobs";
import { tournamentCodeJob, tournamentResultJob } from "./tournament.jobs";

// Tournament codes and results without a human, through the real app, its scheduler (driven by
// hand) and the local Riot fake configured like production (RIOT_API_KEY, RIOT_API_BASE_URL).

const jobHandlers = [scrimStartJob, tournamentCodeJob, tournamentResultJob];
const fake = await startRiotFake({ apiKey: "RGAPI-tournament-test" });
afterAll(() => fake.close());
const server = await socketTestApp(
  {
    RIOT_API_KEY: fake.apiKey,
    RIOT_API_BASE_URL: `${fake.url}/{host}`,
    PUBLIC_URL: "https://scrims.example",
    RIOT_API_TIMEOUT_MS: "300",
  },
  { jobHandlers, ownDatabase: true },
);
const { app, baseUrl } = server;
const admin = await buildAdmin(app);

beforeEach(() => {
  fake.reset();
});

/** Runs due jobs until none is left (a start job asks for a code job, due at once). */
async function drainJobs(target: App = app) {
  for (let i = 0; i < 10 && (await target.scheduler.runDue()) > 0; i++) {
    // Each round may make the next job due.
  }
}

/** A scrim made through the API (so its start job exists), `minutesAgo` started or at `start`. */
function createScrim(
  options: { minutesAgo?: number; start?: Date; target?: App; by?: TestUser } = {},
) {
  return createScrimThroughApi(options.target ?? app, options.by ?? admin, {
    title: `Code ${randomUUID().slice(0, 8)}`,
    start: options.start ?? ago((options.minutesAgo ?? 1) * MINUTE),
    // Players are seated straight in the database, never checked in: without check-in the start
    // keeps them all (the sweep has its own tests).
    checkInMinutes: 0,
  });
}

/** Seats players with known PUUIDs (the first `count` seats, Team One first). */
async function seatWithPuuids(scrimId: string, count = 10, target: App = app) {
  const seats = [];
  for (const seat of ALL_SEATS.slice(0, count)) {
    seats.push({ ...seat, user: await buildUser(target, { puuid: `puuid-${randomUUID()}` }) });
  }
  return seatPlayers(target, scrimId, seats);
}

const puuidsOf = (seats: TestSeat[], team: "teamOne" | "teamTwo") =>
  seats.filter((s) => s.team === team).map((s) => s.user.puuid ?? "");

async function getScrim(who: TestUser, scrimId: string, target: App = app) {
  const res = await injectAs(target, who, scrimRequests.read(scrimId));
  expect(res.statusCode).toBe(200);
  return res.json<{
    riotTournament: { tournamentCode?: string; setupCompleted: boolean } | null;
    tournamentStatus: string | null;
    teamWon: string | null;
    resultSource: string | null;
    status: string;
  }>();
}

/** A client of `user` in the scrim's room, recording every event it hears. */
async function watch(user: TestUser, scrimId: string, on: SocketTestApp = server) {
  const { socket, received } = await on.watch(user);
  await emitWithAck(socket, "join_scrim_room", { scrimId });
  return { socket, events: received };
}

/** The edit body of a scrim that keeps its start time, with the code option on or off. */
const editPayload = (gameStartTime: Date, useTournamentCode: boolean) =>
  scrimEditPayload({ title: "Edited code scrim", gameStartTime, useTournamentCode });

/** Riot's callback, as Riot (or a forger) posts it. */
const callback = (payload: unknown) => post("/api/riot/callback", payload as object);

async function readyScrim() {
  const scrim = await createScrim();
  const seats = await seatWithPuuids(scrim._id);
  await drainJobs();
  const row = await loadScrimRow(app, scrim._id);
  expect(row?.tournamentCode).toBeTruthy();
  return { scrim, seats, code: row?.tournamentCode ?? "" };
}

async function setLobbyHost(scrimId: string, userId: string) {
  const res = await injectAs(
    app,
    admin,
    scrimRequests.edit(scrimId, {
      ...editPayload((await loadScrimRow(app, scrimId))?.gameStartTime ?? new Date(), true),
      lobbyHost: userId,
    }),
  );
  expect(res.statusCode).toBe(200);
}

const codesOf = (scrimId: string) => [...fake.codes.values()].filter((c) => c.metadata === scrimId);

describe("the code at the start time", () => {
  it("is made with the issue's settings, stored, and shown to players but not to outsiders", async () => {
    // Seated before the start, so the players also hear that it starts.
    const start = fromNow(2000);
    const scrim = await createScrim({ start });
    const seats = await seatWithPuuids(scrim._id);
    const player = seats[3]?.user as TestUser;
    const { socket, events } = await watch(player, scrim._id);

    await passMoment(start);
    await drainJobs();

    const [code] = codesOf(scrim._id);
    expect(code).toMatchObject({
      teamSize: 5,
      pickType: "TOURNAMENT_DRAFT",
      mapType: "SUMMONERS_RIFT",
      spectatorType: "LOBBYONLY",
      metadata: scrim._id,
    });
    expect([...(code?.allowedParticipants ?? [])].sort()).toEqual(
      seats.map((s) => s.user.puuid).sort(),
    );
    expect(fake.providers.get(code?.providerId ?? 0)).toEqual({
      region: "NA",
      url: "https://scrims.example/api/riot/callback",
    });

    const seen = await getScrim(player, scrim._id);
    expect(seen.riotTournament).toEqual({
      tournamentCode: code?.code,
      setupCompleted: true,
      lobbyCreated: false,
    });
    expect(seen.tournamentStatus).toBe("ready");
    const outsider = await getScrim(await buildUser(app), scrim._id);
    expect(outsider.riotTournament).toEqual({ setupCompleted: true, lobbyCreated: false });

    await roundTrip(socket);
    expect(events).toContainEqual({
      event: "tournamentInitialized",
      payload: { scrimId: scrim._id },
    });
    expect(events).toContainEqual({
      event: "scrimStartNotification",
      payload: { scrimId: scrim._id, title: scrim.title },
    });
    // Nobody outside the entitled gets the code through the room either.
    expect(JSON.stringify(events)).not.toContain(code?.code);
  });

  it("registers the provider once and reuses the week's tournament for the next scrim", async () => {
    const first = await readyScrim();
    fake.reset();
    const second = await readyScrim();

    expect(fake.callsTo("/lol/tournament/v5/providers")).toHaveLength(0);
    expect(fake.callsTo("/lol/tournament/v5/tournaments")).toHaveLength(0);
    expect(fake.callsTo("/lol/tournament/v5/codes")).toHaveLength(1);
    const [a] = codesOf(first.scrim._id);
    const [b] = codesOf(second.scrim._id);
    expect(b?.tournamentId).toBe(a?.tournamentId);
  });

  it("asks for no code while a team is short, then at once when the tenth player joins", async () => {
    const scrim = await createScrim();
    const seats = await seatWithPuuids(scrim._id, 9);
    await drainJobs();
    expect(codesOf(scrim._id)).toHaveLength(0);
    expect((await getScrim(admin, scrim._id)).riotTournament).toBeNull();

    const tenth = await buildUser(app, { puuid: `puuid-${randomUUID()}` });
    const join = await takeSeat(app, tenth, scrim._id, "teamTwo", "Support");
    expect(join.statusCode).toBe(200);
    expect(join.json().tournamentStatus).toBe("generating");
    await drainJobs();

    const [code] = codesOf(scrim._id);
    expect(code?.allowedParticipants).toHaveLength(10);
    expect(code?.allowedParticipants).toContain(tenth.puuid);
    expect(code?.allowedParticipants).toContain(seats[0]?.user.puuid);
    expect((await getScrim(tenth, scrim._id)).riotTournament?.tournamentCode).toBe(code?.code);
  });

  it("makes one code when the start, the tenth player and an admin's edit come at once", async () => {
    const scrim = await createScrim();
    await seatWithPuuids(scrim._id, 9);
    const tenth = await buildUser(app, { puuid: `puuid-${randomUUID()}` });
    const row = await loadScrimRow(app, scrim._id);

    await Promise.all([
      drainJobs(),
      takeSeat(app, tenth, scrim._id, "teamTwo", "Support"),
      injectAs(
        app,
        admin,
        scrimRequests.edit(scrim._id, editPayload(row?.gameStartTime ?? new Date(), true)),
      ),
      injectAs(
        app,
        admin,
        scrimRequests.edit(scrim._id, editPayload(row?.gameStartTime ?? new Date(), true)),
      ),
    ]);
    await drainJobs();
    await drainJobs();

    expect(codesOf(scrim._id)).toHaveLength(1);
    expect((await loadScrimRow(app, scrim._id))?.tournamentCode).toBe(codesOf(scrim._id)[0]?.code);
  });
});

describe("an admin's edit", () => {
  it("asks for a code for a started full scrim, and turning the option off clears it", async () => {
    const scrim = await createScrim();
    await seatWithPuuids(scrim._id);
    const start = (await loadScrimRow(app, scrim._id))?.gameStartTime ?? new Date();
    // The option off at the start: the game went without a code.
    const off = await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim._id, editPayload(start, false)),
    );
    expect(off.statusCode).toBe(200);
    await drainJobs();
    expect(codesOf(scrim._id)).toHaveLength(0);

    const on = await injectAs(app, admin, scrimRequests.edit(scrim._id, editPayload(start, true)));
    expect(on.json().tournamentStatus).toBe("generating");
    await drainJobs();
    expect(codesOf(scrim._id)).toHaveLength(1);
    expect((await getScrim(admin, scrim._id)).riotTournament?.tournamentCode).toBeTruthy();

    const cleared = await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim._id, editPayload(start, false)),
    );
    expect(cleared.json()).toMatchObject({ riotTournament: null, tournamentStatus: null });
    expect(await loadJob(app, `tournament-result:${scrim._id}`)).toBeUndefined();
  });

  it("of a scrim that has not started leaves the code to the start", async () => {
    const scrim = await createScrim({ minutesAgo: -60 });
    await seatWithPuuids(scrim._id);
    const start = (await loadScrimRow(app, scrim._id))?.gameStartTime ?? new Date();
    const res = await injectAs(app, admin, scrimRequests.edit(scrim._id, editPayload(start, true)));
    expect(res.json()).toMatchObject({ riotTournament: null, tournamentStatus: null });
    expect(await loadJob(app, `tournament-code:${scrim._id}`)).toBeUndefined();
  });
});

describe("POST /api/scrims/{id}/regenerate-tournament-code", () => {
  it("gives an admin a new code; players may not", async () => {
    const { scrim, seats, code } = await readyScrim();
    const player = seats[0]?.user as TestUser;
    const refused = await injectAs(app, player, scrimRequests.regenerateTournamentCode(scrim._id));
    expect(refused.statusCode).toBe(403);

    const res = await injectAs(app, admin, scrimRequests.regenerateTournamentCode(scrim._id));
    expect(res.statusCode).toBe(200);
    const fresh = res.json().riotTournament.tournamentCode as string;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(code);
    expect((await loadScrimRow(app, scrim._id))?.tournamentCode).toBe(fresh);
  });

  it("two at once: one makes the code, the other is told one is under way", async () => {
    const { scrim } = await readyScrim();
    fake.reset();
    // Riot takes a while to make the code (within the client's 300 ms timeout): the second
    // request meets the first one's claim even when it starts late (on a busy machine one could
    // otherwise finish before the other began, and both be right to make a code).
    fake.setLatency("/lol/tournament/v5/codes", 150);
    const results = await Promise.all(
      [1, 2].map(() => injectAs(app, admin, scrimRequests.regenerateTournamentCode(scrim._id))),
    ).finally(() => fake.setLatency("/lol/tournament/v5/codes", 0));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe("TOURNAMENT_CODE_BUSY");
    expect(fake.callsTo("/lol/tournament/v5/codes")).toHaveLength(1);
  });

  it("answers 409 without a full lobby, and with Riot down keeps the old code (no 5xx)", async () => {
    const short = await createScrim();
    await seatWithPuuids(short._id, 4);
    const notFull = await injectAs(app, admin, scrimRequests.regenerateTournamentCode(short._id));
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().code).toBe("TOURNAMENT_CODE_NOT_ELIGIBLE");

    const { scrim, code } = await readyScrim();
    fake.failNext(3, 500);
    const down = await injectAs(app, admin, scrimRequests.regenerateTournamentCode(scrim._id));
    expect(down.statusCode).toBe(409);
    expect(down.json()).toMatchObject({
      code: "TOURNAMENT_CODE_FAILED",
      error: "Failed to generate new tournament code",
    });
    expect(await loadScrimRow(app, scrim._id)).toMatchObject({
      tournamentCode: code,
      tournamentStatus: "ready",
    });
  });
});

describe("Riot down at the start", () => {
  for (const [name, breakRiot] of [
    ["500s", () => fake.failNext(3, 500)],
    ["timeouts", () => fake.hangNext(3)],
    ["429s", () => fake.failNext(4, 429, 0)],
  ] as const) {
    it(`(${name}) leaves a working scrim with a manual lobby and tells the room`, async () => {
      const scrim = await createScrim();
      const seats = await seatWithPuuids(scrim._id);
      const player = seats[0]?.user as TestUser;
      const { socket, events } = await watch(player, scrim._id);
      breakRiot();

      await drainJobs();

      const seen = await getScrim(player, scrim._id);
      expect(seen).toMatchObject({ riotTournament: null, tournamentStatus: "error" });
      await roundTrip(socket);
      expect(events.map((e) => e.event)).toContain("tournamentError");
      // The scrim still works: the captain's report is the fallback.
      const host = seats[4]?.user as TestUser;
      await setLobbyHost(scrim._id, host.id);
      const won = await injectAs(app, host, lobbyRequests.setWinner(scrim._id, "teamOne"));
      expect(won.statusCode).toBe(200);
      expect(won.json()).toMatchObject({ teamWon: "teamOne", resultSource: "captain" });
    });
  }
});

describe("results without a human", () => {
  it("Riot's callback sets the winner from games-by-code, once, and EXP follows", async () => {
    const { scrim, seats, code } = await readyScrim();
    const status = await fake.reportGame(code, {
      winningTeam: puuidsOf(seats, "teamTwo"),
      losingTeam: puuidsOf(seats, "teamOne"),
      callbackUrl: `${baseUrl}/api/riot/callback`,
    });
    expect(status).toBe(204);

    const seen = await getScrim(admin, scrim._id);
    expect(seen).toMatchObject({ teamWon: "teamTwo", resultSource: "game", status: "previous" });
    const winner = seats.find((s) => s.team === "teamTwo")?.user as TestUser;
    const record = await injectAs(app, winner, get(`/api/users/${winner.id}/scrims`));
    expect(record.json().stats.userExp).toBe(3);

    // A second game on the same code (or a replayed callback) changes nothing.
    await fake.reportGame(code, {
      winningTeam: puuidsOf(seats, "teamOne"),
      losingTeam: puuidsOf(seats, "teamTwo"),
      callbackUrl: `${baseUrl}/api/riot/callback`,
    });
    expect((await getScrim(admin, scrim._id)).teamWon).toBe("teamTwo");
    expect(await loadJob(app, `tournament-result:${scrim._id}`)).toBeUndefined();
  });

  it("a forged callback changes nothing and answers 204", async () => {
    const { scrim, seats, code } = await readyScrim();

    // The code is real but Riot knows no game for it: the body's claims are not believed.
    for (const payload of [
      { shortCode: code, winningTeam: puuidsOf(seats, "teamOne") },
      { shortCode: "NA-unknown-code" },
      { shortCode: 42 },
      {},
      [1, 2, 3],
    ]) {
      const res = await app.inject(callback(payload));
      expect(res.statusCode).toBe(204);
    }
    // A game whose winners sit on both sides says nothing clear.
    const mixed = [...puuidsOf(seats, "teamOne").slice(0, 3), ...puuidsOf(seats, "teamTwo")];
    await fake.reportGame(code, {
      winningTeam: mixed.slice(0, 5),
      losingTeam: mixed.slice(5),
      callbackUrl: `${baseUrl}/api/riot/callback`,
    });
    expect(await getScrim(admin, scrim._id)).toMatchObject({ teamWon: null, resultSource: null });
  });

  it("with Riot down the callback answers 204 and changes nothing", async () => {
    const { scrim, code } = await readyScrim();
    fake.failNext(3, 503);
    const res = await app.inject(callback({ shortCode: code }));
    expect(res.statusCode).toBe(204);
    expect((await getScrim(admin, scrim._id)).teamWon).toBeNull();
  });

  it("the poller finds a result whose callback went missing", async () => {
    const { scrim, seats, code } = await readyScrim();
    const job = await loadJob(app, `tournament-result:${scrim._id}`);
    expect(job?.status).toBe("pending");
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + MINUTE);

    // No game yet, but the lobby was opened: the poll notes it and comes back after a longer pause.
    fake.addLobbyEvent(code, "PracticeGameCreatedEvent", seats[0]?.user.puuid ?? "");
    await makeJobDue(app, `tournament-result:${scrim._id}`);
    await drainJobs();
    const again = await loadJob(app, `tournament-result:${scrim._id}`);
    expect(again).toMatchObject({ status: "pending", payload: { polls: 1 } });
    expect(again?.runAt.getTime()).toBeGreaterThan(Date.now() + 3 * MINUTE);
    expect((await getScrim(seats[0]?.user as TestUser, scrim._id)).riotTournament).toMatchObject({
      tournamentCode: code,
      lobbyCreated: true,
    });

    // The callback is lost (it goes to an address that is not ours).
    await fake.reportGame(code, {
      winningTeam: puuidsOf(seats, "teamOne"),
      losingTeam: puuidsOf(seats, "teamTwo"),
      callbackUrl: `${fake.url}/lost-callback`,
    });
    await makeJobDue(app, `tournament-result:${scrim._id}`);
    await drainJobs();
    expect(await getScrim(admin, scrim._id)).toMatchObject({
      teamWon: "teamOne",
      resultSource: "game",
    });
  });

  it("the poller stops after six hours", async () => {
    const { scrim, code } = await readyScrim();
    const key = `tournament-result:${scrim._id}`;
    const since = ago(6 * HOUR).toISOString();
    // Moved to its last round: polling began six hours ago.
    await scheduleJob(app.deps.db, {
      kind: "tournament-result",
      key,
      payload: { scrimId: scrim._id, code, since, polls: 3 },
      runAt: new Date(),
    });
    await drainJobs();
    expect(await loadJob(app, key)).toMatchObject({ status: "done" });
  });
});

describe("without a Riot key (the embedded default)", () => {
  it("the game goes in a manual lobby, the room hears it was skipped, and nothing fails", async () => {
    const keyless = await socketTestApp({}, { jobHandlers, ownDatabase: true });
    try {
      const boss = await buildAdmin(keyless.app);
      const scrim = await createScrim({ target: keyless.app, by: boss });
      const seats = await seatWithPuuids(scrim._id, 10, keyless.app);
      const player = seats[0]?.user as TestUser;
      const { socket, events } = await watch(player, scrim._id, keyless);

      await drainJobs(keyless.app);

      await roundTrip(socket);
      expect(events.filter((e) => e.event === "tournamentSkipped")).toEqual([
        { event: "tournamentSkipped", payload: { scrimId: scrim._id, reason: "no-key" } },
      ]);
      const seen = await getScrim(player, scrim._id, keyless.app);
      expect(seen).toMatchObject({ riotTournament: null, tournamentStatus: null });
      expect(await loadJob(keyless.app, `tournament-code:${scrim._id}`)).toBeUndefined();
      const regen = await injectAs(
        keyless.app,
        boss,
        scrimRequests.regenerateTournamentCode(scrim._id),
      );
      expect(regen.statusCode).toBe(409);
    } finally {
      await keyless.close();
    }
  });
});
