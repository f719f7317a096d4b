import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, devLogin, injectAs } from "@/test/app";
import { buildAdmin, buildScrim, uniqueEmail, uniqueIp, uniqueTag } from "@/test/factories";
import { refuseValue } from "@/test/failing-query";
import { captureLog, type CapturedLog } from "@/test/log-capture";
import { redactUrl } from "./logger";

let log: CapturedLog;
let app: App;
const undo: (() => Promise<void>)[] = [];

beforeAll(async () => {
  log = captureLog();
  app = await buildTestApp({ LOG_LEVEL: "trace" }, { logStream: log.stream });
});
afterAll(async () => {
  for (const step of undo) {
    await step();
  }
  await app.close();
  log.remove();
});

describe("the log", () => {
  it("holds no email, token, password, sign-in code or search of a run, failed queries included", async () => {
    const email = uniqueEmail("private");
    const discord = `secret_discord_${uniqueTag()}`;
    const lobbyPassword = `lobbypw-${uniqueTag()}`;
    const oidcCode = `oidccode${uniqueTag()}${uniqueTag()}`;
    const oidcState = `oidcstate${uniqueTag()}${uniqueTag()}`;
    const loginCode = `logincode${uniqueTag()}${uniqueTag()}`;

    // Signed in with the email (the body is never logged, the answer carries the token).
    const { token } = await devLogin(app, email);

    // A registration whose insert fails in the database, with the email and Discord bound.
    undo.push(await refuseValue(app, "users", "discord", discord));
    const registered = await injectAs(app, token, {
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: uniqueIp(),
      payload: {
        name: `Private ${uniqueTag()}`.slice(0, 16),
        summonerTagline: "EUW",
        region: "EUW",
        discord,
        rank: "Gold 2",
      },
    });
    expect(registered.statusCode).toBe(500);

    // A scrim edit whose update fails in the database, with the lobby password bound.
    undo.push(await refuseValue(app, "scrims", "lobby_password", lobbyPassword));
    const scrim = await buildScrim(app);
    const edited = await injectAs(app, await buildAdmin(app), {
      method: "PUT",
      url: `/api/scrims/${scrim.id}`,
      payload: {
        title: scrim.title,
        gameStartTime: scrim.gameStartTime.toISOString(),
        region: scrim.region,
        lobbyHost: null,
        isPrivate: false,
        isWithCasters: true,
        maxCastersAllowedCount: 2,
        lobbyName: scrim.lobbyName,
        lobbyPassword,
        useTournamentCode: true,
        teamWon: null,
      },
    });
    expect(edited.statusCode).toBe(500);

    // Secrets and personal data in headers and query strings.
    await app.inject({
      method: "GET",
      url: `/api/users?q=${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` },
    });
    await app.inject({
      method: "GET",
      url: `/api/auth/oidc/oidc/callback?code=${oidcCode}&state=${oidcState}`,
    });
    await app.inject({ method: "GET", url: `/auth/complete?code=${loginCode}` });
    await app.inject({
      method: "POST",
      url: "/api/auth/exchange",
      payload: { code: loginCode },
      remoteAddress: uniqueIp(),
    });

    // Whatever a log call is handed by name is censored too.
    app.log.info(
      {
        email,
        token,
        code: loginCode,
        flow: { state: oidcState },
        user: { email, lobbyPassword },
        scrim: { lobby: { tournamentCode: oidcCode } },
      },
      "a log call naming secret fields",
    );

    const text = log.text();
    for (const secret of [
      email,
      encodeURIComponent(email),
      token,
      discord,
      lobbyPassword,
      oidcCode,
      oidcState,
      loginCode,
    ]) {
      expect(text.includes(secret), `the log holds ${secret}`).toBe(false);
    }

    // The failures themselves are logged, with what failed: not a silent log.
    const failures = log.lines().filter((line) => line.msg === "unhandled error");
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(failure.err).toMatchObject({
        message: expect.stringMatching(/^Failed query: (insert into|update) /),
        cause: { code: "23514", constraint: expect.stringMatching(/^test_refuse_/) },
      });
    }
    expect(text).toContain("/api/users?q=[Redacted]");
    expect(text).toContain("a log call naming secret fields");
  });
});

describe("secret fields in a log call", () => {
  it("are censored down to two levels, in arrays too, without changing what was logged", () => {
    const secret = `secret-${uniqueTag()}`;
    const deep = `deep-${uniqueTag()}`;
    const handed = {
      players: [{ name: "Ann", email: secret }],
      lobby: { host: { account: { password: deep } } },
      meta: { kept: "visible" },
    };
    const copy = structuredClone(handed);
    app.log.info(handed, "secrets in arrays");
    const line = log.lines().find((entry) => entry.msg === "secrets in arrays");
    expect(line).toMatchObject({
      players: [{ name: "Ann", email: "[Redacted]" }],
      meta: { kept: "visible" },
    });
    expect(log.text().includes(secret)).toBe(false);
    // Three levels down is beyond the rule, as it always was (`*.*.field`).
    expect(line?.lobby).toEqual({ host: { account: { password: deep } } });
    expect(handed).toEqual(copy);
  });
});

describe("redactUrl", () => {
  it("keeps the path and the names of query parameters, never their values", () => {
    expect(redactUrl("/api/users?q=ann@example.test&limit=5")).toBe(
      "/api/users?q=[Redacted]&limit=[Redacted]",
    );
    expect(redactUrl("/api/scrims/abc")).toBe("/api/scrims/abc");
  });
});
