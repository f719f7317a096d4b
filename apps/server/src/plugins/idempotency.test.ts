import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectError, expectRefusal } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import { buildAdmin, countScrimsTitled, expireIdempotencyKeys } from "@/test/factories";
import { HOUR } from "@/test/time";
import { loadApiDocument } from "@/test/openapi";

const app = await testApp();

const startTime = new Date(Date.now() + 2 * HOUR).toISOString();

/** POST /api/scrims with a unique title (to count creations) and an optional Idempotency-Key. */
function createScrim(title: string, key?: string, overrides: object = {}) {
  return {
    method: "POST",
    url: "/api/scrims",
    payload: { title, gameStartTime: startTime, region: "EUW", ...overrides },
    headers: key === undefined ? {} : { "idempotency-key": key },
  } as const;
}

/** What a test starts from: an admin of its own, a title no other scrim has, a fresh key. */
async function attempt() {
  return { admin: await buildAdmin(app), title: `Idem ${randomUUID()}`, key: randomUUID() };
}

describe("Idempotency-Key on POST /api/scrims", () => {
  it("answers a repeat with the first result and creates nothing more", async () => {
    const { admin, title, key } = await attempt();
    const first = await injectAs(app, admin, createScrim(title, key));
    expect(first.statusCode).toBe(200);
    const again = await injectAs(app, admin, createScrim(title, key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await countScrimsTitled(app, title)).toBe(1);
  });

  it("treats the same body with its keys in another order as the same request", async () => {
    const { admin, title, key } = await attempt();
    const first = await injectAs(app, admin, createScrim(title, key));
    const reordered = {
      ...createScrim(title, key),
      payload: { region: "EUW", gameStartTime: startTime, title },
    };
    const again = await injectAs(app, admin, reordered);
    expect(again.json()).toEqual(first.json());
    expect(await countScrimsTitled(app, title)).toBe(1);
  });

  it("refuses the same key with a different body (422) and creates nothing", async () => {
    const { admin, title, key } = await attempt();
    expect((await injectAs(app, admin, createScrim(title, key))).statusCode).toBe(200);
    const other = `Idem ${randomUUID()}`;
    const res = await injectAs(app, admin, createScrim(other, key));
    expectError(res, 422, { error: expect.any(String), code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await countScrimsTitled(app, other)).toBe(0);
  });

  it("keeps keys per player: another admin's same key creates their own scrim", async () => {
    const [a, b] = [await buildAdmin(app), await buildAdmin(app)];
    const title = `Idem ${randomUUID()}`;
    const key = randomUUID();
    const first = await injectAs(app, a, createScrim(title, key));
    const second = await injectAs(app, b, createScrim(title, key));
    expect(second.statusCode).toBe(200);
    expect(second.json()._id).not.toBe(first.json()._id);
    expect(await countScrimsTitled(app, title)).toBe(2);
  });

  it("creates exactly one scrim for concurrent requests with the same key, and answers all alike", async () => {
    const { admin, title, key } = await attempt();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => injectAs(app, admin, createScrim(title, key))),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((res) => res.json()._id)).size).toBe(1);
    expect(await countScrimsTitled(app, title)).toBe(1);
  });

  it("creates again once the key has expired", async () => {
    const { admin, title, key } = await attempt();
    const first = await injectAs(app, admin, createScrim(title, key));
    await expireIdempotencyKeys(app, admin.id);
    const again = await injectAs(app, admin, createScrim(title, key));
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).not.toBe(first.json()._id);
    expect(await countScrimsTitled(app, title)).toBe(2);
    const third = await injectAs(app, admin, createScrim(title, key));
    expect(third.json()._id).toBe(again.json()._id);
  });

  it("creates each time without a key", async () => {
    const { admin, title } = await attempt();
    await injectAs(app, admin, createScrim(title));
    await injectAs(app, admin, createScrim(title));
    expect(await countScrimsTitled(app, title)).toBe(2);
  });

  it.each([
    ["empty", ""],
    ["too long", "k".repeat(256)],
    ["with a control character", "abc\u0001def"],
    ["with a space", "two words"],
  ])("answers 400 to a key that is %s, and creates nothing", async (_, key) => {
    const { admin, title } = await attempt();
    const res = await injectAs(app, admin, createScrim(title, key));
    expectRefusal(res, 400, { code: "VALIDATION_FAILED" });
    expect(await countScrimsTitled(app, title)).toBe(0);
  });

  it("documents the header in the OpenAPI document", async () => {
    const spec = await loadApiDocument<{ parameters?: { name: string; in: string }[] }>(app);
    expect(spec.paths["/api/scrims"]?.post?.parameters).toContainEqual(
      expect.objectContaining({ name: "idempotency-key", in: "header" }),
    );
  });
});
