import { afterAll, describe, expect, it } from "vitest";
import { ROLES, type Role, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import { injectAs } from "@/test/app";
import { expectRefusal } from "@/test/assertions";
import {
  buildAdmin,
  buildScrim,
  buildUser,
  loadScrimRow,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { emitWithAck, nextEvent, socketTestApp } from "@/test/listen";
import { get, userRequests } from "@/test/requests";
import { startRiotFake } from "@/test/riot-fake";
import { lobbyRequests as req, scrimRequests, seatOfUser } from "@/test/scrim-requests";
import { HOUR, uniqueDay } from "@/test/time";

const fake = await startRiotFake({ apiKey: "RGAPI-balance-test" });
afterAll(() => fake.close());
const server = await socketTestApp({
  RIOT_API_KEY: fake.apiKey,
  RIOT_API_BASE_URL: `${fake.url}/{host}`,
});
const { app } = server;

type Average = { value: number; label: string } | null;
type Entry = { role: Role; team: { name: TeamName }; _user: { _id: string } };
type ScrimBody = {
  _id: string;
  teamOne: Entry[];
  teamTwo: Entry[];
  averageRank: { teamOne: Average; teamTwo: Average; lobby: Average };
};

/** A scrim (starting at `start`, an hour from now unless given) with players of these ranks. */
async function scrimWithRanks(one: string[], two: string[], start = new Date(Date.now() + HOUR)) {
  const scrim = await buildScrim(app, { gameStartTime: start });
  const seats = [
    ...one.map((rank, i) => ({ team: "teamOne" as const, role: ROLES[i]!, rank })),
    ...two.map((rank, i) => ({ team: "teamTwo" as const, role: ROLES[i]!, rank })),
  ];
  const seated = await seatPlayers(
    app,
    scrim.id,
    await Promise.all(
      seats.map(async ({ team, role, rank }) => ({
        team,
        role,
        user: await buildUser(app, { rank }),
      })),
    ),
  );
  const userAt = (team: TeamName, role: Role) =>
    seated.find((seat) => seat.team === team && seat.role === role)!.user;
  return { scrim, userAt };
}

async function readScrim(viewer: TestUser, scrimId: string): Promise<ScrimBody> {
  const res = await injectAs(app, viewer, scrimRequests.read(scrimId));
  expect(res.statusCode).toBe(200);
  return res.json<ScrimBody>();
}

const DIAMONDS = ["Diamond 1", "Diamond 1", "Diamond 1", "Diamond 1", "Diamond 1"];
const IRONS = ["Iron 4", "Iron 4", "Iron 4", "Iron 4", "Iron 4"];

describe("average ranks on the scrim", () => {
  it("averages each team and the lobby, leaving unranked players out", async () => {
    const { scrim } = await scrimWithRanks(["Gold 2", "Gold 4", "Unranked"], ["Master"]);
    const body = await readScrim(await buildUser(app), scrim.id);
    expect(body.averageRank).toEqual({
      teamOne: { value: 14, label: "Gold 3" },
      teamTwo: { value: 29, label: "Master" },
      lobby: { value: (15 + 13 + 29) / 3, label: "Platinum 2" },
    });
    const empty = await readScrim(await buildUser(app), (await buildScrim(app)).id);
    expect(empty.averageRank).toEqual({ teamOne: null, teamTwo: null, lobby: null });
  });

  it("uses Riot's solo-queue rank once a summoner lookup found one, and the hub list follows", async () => {
    const day = uniqueDay();
    // The PUUID job stored this player's PUUID; Riot ranks him Diamond 1 in solo queue.
    const player = await buildUser(app, {
      rank: "Silver 4",
      puuid: `puuid-${day.start.getTime()}`,
    });
    fake.seedAccount({
      gameName: player.name,
      tagLine: player.summonerTagline,
      puuid: player.puuid!,
      platform: "na1",
      ranks: [
        { queueType: "RANKED_FLEX_SR", tier: "IRON", rank: "IV" },
        { queueType: "RANKED_SOLO_5x5", tier: "DIAMOND", rank: "I" },
      ],
    });
    const scrim = await buildScrim(app, { gameStartTime: day.at(5) });
    await seatPlayers(app, scrim.id, [
      { team: "teamOne", role: "Top", user: player },
      { team: "teamTwo", role: "Top", user: await buildUser(app, { rank: "Silver 4" }) },
    ]);
    const outsider = await buildUser(app);
    const hubCard = async () => {
      const res = await injectAs(app, outsider, scrimRequests.list("NA", day));
      return res.json<ScrimBody[]>().find((card) => card._id === scrim.id);
    };
    expect((await hubCard())?.averageRank.teamOne).toEqual({ value: 9, label: "Silver 4" });

    const lookup = await injectAs(
      app,
      outsider,
      get(
        `/api/riot/summoner?gameName=${encodeURIComponent(player.name)}&tagLine=${player.summonerTagline}&region=NA`,
      ),
    );
    expect(lookup.statusCode).toBe(200);

    // The declared Silver 4 gives way to Diamond 1 (28); the cached hub list was made again.
    expect((await readScrim(outsider, scrim.id)).averageRank.teamOne).toEqual({
      value: 28,
      label: "Diamond 1",
    });
    expect((await hubCard())?.averageRank).toMatchObject({
      teamOne: { value: 28 },
      lobby: { value: 18.5, label: "Platinum 2" },
    });
  });

  it("follows a declared rank changed by an admin in the cached hub list", async () => {
    const day = uniqueDay();
    const { scrim, userAt } = await scrimWithRanks(["Gold 2"], ["Gold 2"], day.at(4));
    const outsider = await buildUser(app);
    const hubCard = async () =>
      (await injectAs(app, outsider, scrimRequests.list("NA", day)))
        .json<ScrimBody[]>()
        .find((card) => card._id === scrim.id);
    expect((await hubCard())?.averageRank.teamTwo?.label).toBe("Gold 2");

    const admin = await buildAdmin(app);
    const edit = await injectAs(
      app,
      admin,
      userRequests.adminEdit(userAt("teamTwo", "Top").id, { rank: "Platinum 1" }),
    );
    expect(edit.statusCode).toBe(200);
    expect((await hubCard())?.averageRank).toMatchObject({
      teamTwo: { value: 20, label: "Platinum 1" },
      lobby: { value: 17.5, label: "Platinum 3" },
    });
  });
});

describe("GET /api/scrims/:id/balance", () => {
  it("proposes the best role-keeping split with the averages before and after, changing nothing", async () => {
    const { scrim, userAt } = await scrimWithRanks(DIAMONDS, IRONS);
    const res = await injectAs(app, await buildAdmin(app), req.balance(scrim.id));
    expect(res.statusCode).toBe(200);
    const body = res.json<ScrimBody & { before: unknown; after: unknown }>();
    expect(body.before).toEqual({
      teamOne: { value: 28, label: "Diamond 1" },
      teamTwo: { value: 1, label: "Iron 4" },
    });
    expect(body.after).toMatchObject({
      teamOne: { value: 17.2, label: "Platinum 4" },
      teamTwo: { label: "Silver 1" },
    });
    // Top and Jungle change sides; every player keeps their role.
    expect(seatOfUser(body, userAt("teamOne", "Top").id)).toBe("teamTwo/Top");
    expect(seatOfUser(body, userAt("teamTwo", "Jungle").id)).toBe("teamOne/Jungle");
    expect(seatOfUser(body, userAt("teamOne", "Mid").id)).toBe("teamOne/Mid");
    expect(body.teamOne.map((entry) => entry.role)).toEqual([...ROLES]);

    const stored = await readScrim(await buildUser(app), scrim.id);
    expect(seatOfUser(stored, userAt("teamOne", "Top").id)).toBe("teamOne/Top");
  });

  it("answers 409 TEAMS_NOT_FULL under ten players, 403 to players, 401 to visitors", async () => {
    const { scrim, userAt } = await scrimWithRanks(DIAMONDS, IRONS.slice(0, 4));
    const admin = await buildAdmin(app);
    expectRefusal(await injectAs(app, admin, req.balance(scrim.id)), 409, {
      code: "TEAMS_NOT_FULL",
    });
    expectRefusal(await injectAs(app, admin, req.balanceTeams(scrim.id)), 409, {
      code: "TEAMS_NOT_FULL",
      scrim: { _id: scrim.id },
    });
    const player = userAt("teamOne", "Top");
    expect((await injectAs(app, player, req.balance(scrim.id))).statusCode).toBe(403);
    expect((await injectAs(app, player, req.balanceTeams(scrim.id))).statusCode).toBe(403);
    expect((await app.inject(req.balance(scrim.id))).statusCode).toBe(401);
    const unknown = "6f1c2d7e-8a4b-4c3d-9e2f-1a2b3c4d5e6f";
    expect((await injectAs(app, admin, req.balance(unknown))).statusCode).toBe(404);
  });
});

describe("PATCH /api/scrims/:id/balance-teams", () => {
  it("applies the proposal in one go and tells the scrim's room", async () => {
    const { scrim, userAt } = await scrimWithRanks(DIAMONDS, IRONS);
    const { socket } = await server.watch(await buildUser(app));
    await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id });
    const update = nextEvent<{ scrim: ScrimBody }>(socket, "scrimUpdate");

    const res = await injectAs(app, await buildAdmin(app), req.balanceTeams(scrim.id));
    expect(res.statusCode).toBe(200);
    const body = res.json<ScrimBody>();
    expect(seatOfUser(body, userAt("teamOne", "Top").id)).toBe("teamTwo/Top");
    expect(seatOfUser(body, userAt("teamTwo", "Top").id)).toBe("teamOne/Top");
    expect(body.averageRank.teamOne).toEqual({ value: 17.2, label: "Platinum 4" });
    const { scrim: heard } = await update;
    expect(seatOfUser(heard, userAt("teamTwo", "Jungle").id)).toBe("teamOne/Jungle");
    expect(heard.averageRank.teamOne?.value).toBe(17.2);
  });

  it("serialises two admins applying at once: the second finds the teams balanced", async () => {
    const { scrim, userAt } = await scrimWithRanks(DIAMONDS, IRONS);
    const [a, b] = [await buildAdmin(app), await buildAdmin(app)];
    const results = await Promise.all([
      injectAs(app, a, req.balanceTeams(scrim.id)),
      injectAs(app, b, req.balanceTeams(scrim.id)),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    // Swapped once, not swapped back.
    const stored = await readScrim(a, scrim.id);
    expect(seatOfUser(stored, userAt("teamOne", "Top").id)).toBe("teamTwo/Top");
    expect(seatOfUser(stored, userAt("teamOne", "Jungle").id)).toBe("teamTwo/Jungle");
    expect(seatOfUser(stored, userAt("teamOne", "Mid").id)).toBe("teamOne/Mid");
    expect(stored.averageRank.teamOne?.value).toBe(17.2);
  });

  it("refuses a decided game (409 GAME_OVER) and keeps its teams", async () => {
    const { scrim, userAt } = await scrimWithRanks(DIAMONDS, IRONS, new Date(Date.now() - HOUR));
    const admin = await buildAdmin(app);
    expect((await injectAs(app, admin, req.setWinner(scrim.id, "teamOne"))).statusCode).toBe(200);
    expectRefusal(await injectAs(app, admin, req.balanceTeams(scrim.id)), 409, {
      code: "GAME_OVER",
    });
    expect(seatOfUser(await readScrim(admin, scrim.id), userAt("teamOne", "Top").id)).toBe(
      "teamOne/Top",
    );
    expect((await loadScrimRow(app, scrim.id))?.teamWon).toBe("teamOne");
  });
});
