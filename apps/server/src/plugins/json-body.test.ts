import { describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  buildAdmin,
  buildScrim,
  buildUser,
  loadScrimRow,
  seatPlayers,
  sessionExists,
} from "@/test/factories";
import { lobbyRequests as req, seatOfUser } from "@/test/scrim-requests";
import { DEFAULT_BODY_LIMIT_BYTES, MAX_JSON_DEPTH, nestsDeeperThan } from "./json-body";

const app = await testApp();

const json = { "content-type": "application/json" };
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("an empty body with content-type: application/json", () => {
  it("is no body for routes that take none (PATCH, DELETE, POST)", async () => {
    const scrim = await buildScrim(app);
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const leave = await injectAs(app, seat!.user, {
      ...req.removePlayer(scrim.id, seat!.user.id),
      headers: json,
      payload: "",
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect(seatOfUser(leave.json(), seat!.user.id)).toBeUndefined();

    const admin = await buildAdmin(app);
    const fill = await injectAs(app, admin, {
      ...req.fillRandom(scrim.id),
      headers: json,
      payload: "",
    });
    expect(fill.statusCode, fill.body).not.toBe(400);

    const gone = await buildScrim(app);
    const del = await injectAs(app, admin, {
      method: "DELETE",
      url: `/api/scrims/${gone.id}`,
      headers: json,
      payload: "",
    });
    expect(del.statusCode, del.body).toBe(204);
    expect(await loadScrimRow(app, gone.id)).toBeUndefined();

    const player = await buildUser(app);
    const session = await injectAs(app, player, {
      method: "POST",
      url: "/api/auth/verify",
      headers: json,
      payload: "",
    });
    expect(session.statusCode, session.body).toBe(200);
    const logout = await injectAs(app, session.json().token as string, {
      method: "POST",
      url: "/api/auth/logout",
      headers: json,
      payload: "",
    });
    expect(logout.statusCode, logout.body).toBe(204);
    expect(await sessionExists(app, session.json().token as string)).toBe(false);
  });

  it("is a missing body (400 VALIDATION_FAILED) for routes that need one", async () => {
    const scrim = await buildScrim(app);
    const player = await buildUser(app);
    const res = await injectAs(app, player, {
      method: "PATCH",
      url: `/api/scrims/${scrim.id}/insert-player/${player.id}`,
      headers: json,
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });
});

describe("body limits", () => {
  it("refuses a body over the default limit with 413 {error, code}, before parsing", async () => {
    const player = await buildUser(app);
    const big = JSON.stringify({ name: "x".repeat(DEFAULT_BODY_LIMIT_BYTES) });
    const res = await injectAs(app, player, {
      method: "PUT",
      url: "/api/auth/update-user",
      headers: json,
      payload: big,
    });
    expectError(res, 413, { error: expect.any(String), code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses a 3 MB deeply nested body with 413, and a visitor's with 401", async () => {
    const player = await buildUser(app);
    const hostile = nested(1_500_000);
    const signedIn = await injectAs(app, player, {
      method: "PUT",
      url: "/api/auth/update-user",
      headers: json,
      payload: hostile,
    });
    expect(signedIn.statusCode).toBe(413);
    expect(signedIn.json().code).toBe("PAYLOAD_TOO_LARGE");
    const visitor = await app.inject({
      method: "PUT",
      url: "/api/auth/update-user",
      headers: json,
      payload: hostile,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("refuses deep nesting under the size limit with 400 before parsing it", async () => {
    const player = await buildUser(app);
    for (const payload of [nested(MAX_JSON_DEPTH + 1), `{"a":${nested(10_000)}}`]) {
      const res = await injectAs(app, player, {
        method: "PUT",
        url: "/api/auth/update-user",
        headers: json,
        payload,
      });
      expectError(res, 400, {
        error: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
        code: "BAD_REQUEST",
      });
    }
  });

  it("still refuses malformed JSON and prototype poisoning with 400", async () => {
    const player = await buildUser(app);
    for (const payload of ["{", '{"__proto__": {"isAdmin": true}}']) {
      const res = await injectAs(app, player, {
        method: "PUT",
        url: "/api/auth/update-user",
        headers: json,
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe("BAD_REQUEST");
    }
  });
});

describe("nestsDeeperThan", () => {
  it("counts objects and arrays, not brackets inside strings", () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ title: "[[[[{{{{" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: 'a\\"[[[[' }), 1)).toBe(false);
  });
});
