import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { expectError, expectPublicOnly } from "@/test/assertions";
import { UNKNOWN_ID, buildAdmin, buildUser, uniqueTag } from "@/test/factories";
import { userRequests } from "@/test/requests";

const app = await testApp();
const { adminEdit, setAdmin } = userRequests;

describe("PUT /api/users/:id (admin)", () => {
  it("lets an admin correct another player's name, tagline and rank", async () => {
    const player = await buildUser(app);
    const name = `Fixed ${uniqueTag().slice(0, 6)}`;
    const res = await injectAs(
      app,
      await buildAdmin(app),
      adminEdit(player.id, { name, summonerTagline: "KR1", rank: "Master" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: player.id,
      name,
      summonerTagline: "KR1",
      rank: "Master",
    });
    expectPublicOnly(res.body, [player.email]);
  });

  it("keeps names unique in the player's region (409)", async () => {
    const taken = await buildUser(app, { region: "OCE" });
    const player = await buildUser(app, { region: "OCE" });
    const res = await injectAs(
      app,
      await buildAdmin(app),
      adminEdit(player.id, { name: taken.name }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`Summoner name ${taken.name} in OCE is already taken!`);
  });

  it("answers 404 for an unknown player and 400 for an empty or invalid change", async () => {
    const admin = await buildAdmin(app);
    const unknown = await injectAs(app, admin, adminEdit(UNKNOWN_ID, { rank: "Gold 1" }));
    expect(unknown.statusCode).toBe(404);
    const player = await buildUser(app);
    for (const payload of [{}, { rank: "Gold 5" }, { summonerTagline: "#NA" }]) {
      const res = await injectAs(app, admin, adminEdit(player.id, payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("refuses a player with 403 and a visitor with 401", async () => {
    const player = await buildUser(app);
    const edit = adminEdit(player.id, { rank: "Gold 1" });
    const res = await injectAs(app, await buildUser(app), edit);
    expectError(res, 403, {
      error: "You do not have permission to access this page",
      code: "FORBIDDEN",
    });
    expect((await app.inject(edit)).statusCode).toBe(401);
  });
});

describe("PUT /api/users/:id/admin", () => {
  it("lets an admin grant and remove another player's admin rights, effective at once", async () => {
    const admin = await buildAdmin(app);
    const player = await buildUser(app);
    const grant = await injectAs(app, admin, setAdmin(player.id, true));
    expect(grant.statusCode).toBe(200);
    expect(grant.json().isAdmin).toBe(true);
    const target = await buildUser(app);
    const asNewAdmin = await injectAs(app, player, adminEdit(target.id, { rank: "Iron 1" }));
    expect(asNewAdmin.statusCode).toBe(200);

    await injectAs(app, admin, setAdmin(player.id, false));
    const afterRemoval = await injectAs(app, player, adminEdit(target.id, { rank: "Iron 2" }));
    expect(afterRemoval.statusCode).toBe(403);
  });

  it("refuses an admin changing their own rights, a player (403) and a visitor (401)", async () => {
    const admin = await buildAdmin(app);
    const self = await injectAs(app, admin, setAdmin(admin.id, false));
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe("You cannot change your own admin rights");
    const player = await buildUser(app);
    const demote = setAdmin(admin.id, false);
    expect((await injectAs(app, player, demote)).statusCode).toBe(403);
    expect((await app.inject(demote)).statusCode).toBe(401);
    const bad = await injectAs(app, await buildAdmin(app), setAdmin(admin.id, "yes"));
    expect(bad.statusCode).toBe(400);
  });
});
