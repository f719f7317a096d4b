import { describe, expect, it } from "vitest";
import { expectError, expectRefusal } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  UNKNOWN_ID,
  addCasters,
  buildAdmin,
  buildScrim,
  buildUser,
  loadScrimRow,
  seatPlayers,
} from "@/test/factories";
import { lobbyRequests as req, seatOfUser, takeSeat } from "@/test/scrim-requests";

const app = await testApp();

describe("PATCH /api/scrims/:id/insert-player/:userId", () => {
  it("seats a player himself and answers the scrim", async () => {
    const scrim = await buildScrim(app);
    const player = await buildUser(app);
    const res = await takeSeat(app, player, scrim.id, "teamTwo", "ADC");
    expect(res.statusCode).toBe(200);
    expect(seatOfUser(res.json(), player.id)).toBe("teamTwo/ADC");
    expect(res.json().teamTwo[0]).toEqual({
      role: "ADC",
      team: { name: "teamTwo" },
      _user: expect.objectContaining({ _id: player.id, name: player.name }),
      checkedIn: false,
    });
    expect(res.body).not.toContain("email");
  });

  it("lets an admin seat another player, but not a player (403) nor a visitor (401)", async () => {
    const scrim = await buildScrim(app);
    const target = await buildUser(app);
    const other = await injectAs(
      app,
      await buildUser(app),
      req.insertPlayer(scrim.id, target.id, "teamOne", "Top"),
    );
    expect(other.statusCode).toBe(403);
    expect(
      (await app.inject(req.insertPlayer(scrim.id, target.id, "teamOne", "Top"))).statusCode,
    ).toBe(401);
    const admin = await injectAs(
      app,
      await buildAdmin(app),
      req.insertPlayer(scrim.id, target.id, "teamOne", "Top"),
    );
    expect(admin.statusCode).toBe(200);
    expect(seatOfUser(admin.json(), target.id)).toBe("teamOne/Top");
  });

  it("answers a second join with the spec's 409 and the current scrim", async () => {
    const scrim = await buildScrim(app);
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Mid" }]);
    const res = await injectAs(
      app,
      seat!.user,
      req.insertPlayer(scrim.id, seat!.user.id, "teamTwo", "Mid"),
    );
    expectRefusal(res, 409, {
      error:
        "Player already exists in game. Did you mean to move the player? use the /move-player endpoint instead.",
      code: "ALREADY_SEATED",
      scrim: { _id: scrim.id },
    });
    expect(seatOfUser(res.json().scrim, seat!.user.id)).toBe("teamOne/Mid");
  });

  it("answers 409 with the current scrim when the seat is taken", async () => {
    const scrim = await buildScrim(app);
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Jungle" }]);
    const late = await buildUser(app);
    const res = await takeSeat(app, late, scrim.id, "teamOne", "Jungle");
    expectRefusal(res, 409, {
      error: "The Jungle seat of Blue Side is already taken",
      code: "SEAT_TAKEN",
    });
    expect(seatOfUser(res.json().scrim, seat!.user.id)).toBe("teamOne/Jungle");
  });

  it("refuses a caster with the spec's message", async () => {
    const scrim = await buildScrim(app);
    const caster = await buildUser(app);
    await addCasters(app, scrim.id, [caster]);
    const res = await takeSeat(app, caster, scrim.id, "teamOne", "Top");
    expectRefusal(res, 409, {
      error: "Cannot join team: You're already a caster for this game!",
      code: "ALREADY_CASTER",
    });
  });

  it("refuses a bad team or role (400), an unknown scrim (404) and an unknown user (404)", async () => {
    const scrim = await buildScrim(app);
    const player = await buildUser(app);
    for (const playerData of [
      { role: "Bot", team: { name: "teamOne" } },
      { role: "Top", team: { name: "blue" } },
      { role: "Top", team: "teamOne" },
      {},
    ]) {
      const res = await injectAs(app, player, {
        method: "PATCH",
        url: `/api/scrims/${scrim.id}/insert-player/${player.id}`,
        payload: { playerData },
      });
      expect(res.statusCode, JSON.stringify(playerData)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
    const noScrim = await takeSeat(app, player, UNKNOWN_ID, "teamOne", "Top");
    expectError(noScrim, 404, { error: "Scrim not found", code: "NOT_FOUND" });
    const noUser = await injectAs(
      app,
      await buildAdmin(app),
      req.insertPlayer(scrim.id, UNKNOWN_ID, "teamOne", "Top"),
    );
    expect(noUser.statusCode).toBe(404);
    const badIds = await injectAs(app, player, req.insertPlayer("x", "y", "teamOne", "Top"));
    expect(badIds.statusCode).toBe(400);
  });
});

describe("PATCH /api/scrims/:id/remove-player/:userId", () => {
  it("lets a player leave and an admin kick; refuses another player (403) and a visitor (401)", async () => {
    const scrim = await buildScrim(app);
    const [a, b] = await seatPlayers(app, scrim.id, [
      { team: "teamOne", role: "Top" },
      { team: "teamTwo", role: "Top" },
    ]);
    expect((await injectAs(app, b!.user, req.removePlayer(scrim.id, a!.user.id))).statusCode).toBe(
      403,
    );
    expect((await app.inject(req.removePlayer(scrim.id, a!.user.id))).statusCode).toBe(401);
    const leave = await injectAs(app, a!.user, req.removePlayer(scrim.id, a!.user.id));
    expect(leave.statusCode).toBe(200);
    expect(seatOfUser(leave.json(), a!.user.id)).toBeUndefined();
    const kick = await injectAs(app, await buildAdmin(app), req.removePlayer(scrim.id, b!.user.id));
    expect(kick.statusCode).toBe(200);
    expect(kick.json().teamTwo).toEqual([]);
  });

  it("answers 409 for someone not seated", async () => {
    const scrim = await buildScrim(app);
    const player = await buildUser(app);
    const res = await injectAs(app, player, req.removePlayer(scrim.id, player.id));
    expectRefusal(res, 409, {
      error: "That player is not in this game",
      scrim: { _id: scrim.id },
    });
  });
});

describe("PATCH /api/scrims/:id/move-player/:userId", () => {
  it("moves a player himself to an empty seat of the other team", async () => {
    const scrim = await buildScrim(app);
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const res = await injectAs(
      app,
      seat!.user,
      req.movePlayer(scrim.id, seat!.user.id, "teamTwo", "Support"),
    );
    expect(res.statusCode).toBe(200);
    expect(seatOfUser(res.json(), seat!.user.id)).toBe("teamTwo/Support");
  });

  it("refuses a taken seat (409), another player (403), and lets an admin move anyone", async () => {
    const scrim = await buildScrim(app);
    const [a, b] = await seatPlayers(app, scrim.id, [
      { team: "teamOne", role: "Top" },
      { team: "teamOne", role: "Mid" },
    ]);
    const taken = await injectAs(
      app,
      a!.user,
      req.movePlayer(scrim.id, a!.user.id, "teamOne", "Mid"),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().scrim.teamOne).toHaveLength(2);
    expect(
      (await injectAs(app, b!.user, req.movePlayer(scrim.id, a!.user.id, "teamOne", "ADC")))
        .statusCode,
    ).toBe(403);
    const admin = await injectAs(
      app,
      await buildAdmin(app),
      req.movePlayer(scrim.id, a!.user.id, "teamOne", "ADC"),
    );
    expect(seatOfUser(admin.json(), a!.user.id)).toBe("teamOne/ADC");
  });
});

describe("PATCH /api/scrims/:id/swap-players", () => {
  const top1 = { team: "teamOne", role: "Top" } as const;
  const top2 = { team: "teamTwo", role: "Top" } as const;
  const adc1 = { team: "teamOne", role: "ADC" } as const;

  it("lets an admin exchange two seated players", async () => {
    const scrim = await buildScrim(app);
    const [a, b] = await seatPlayers(app, scrim.id, [{ ...top1 }, { ...top2 }]);
    const res = await injectAs(app, await buildAdmin(app), req.swapPlayers(scrim.id, top1, top2));
    expect(res.statusCode).toBe(200);
    expect(seatOfUser(res.json(), a!.user.id)).toBe("teamTwo/Top");
    expect(seatOfUser(res.json(), b!.user.id)).toBe("teamOne/Top");
  });

  it("refuses a player swapping two seated players, even his own seat (403)", async () => {
    const scrim = await buildScrim(app);
    const [a] = await seatPlayers(app, scrim.id, [{ ...top1 }, { ...top2 }]);
    const res = await injectAs(app, a!.user, req.swapPlayers(scrim.id, top1, top2));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe("Only an admin can swap two players");
  });

  it("is a move when one seat is empty: the player himself may, another player may not", async () => {
    const scrim = await buildScrim(app);
    const [a, b] = await seatPlayers(app, scrim.id, [{ ...top1 }, { ...top2 }]);
    expect((await injectAs(app, b!.user, req.swapPlayers(scrim.id, top1, adc1))).statusCode).toBe(
      403,
    );
    const res = await injectAs(app, a!.user, req.swapPlayers(scrim.id, adc1, top1));
    expect(res.statusCode).toBe(200);
    expect(seatOfUser(res.json(), a!.user.id)).toBe("teamOne/ADC");
  });

  it("refuses two empty seats (409), the same seat twice (400) and a visitor (401)", async () => {
    const scrim = await buildScrim(app);
    const admin = await buildAdmin(app);
    const empty = await injectAs(app, admin, req.swapPlayers(scrim.id, top1, top2));
    expect(empty.statusCode).toBe(409);
    expect(empty.json().scrim._id).toBe(scrim.id);
    expect((await injectAs(app, admin, req.swapPlayers(scrim.id, top1, top1))).statusCode).toBe(
      400,
    );
    expect((await app.inject(req.swapPlayers(scrim.id, top1, top2))).statusCode).toBe(401);
  });
});

describe("PATCH /api/scrims/:id/admin-assign-player", () => {
  it("lets an admin put any player in an empty seat", async () => {
    const scrim = await buildScrim(app);
    const target = await buildUser(app);
    const res = await injectAs(
      app,
      await buildAdmin(app),
      req.adminAssign(scrim.id, target.id, "teamTwo", "Jungle"),
    );
    expect(res.statusCode).toBe(200);
    expect(seatOfUser(res.json(), target.id)).toBe("teamTwo/Jungle");
  });

  it("refuses players (403), the lobby host (403), visitors (401) and missing fields (400)", async () => {
    const host = await buildUser(app);
    const scrim = await buildScrim(app, { lobbyHostId: host.id, lobbyHostRandom: false });
    const target = await buildUser(app);
    for (const who of [await buildUser(app), host]) {
      expect(
        (await injectAs(app, who, req.adminAssign(scrim.id, target.id, "teamOne", "Top")))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await app.inject(req.adminAssign(scrim.id, target.id, "teamOne", "Top"))).statusCode,
    ).toBe(401);
    const missing = await injectAs(app, await buildAdmin(app), {
      method: "PATCH",
      url: `/api/scrims/${scrim.id}/admin-assign-player`,
      payload: { teamName: "teamOne", role: "Top" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain("Please select a user, team, and role");
  });

  it("keeps the lobby rules: a taken seat answers 409 with the scrim", async () => {
    const scrim = await buildScrim(app);
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const res = await injectAs(
      app,
      await buildAdmin(app),
      req.adminAssign(scrim.id, (await buildUser(app)).id, "teamOne", "Top"),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().scrim.teamOne).toHaveLength(1);
    expect((await loadScrimRow(app, scrim.id))?.id).toBe(scrim.id);
  });
});
