import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { buildUser } from "@/test/factories";

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("GET /api/server-status", () => {
  it("answers isServerUp when the database answers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/server-status" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isServerUp: true });
  });

  it("works on a database that already holds rows", async () => {
    await buildUser(app);
    const res = await app.inject({ method: "GET", url: "/api/server-status" });
    expect(res.json()).toEqual({ isServerUp: true });
  });
});
