import { describe, expect, it } from "vitest";
import { ROLES } from "@scrims/shared/scrims/scrims.constants";
import { injectAs, testApp } from "@/test/app";
import { buildAdmin, buildScrim, buildUser, seatPlayers } from "@/test/factories";
import { lobbyRequests as req, seatOfUser } from "@/test/scrim-requests";

// A database of its own: the candidates of a balanced fill are exactly the players made here.
const app = await testApp({}, { ownDatabase: true });

describe("PATCH /api/scrims/:id/admin-fill-random {balanced: true}", () => {
  it("picks the fill players that bring the team averages closest, by their solo-queue rank first", async () => {
    const scrim = await buildScrim(app, { region: "OCE" });
    const seat = (team: "teamOne" | "teamTwo", rank: string) =>
      ROLES.slice(0, 4).map(async (role) => ({
        team,
        role,
        user: await buildUser(app, { region: "OCE", rank }),
      }));
    await seatPlayers(app, scrim.id, [
      ...(await Promise.all(seat("teamOne", "Diamond 1"))),
      ...(await Promise.all(seat("teamTwo", "Iron 4"))),
    ]);
    const candidate = (rank: string, soloQueueRank: string | null = null) =>
      buildUser(app, { region: "OCE", rank, soloQueueRank });
    // Riot knows better than these two declared ranks.
    const soloChallenger = await candidate("Iron 4", "Challenger");
    const soloIron = await candidate("Challenger", "Iron 4");
    const others = [
      await candidate("Iron 3"),
      await candidate("Gold 2"),
      await candidate("Unranked"),
    ];

    const res = await injectAs(
      app,
      await buildAdmin(app, { region: "NA" }),
      req.fillRandom(scrim.id, { balanced: true }),
    );
    expect(res.statusCode).toBe(200);
    const { filledPositions, scrim: filled } = res.json();
    expect(filledPositions).toBe(2);
    // The weakest player joins the Diamonds, the strongest the Irons: 113/5 against 35/5.
    expect(seatOfUser(filled, soloIron.id)).toBe("teamOne/Support");
    expect(seatOfUser(filled, soloChallenger.id)).toBe("teamTwo/Support");
    for (const other of others) {
      expect(seatOfUser(filled, other.id)).toBeUndefined();
    }
    expect(filled.averageRank.teamOne).toEqual({ value: 22.6, label: "Emerald 2" });
    expect(filled.averageRank.teamTwo).toEqual({ value: 7, label: "Bronze 2" });
  });

  it("says so when no player of the region is left (409), like the random fill", async () => {
    const scrim = await buildScrim(app, { region: "LAN" });
    const res = await injectAs(
      app,
      await buildAdmin(app),
      req.fillRandom(scrim.id, { balanced: true }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "NO_PLAYERS_AVAILABLE" });
  });
});
