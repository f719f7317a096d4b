import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { loadConfig } from "@/config/env";
import { buildTestApp } from "@/test/app";

describe("GET /api/site", () => {
  let configured: App;
  let bare: App;
  beforeAll(async () => {
    [configured, bare] = await Promise.all([
      buildTestApp({
        COMMUNITY_TWITCH_URL: "https://www.twitch.tv/scrims",
        COMMUNITY_DISCORD_URL: "https://discord.gg/scrims",
      }),
      buildTestApp(),
    ]);
  });
  afterAll(() => Promise.all([configured.close(), bare.close()]));

  it("gives visitors (no session) the configured community links, null for the others", async () => {
    const res = await configured.inject({ method: "GET", url: "/api/site" });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      community: {
        twitchUrl: "https://www.twitch.tv/scrims",
        discordUrl: "https://discord.gg/scrims",
        xUrl: null,
      },
    });
  });

  it("answers all nulls when nothing is configured", async () => {
    const res = await bare.inject({ method: "GET", url: "/api/site" });

    expect(res.json()).toEqual({ community: { twitchUrl: null, discordUrl: null, xUrl: null } });
  });
});

describe("COMMUNITY_* variables", () => {
  it("must be http(s) links, and an empty value is unset", () => {
    expect(() => loadConfig({ COMMUNITY_X_URL: "javascript:alert(1)" })).toThrow(/COMMUNITY_X_URL/);
    expect(loadConfig({ COMMUNITY_X_URL: "" }).community.xUrl).toBeUndefined();
    expect(loadConfig({ COMMUNITY_X_URL: "https://x.com/scrims" }).community.xUrl).toBe(
      "https://x.com/scrims",
    );
  });
});
