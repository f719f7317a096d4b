import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { expectRefusal } from "@/test/assertions";
import { buildUser, buildScrim } from "@/test/factories";
import { CREATING_REQUESTS } from "@/test/idempotent-routes";
import { apiOperations } from "@/test/openapi";
import { get, post } from "@/test/requests";

// Every POST that creates something takes an Idempotency-Key (issue 29: a retried friend request
// answered 409, a retried message was sent twice). The rules themselves (key format, expiry,
// per-player keys) are idempotency.test.ts's, on POST /api/scrims.

const app = await testApp();

/**
 * POSTs that create nothing a retry could make twice, and why: each answers a retry as it
 * answered the first time, or no player's key can name them.
 */
const NOT_CREATING: Record<string, string> = {
  "POST /api/auth/dev-login": "a session per call by design; no player yet to own a key",
  "POST /api/auth/exchange": "a one-time code: a retry is refused, the first session stands",
  "POST /api/auth/verify": "reads the session again",
  "POST /api/auth/logout": "ends the session; a retry finds it ended",
  "POST /api/auth/register": "once per identity: a retry is 409, nothing is made twice",
  "POST /api/riot/callback": "Riot's, without a session; the result is set once",
  "POST /api/scrims/{id}/regenerate-tournament-code": "replaces the code; 409 while one is made",
  "POST /api/users/{id}/clear-no-show-block": "clears a block",
  "POST /api/friend-requests/reject-request/{userId}/{requestId}": "deletes",
  "POST /api/friend-requests/cancel-request/{requestId}": "deletes",
  "POST /api/friends/unfriend/{friendUserId}": "deletes",
  "POST /api/email/unsubscribe": "without a session; sets consent off",
  "POST /api/conversations/{conversationId}/seen": "marks read",
  "POST /api/messages/{messageId}/seen": "marks read",
  "POST /api/notifications/remove-user-notification/{notificationId}": "deletes",
  "POST /api/notifications/remove-all-user-notifications/{userId}": "deletes",
  "POST /api/push/subscriptions": "keyed by its endpoint: a retry saves the same row, same 201",
  "POST /api/admin/reports/{id}/dismiss": "closes a report",
  "POST /api/users/{id}/unban": "lifts a ban",
  "POST /api/admin/lift-expired-bans": "lifts bans",
  "POST /api/users/me/calendar/regenerate": "replaces the link; the newest answer is the one",
};

const ROUTES = Object.keys(CREATING_REQUESTS);

const withKey = (request: InjectOptions, key: string): InjectOptions => ({
  ...request,
  headers: { ...request.headers, "idempotency-key": key },
});

describe("Idempotency-Key on every creating POST", () => {
  it("is documented on each of them, and every other POST is known to create nothing", async () => {
    type Operation = { parameters?: { name: string; in: string }[] };
    const posts = (await apiOperations<Operation>(app)).filter((op) => op.method === "POST");
    const takesKey = (op: (typeof posts)[number]) =>
      op.operation.parameters?.some((p) => p.name === "idempotency-key" && p.in === "header");
    expect(
      posts
        .filter(takesKey)
        .map((op) => op.name)
        .sort(),
    ).toEqual([...ROUTES].sort());
    const unclassified = posts.filter((op) => !takesKey(op) && !(op.name in NOT_CREATING));
    expect(unclassified.map((op) => op.name)).toEqual([]);
  });

  it.each(ROUTES)("%s: a retry answers the first answer and makes nothing more", async (route) => {
    const { who, request, made } = await CREATING_REQUESTS[route]!(app);
    const key = randomUUID();
    const first = await injectAs(app, who, withKey(request, key));
    expect(first.statusCode, first.body).toBeLessThan(300);
    const again = await injectAs(app, who, withKey(request, key));
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await made()).toBe(1);
  });

  it.each(ROUTES)("%s: retries sent at once make one, and all answer alike", async (route) => {
    const { who, request, made } = await CREATING_REQUESTS[route]!(app);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => injectAs(app, who, withKey(request, key))),
    );
    const [first] = answers;
    expect(first!.statusCode, first!.body).toBeLessThan(300);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(first!.statusCode);
      expect(answer.json()).toEqual(first!.json());
    }
    expect(await made()).toBe(1);
  });

  it.each(ROUTES)(
    "%s: the same key on another request is a 422, and makes nothing",
    async (route) => {
      const { who, request, other, made } = await CREATING_REQUESTS[route]!(app);
      const key = randomUUID();
      expect((await injectAs(app, who, withKey(request, key))).statusCode).toBeLessThan(300);
      const reused = await injectAs(app, who, withKey(other, key));
      expectRefusal(reused, 422, { code: "IDEMPOTENCY_KEY_REUSED" });
      expect(await made()).toBe(1);
    },
  );

  it("keeps keys per player: under one key, one message of each player", async () => {
    const scrim = await buildScrim(app);
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const chat = await injectAs(app, alice, get(`/api/conversations/scrim/${scrim.id}`));
    const conversationId = (chat.json() as { _id: string })._id;
    const key = randomUUID();
    const send = post("/api/messages", { conversationId, text: "same words" });
    const fromAlice = await injectAs(app, alice, withKey(send, key));
    await injectAs(app, alice, withKey(send, key));
    const fromBob = await injectAs(app, bob, withKey(send, key));
    expect(fromBob.statusCode).toBe(200);
    expect(fromBob.json()._id).not.toBe(fromAlice.json()._id);
    const read = await injectAs(app, alice, get(`/api/messages/${conversationId}`));
    expect(read.json()).toHaveLength(2);
  });
});
