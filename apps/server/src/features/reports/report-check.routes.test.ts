import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { expectRefusal } from "@/test/assertions";
import { buildAdmin, buildUser, type TestUser } from "@/test/factories";
import { get, post } from "@/test/requests";

const app = await testApp();

const check = (viewer: TestUser, userId: string) =>
  injectAs(app, viewer, get(`/api/reports/check/${userId}`));

async function reportOf(reporter: TestUser, target: TestUser): Promise<string> {
  const res = await injectAs(
    app,
    reporter,
    post("/api/reports", { targetUserId: target.id, reason: "other", text: "" }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { report: { _id: string } }).report._id;
}

// The report dialog asks first, so that a second report of the same player is never sent (the
// server's 409 REPORT_EXISTS stays for two tabs racing) and the browser logs no failed request.
describe("GET /api/reports/check/:userId", () => {
  it("says whether the viewer has an open report of that player, and only his own", async () => {
    const [reporter, target, other] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    expect((await check(reporter, target.id)).json()).toEqual({ reported: false });

    const reportId = await reportOf(reporter, target);

    const res = await check(reporter, target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reported: true });
    // Another player's report is not his: nobody learns who reported whom.
    expect((await check(other, target.id)).json()).toEqual({ reported: false });
    expect((await check(reporter, other.id)).json()).toEqual({ reported: false });

    // Closed by an admin: he may report the player again.
    const dismissed = await injectAs(
      app,
      await buildAdmin(app),
      post(`/api/admin/reports/${reportId}/dismiss`),
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await check(reporter, target.id)).json()).toEqual({ reported: false });
  });

  it("answers false for oneself or an unknown player, 400 for a malformed id, 401 for a visitor", async () => {
    const player = await buildUser(app);
    expect((await check(player, player.id)).json()).toEqual({ reported: false });
    expect((await check(player, crypto.randomUUID())).json()).toEqual({ reported: false });
    expectRefusal(await check(player, "not-an-id"), 400, { code: "VALIDATION_FAILED" });
    expectRefusal(await app.inject(get(`/api/reports/check/${player.id}`)), 401, {
      code: "UNAUTHORIZED",
    });
  });
});
