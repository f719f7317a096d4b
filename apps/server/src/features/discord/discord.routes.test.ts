import { afterAll, describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { buildAdmin, buildUser } from "@/test/factories";
import { startDiscordFake } from "@/test/discord-fake";

// The admin routes of the Discord webhooks: admins only, URLs only under DISCORD_API_BASE_URL,
// the token never sent back.

const discord = await startDiscordFake();
afterAll(() => discord.close());
const app = await testApp({ DISCORD_API_BASE_URL: discord.apiBaseUrl });
const admin = await buildAdmin(app);

const put = (region: string, url: unknown) => ({
  method: "PUT" as const,
  url: `/api/admin/discord-webhooks/${region}`,
  payload: { url },
});
const list = { method: "GET" as const, url: "/api/admin/discord-webhooks" };
const remove = (region: string) => ({
  method: "DELETE" as const,
  url: `/api/admin/discord-webhooks/${region}`,
});

describe("Discord webhooks (admin)", () => {
  it("are for admins only", async () => {
    const player = await buildUser(app);
    for (const request of [list, put("NA", discord.webhookUrl("1", "t")), remove("NA")]) {
      expect((await app.inject(request)).statusCode).toBe(401);
      expect((await injectAs(app, player, request)).statusCode).toBe(403);
    }
  });

  it("are set, listed with the token masked, and removed", async () => {
    const token = "Sup3r-secret_token";
    const res = await injectAs(app, admin, put("EUW", discord.webhookUrl("123456789", token)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      region: "EUW",
      url: `${discord.apiBaseUrl}/webhooks/123456789/****`,
      enabled: true,
      lastError: null,
      lastErrorAt: null,
    });
    const listed = await injectAs(app, admin, list);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(listed.json()).toContainEqual(res.json());

    expect((await injectAs(app, admin, remove("EUW"))).statusCode).toBe(204);
    expect((await injectAs(app, admin, list)).json()).not.toContainEqual(res.json());
    const again = await injectAs(app, admin, remove("EUW"));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuse a URL anywhere but Discord's webhooks, and an unknown region, changing nothing", async () => {
    const bad = [
      "https://evil.example/api/webhooks/1/token",
      `${discord.apiBaseUrl}/webhooks/1`,
      `${discord.apiBaseUrl}/webhooks/abc/token`,
      `${discord.apiBaseUrl}/webhooks/1/token/slack`,
      `${discord.apiBaseUrl}/webhooks/1/token?wait=true`,
      `${discord.apiBaseUrl}/users/1/token`,
      `${discord.apiBaseUrl}x/webhooks/1/token`,
    ];
    for (const url of bad) {
      const res = await injectAs(app, admin, put("OCE", url));
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: "DISCORD_WEBHOOK_URL_INVALID" });
    }
    for (const body of [{ url: "" }, { url: 5 }, {}]) {
      const res = await injectAs(app, admin, { ...put("OCE", ""), payload: body });
      expect(res.statusCode).toBe(400);
    }
    const region = await injectAs(app, admin, put("MARS", discord.webhookUrl("1", "t")));
    expect(region.statusCode).toBe(400);
    const listed = (await injectAs(app, admin, list)).json<{ region: string }[]>();
    expect(listed.map((row) => row.region)).not.toContain("OCE");
  });
});
