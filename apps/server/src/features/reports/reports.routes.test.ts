import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { expectError, expectRefusal } from "@/test/assertions";
import { banBodiesWithBadDates, banWindow, bansOf, insertBan } from "@/test/bans";
import { buildAdmin, buildScrim, buildUser, seatPlayers, type TestUser } from "@/test/factories";
import { get, post } from "@/test/requests";
import { expectNoPrivateData, social } from "@/test/social";
import { DAY, ago, fromNow } from "@/test/time";

const app = await testApp();

type Report = {
  _id: string;
  reason: string;
  text: string;
  status: string;
  reporter: { _id: string };
  target: { _id: string };
  context: {
    message: { _id: string; text: string } | null;
    scrim: { _id: string; title: string } | null;
  };
};

const fileReport = (payload: object) => post("/api/reports", payload);
const queue = (status?: string) => get(`/api/admin/reports${status ? `?status=${status}` : ""}`);
const dismiss = (id: string) => post(`/api/admin/reports/${id}/dismiss`);
const banFrom = (id: string, payload: object) => post(`/api/admin/reports/${id}/ban`, payload);
const banBody = () => ({ ...banWindow(0, 3), reason: "Reported for cheating" });

async function report(reporter: TestUser, payload: object): Promise<Report> {
  const res = await injectAs(app, reporter, fileReport(payload));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { report: Report }).report;
}

async function openQueue(): Promise<Report[]> {
  const res = await injectAs(app, await buildAdmin(app), queue("open"));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A message `from` wrote to `to` in their direct conversation (they become friends). */
async function directMessage(from: TestUser, to: TestUser, text: string): Promise<string> {
  await social.befriend(app, from, to);
  const conversationId = await social.converse(app, from, to);
  const res = await social.message(app, from, conversationId, text);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { _id: string })._id;
}

describe("POST /api/reports", () => {
  it("files a report (201) that lands in the admin queue with public fields only", async () => {
    const [reporter, target] = [await buildUser(app), await buildUser(app)];
    const res = await injectAs(
      app,
      reporter,
      fileReport({ targetUserId: target.id, reason: "name", text: "  Offensive name  " }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { report: filed } = res.json() as { report: Report };
    expect(filed).toMatchObject({
      reason: "name",
      text: "Offensive name",
      status: "open",
      reporter: { _id: reporter.id },
      target: { _id: target.id },
      context: { message: null, scrim: null },
    });
    expectNoPrivateData(filed, [reporter.email, target.email]);
    expect((await openQueue()).find((r) => r._id === filed._id)).toEqual(filed);
  });

  it("keeps the line breaks of a report written on several lines (the dialog's field is multiline)", async () => {
    const [reporter, target] = [await buildUser(app), await buildUser(app)];
    const text = "He left mid-game.\nThen flamed in chat.\r\nTwice.";
    const res = await injectAs(
      app,
      reporter,
      fileReport({ targetUserId: target.id, reason: "other", text }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { report: Report }).report.text).toBe(text);
  });

  it("refuses a second open report of the same player (409 REPORT_EXISTS), also two at once", async () => {
    const [reporter, target] = [await buildUser(app), await buildUser(app)];
    const body = { targetUserId: target.id, reason: "cheating", text: "" };
    const results = await Promise.all([
      injectAs(app, reporter, fileReport(body)),
      injectAs(app, reporter, fileReport(body)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectError(await injectAs(app, reporter, fileReport(body)), 409, {
      error: "You already have an open report of this player",
      code: "REPORT_EXISTS",
    });
    // Another reporter may report the same player; once dismissed, the first may report again.
    await report(await buildUser(app), body);
    const first = results.find((r) => r.statusCode === 201)!.json() as { report: Report };
    await injectAs(app, await buildAdmin(app), dismiss(first.report._id));
    await report(reporter, body);
  });

  it("refuses oneself (400), an unknown player (404) and bad input (400), storing nothing", async () => {
    const reporter = await buildUser(app);
    expectError(
      await injectAs(
        app,
        reporter,
        fileReport({ targetUserId: reporter.id, reason: "other", text: "" }),
      ),
      400,
      { error: "You cannot report yourself", code: "BAD_REQUEST" },
    );
    expectRefusal(
      await injectAs(
        app,
        reporter,
        fileReport({ targetUserId: crypto.randomUUID(), reason: "other", text: "" }),
      ),
      404,
      { code: "NOT_FOUND" },
    );
    const target = await buildUser(app);
    for (const body of [
      { targetUserId: target.id, reason: "spam", text: "" },
      { targetUserId: target.id, reason: "other", text: "x".repeat(1001) },
      { targetUserId: target.id, reason: "other", text: "a\u0000b" },
      { targetUserId: "nope", reason: "other", text: "" },
      { targetUserId: target.id, reason: "other", text: "", messageId: "nope" },
    ]) {
      expectRefusal(await injectAs(app, reporter, fileReport(body)), 400, {
        code: "VALIDATION_FAILED",
      });
    }
    expect((await openQueue()).filter((r) => r.reporter._id === reporter.id)).toEqual([]);
    expect(
      (await app.inject(fileReport({ targetUserId: target.id, reason: "other", text: "" })))
        .statusCode,
    ).toBe(401);
  });

  it("refuses a banned player (403 BANNED)", async () => {
    const reporter = await buildUser(app);
    await insertBan(app, { userId: reporter.id, dateFrom: ago(DAY), dateTo: fromNow(DAY) });
    const res = await injectAs(
      app,
      reporter,
      fileReport({ targetUserId: (await buildUser(app)).id, reason: "other", text: "" }),
    );
    expectRefusal(res, 403, { code: "BANNED" });
  });

  it("keeps a chat message as context when the reporter may read it and the target wrote it", async () => {
    const [reporter, target] = [await buildUser(app), await buildUser(app)];
    const messageId = await directMessage(target, reporter, "you are bad, uninstall");
    const filed = await report(reporter, {
      targetUserId: target.id,
      reason: "harassment",
      text: "Insults in DMs",
      messageId,
    });
    expect(filed.context.message).toMatchObject({ _id: messageId, text: "you are bad, uninstall" });

    // A message the reporter cannot read is unknown to them; one of somebody else is refused.
    const outsider = await buildUser(app);
    expectRefusal(
      await injectAs(
        app,
        outsider,
        fileReport({ targetUserId: target.id, reason: "other", text: "", messageId }),
      ),
      404,
      { code: "NOT_FOUND" },
    );
    const own = await directMessage(reporter, await buildUser(app), "hello");
    expectError(
      await injectAs(
        app,
        reporter,
        fileReport({ targetUserId: outsider.id, reason: "other", text: "", messageId: own }),
      ),
      400,
      { error: "That message was not written by this player", code: "BAD_REQUEST" },
    );
  });

  it("takes the scrim of a scrim chat message, and a scrim only when the reporter may see it", async () => {
    const [reporter, target] = [await buildUser(app), await buildUser(app)];
    const scrim = await buildScrim(app);
    const conversation = await injectAs(app, target, get(`/api/conversations/scrim/${scrim.id}`));
    const sent = await social.message(
      app,
      target,
      (conversation.json() as { _id: string })._id,
      "gg ez",
    );
    const messageId = (sent.json() as { _id: string })._id;
    const filed = await report(reporter, {
      targetUserId: target.id,
      reason: "harassment",
      text: "",
      messageId,
    });
    expect(filed.context).toMatchObject({
      message: { _id: messageId, text: "gg ez" },
      scrim: { _id: scrim.id, title: scrim.title },
    });

    const hidden = await buildScrim(app, { isPrivate: true });
    const body = { targetUserId: target.id, reason: "no-show", text: "", scrimId: hidden.id };
    const other = await buildUser(app);
    expectRefusal(await injectAs(app, other, fileReport(body)), 404, { code: "NOT_FOUND" });
    const [seat] = await seatPlayers(app, hidden.id, [{ team: "teamOne", role: "Top" }]);
    const ok = await report(seat!.user, body);
    expect(ok.context.scrim).toEqual({ _id: hidden.id, title: hidden.title });
  });
});

describe("the admin report queue", () => {
  it("is for admins only (403 for a player, 401 for a visitor)", async () => {
    const player = await buildUser(app);
    for (const request of [
      queue(),
      dismiss(crypto.randomUUID()),
      banFrom(crypto.randomUUID(), banBody()),
    ]) {
      expectRefusal(await injectAs(app, player, request), 403, { code: "FORBIDDEN" });
      expect((await app.inject(request)).statusCode).toBe(401);
    }
  });

  it("dismisses an open report: it leaves the open queue, and a second dismissal is a 409", async () => {
    const filed = await report(await buildUser(app), {
      targetUserId: (await buildUser(app)).id,
      reason: "other",
      text: "",
    });
    const admin = await buildAdmin(app);
    const res = await injectAs(app, admin, dismiss(filed._id));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { report: Report }).report.status).toBe("dismissed");
    expect((await openQueue()).some((r) => r._id === filed._id)).toBe(false);
    const dismissed = (await injectAs(app, admin, queue("dismissed"))).json() as Report[];
    expect(dismissed.some((r) => r._id === filed._id)).toBe(true);
    expectRefusal(await injectAs(app, admin, dismiss(filed._id)), 409, { code: "REPORT_CLOSED" });
    expectRefusal(await injectAs(app, admin, dismiss(crypto.randomUUID())), 404, {
      code: "NOT_FOUND",
    });
  });

  it("bans the target from a report, which closes it in the same transaction", async () => {
    const target = await buildUser(app);
    const filed = await report(await buildUser(app), {
      targetUserId: target.id,
      reason: "cheating",
      text: "Scripting",
    });
    const admin = await buildAdmin(app);
    const res = await injectAs(app, admin, banFrom(filed._id, banBody()));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { report: Report }).report.status).toBe("banned");
    const [ban] = await bansOf(app, target.id);
    expect(ban).toMatchObject({ reason: "Reported for cheating", bannedById: admin.id });
    expect((await openQueue()).some((r) => r._id === filed._id)).toBe(false);
    expectRefusal(await injectAs(app, admin, banFrom(filed._id, banBody())), 409, {
      code: "REPORT_CLOSED",
    });
  });

  it("leaves the report open when the ban is refused (already banned, an admin, bad dates)", async () => {
    const admin = await buildAdmin(app);
    const banned = await buildUser(app);
    await insertBan(app, { userId: banned.id, dateFrom: ago(DAY), dateTo: fromNow(DAY) });
    const [onBanned, onAdmin] = [
      await report(await buildUser(app), { targetUserId: banned.id, reason: "other", text: "" }),
      await report(await buildUser(app), {
        targetUserId: (await buildAdmin(app)).id,
        reason: "other",
        text: "",
      }),
    ];
    expectRefusal(await injectAs(app, admin, banFrom(onBanned._id, banBody())), 409, {
      code: "ALREADY_BANNED",
    });
    expectRefusal(await injectAs(app, admin, banFrom(onAdmin._id, banBody())), 403, {
      code: "FORBIDDEN",
    });
    expectRefusal(
      await injectAs(app, admin, banFrom(onAdmin._id, { ...banWindow(0, 0.5), reason: "x" })),
      400,
      { code: "VALIDATION_FAILED" },
    );
    const open = (await openQueue()).map((r) => r._id);
    expect(open).toEqual(expect.arrayContaining([onBanned._id, onAdmin._id]));
    expect(await bansOf(app, banned.id)).toHaveLength(1);
  });

  it("refuses ban dates outside the years 2000–2100 or no date at all (400), leaving the report open", async () => {
    const admin = await buildAdmin(app);
    const target = await buildUser(app);
    const filed = await report(await buildUser(app), {
      targetUserId: target.id,
      reason: "cheating",
      text: "",
    });
    for (const { what, body } of banBodiesWithBadDates()) {
      const res = await injectAs(app, admin, banFrom(filed._id, body));
      expectRefusal(res, 400, { code: "VALIDATION_FAILED" });
      expect(res.json().error, what).toMatch(/^Invalid body: date(From|To): /);
    }
    expect((await openQueue()).map((r) => r._id)).toContain(filed._id);
    expect(await bansOf(app, target.id)).toEqual([]);
  });
});
