import { describe, expect, it } from "vitest";
import { authMessages } from "@scrims/shared/auth/auth.schema";
import { expectError } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import { banMessages } from "@scrims/shared/bans/bans.schema";
import { insertBan } from "@/test/bans";
import { buildIdentity, buildUser } from "@/test/factories";
import { apiOperations } from "@/test/openapi";

const app = await testApp();

/** The only routes a visitor may call; every other one must refuse him. */
const PUBLIC = new Set([
  "GET /api/server-status",
  "GET /api/health/live",
  "GET /api/health/ready",
  "GET /api/site",
  "GET /api/auth/providers",
  "POST /api/auth/dev-login",
  "POST /api/auth/exchange",
  "GET /api/auth/oidc/{provider}/start",
  "GET /api/auth/oidc/{provider}/callback",
  "POST /api/riot/callback",
  // The feed's secret in its URL is the key (calendar apps send no bearer).
  "GET /api/calendar/{secret}.ics",
  // The unsubscribe link of reminder emails: its signed token is the key (mail apps post no bearer).
  "GET /api/email/unsubscribe",
  "POST /api/email/unsubscribe",
]);
/** Routes for a sign-in that has no account yet. */
const SESSION_ONLY = new Set([
  "POST /api/auth/verify",
  "POST /api/auth/logout",
  "POST /api/auth/register",
]);

type Operation = { security?: unknown[]; tags?: string[] };
const operations = (await apiOperations<Operation>(app)).map((op) => ({
  ...op,
  // Any well-formed value: the gate answers before the route looks at it.
  url: op.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    param === "provider" ? "google" : "6f1c2d7e-0000-4000-8000-000000000000",
  ),
}));
const guarded = operations.filter((op) => !PUBLIC.has(op.name));

describe("deny by default", () => {
  it("finds the routes in the document (public ones included)", () => {
    expect(guarded.length).toBeGreaterThan(20);
    expect(operations.filter((op) => PUBLIC.has(op.name)).length).toBeGreaterThanOrEqual(5);
  });

  it.each(guarded.map((op) => [op.name, op] as const))(
    "%s refuses a visitor with 401 {error, code} and documents it",
    async (_name, op) => {
      const res = await app.inject({ method: op.method, url: op.url });
      expectError(res, 401, { error: authMessages.loginRequired, code: "UNAUTHORIZED" });
      expect(op.operation.security).toEqual([{ bearerAuth: [] }]);
    },
  );

  it("leaves the public routes open to visitors, without a security requirement", async () => {
    for (const op of operations.filter((o) => PUBLIC.has(o.name))) {
      const res = await app.inject({ method: op.method, url: op.url });
      expect(res.statusCode, op.name).not.toBe(401);
      expect(op.operation.security, op.name).toBeUndefined();
    }
  });

  it("asks a sign-in without an account to register first, except on the session routes", async () => {
    const identity = await buildIdentity(app);
    for (const op of guarded.filter((o) => !SESSION_ONLY.has(o.name))) {
      const res = await injectAs(app, identity, { method: op.method, url: op.url });
      expectError(
        res,
        403,
        { error: authMessages.registrationRequired, code: "REGISTRATION_REQUIRED" },
        op.name,
      );
    }
  });

  it("refuses a player on every admin route with 403 FORBIDDEN", async () => {
    const player = await buildUser(app);
    const adminOps = guarded.filter((op) => op.operation.tags?.includes("admin"));
    expect(adminOps.length).toBeGreaterThanOrEqual(7);
    for (const op of adminOps) {
      const res = await injectAs(app, player, { method: op.method, url: op.url });
      expectError(res, 403, { error: authMessages.noPermission, code: "FORBIDDEN" }, op.name);
    }
  });
});

describe("URLs the router cannot read", () => {
  it("answer 400 {error, code} like every other refusal (malformed encoding, overlong parameter)", async () => {
    const player = await buildUser(app);
    for (const url of ["/api/users/by-id/%ED%A0%80", `/api/scrims/${"x".repeat(300)}`]) {
      const res = await injectAs(app, player, { method: "GET", url });
      expectError(res, 400, { error: "The request URL is not valid.", code: "BAD_REQUEST" }, url);
    }
  });
});

/** Writes a banned player may still make: signing out and deleting the account. */
const BANNED_MAY_WRITE = new Set([
  "DELETE /api/auth/account",
  // A banned player may still stop notifications reaching them.
  "DELETE /api/push/subscriptions",
  "PUT /api/users/me/notification-settings",
]);

describe("a banned player", () => {
  it("is refused on every write route with 403 BANNED saying until when, and may still read", async () => {
    const player = await buildUser(app);
    const dateTo = new Date(Date.now() + 3 * 86_400_000);
    await insertBan(app, { userId: player.id, dateFrom: new Date(Date.now() - 1000), dateTo });
    const writes = guarded.filter(
      (op) => op.method !== "GET" && !SESSION_ONLY.has(op.name) && !BANNED_MAY_WRITE.has(op.name),
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const op of writes) {
      const res = await injectAs(app, player, { method: op.method, url: op.url, payload: {} });
      expectError(
        res,
        403,
        {
          error: banMessages.youAreBanned(dateTo.toISOString()),
          code: "BANNED",
          bannedUntil: dateTo.toISOString(),
        },
        op.name,
      );
    }
    for (const op of guarded.filter(
      (o) => o.method === "GET" && !o.operation.tags?.includes("admin"),
    )) {
      const res = await injectAs(app, player, { method: op.method, url: op.url });
      expect(res.json()?.code, op.name).not.toBe("BANNED");
    }
  });
});
