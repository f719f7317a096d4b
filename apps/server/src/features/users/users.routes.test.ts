import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { expectError, expectPublicOnly } from "@/test/assertions";
import { UNKNOWN_ID, buildAdmin, buildIdentity, buildUser, uniqueTag } from "@/test/factories";
import { get, put } from "@/test/requests";

const app = await testApp();

describe("GET /api/users?q=", () => {
  it("finds players by part of their name, case and spaces ignored, prefix first, by name", async () => {
    const tag = uniqueTag().slice(0, 6);
    const inside = await buildUser(app, { name: `Zed ${tag}` });
    const prefix = await buildUser(app, { name: `${tag} Bravo` });
    const prefix2 = await buildUser(app, { name: `${tag} alpha` });
    const viewer = await buildUser(app);
    const res = await injectAs(app, viewer, get(`/api/users?q=${tag.toUpperCase()}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { _id: string }) => u._id)).toEqual([
      prefix2.id,
      prefix.id,
      inside.id,
    ]);
    expectPublicOnly(res.body, [inside.email, prefix.email, prefix2.email]);
  });

  it("matches 1–2 characters at the start of names only, in name key order, filtered and limited", async () => {
    // Two letters no other test's player starts with: CJK ideographs picked at random.
    const letter = () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 20_000));
    const part = `${letter()}${letter()}`;
    const last = await buildUser(app, { name: `${part}zz one` });
    const first = await buildUser(app, { name: `${part} Aa` });
    const oce = await buildUser(app, { name: `${part}Bb`, region: "OCE" });
    const middle = await buildUser(app, { name: `${part}mm` });
    const inside = await buildUser(app, { name: `Xx${part}yy` });
    const viewer = await buildUser(app);
    const ids = async (query: string) => {
      const res = await injectAs(app, viewer, get(`/api/users?${query}`));
      expect(res.statusCode, query).toBe(200);
      return res.json().map((u: { _id: string }) => u._id);
    };
    const q = encodeURIComponent(part);
    // Name keys: "<part>aa" < "<part>bb" < "<part>mm" < "<part>zzone"; the name containing
    // the two letters further in is not a match for so short a part.
    expect(await ids(`q=${q}`)).toEqual([first.id, oce.id, middle.id, last.id]);
    expect(await ids(`q=${q}&region=NA`)).toEqual([first.id, middle.id, last.id]);
    expect(await ids(`q=${q}&region=NA&limit=2`)).toEqual([first.id, middle.id]);
    expect(await ids(`q=${encodeURIComponent(` ${part[0]} ${part[1]} `)}`)).toEqual([
      first.id,
      oce.id,
      middle.id,
      last.id,
    ]);
    // Three characters or more: anywhere in the name again.
    expect(await ids(`q=${q}y`)).toEqual([inside.id]);
    expect(await ids(`q=${q}m`)).toEqual([middle.id]);
  });

  it("filters by region and returns at most `limit` (10 by default)", async () => {
    const tag = uniqueTag().slice(0, 6);
    for (let i = 0; i < 12; i += 1) {
      await buildUser(app, { name: `Many${tag} ${i}`, region: i % 2 ? "OCE" : "NA" });
    }
    const viewer = await buildUser(app);
    const all = await injectAs(app, viewer, get(`/api/users?q=many${tag}`));
    expect(all.json()).toHaveLength(10);
    const oce = await injectAs(app, viewer, get(`/api/users?q=many${tag}&region=OCE&limit=4`));
    expect(oce.json()).toHaveLength(4);
    expect(oce.json().every((u: { region: string }) => u.region === "OCE")).toBe(true);
  });

  it("treats LIKE wildcards as plain text", async () => {
    const viewer = await buildUser(app);
    const res = await injectAs(app, viewer, get("/api/users?q=%25%25"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("refuses fewer than 2 characters, a bad region and a limit over 10 with 400", async () => {
    const viewer = await buildUser(app);
    for (const query of [
      "q=a",
      "q=%20a%20",
      "",
      "q=ab&region=KR",
      "q=ab&limit=11",
      "q=ab&limit=x",
    ]) {
      const res = await injectAs(app, viewer, get(`/api/users?${query}`));
      expect(res.statusCode, query).toBe(400);
    }
    const short = await injectAs(app, viewer, get("/api/users?q=a"));
    expect(short.json().error).toContain("Type at least 2 characters to search");
  });
});

describe("GET /api/users/by-id/:id", () => {
  it("answers the player's public fields", async () => {
    const player = await buildUser(app);
    const res = await injectAs(app, await buildUser(app), get(`/api/users/by-id/${player.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: player.id, name: player.name });
    expectPublicOnly(res.body, [player.email]);
  });

  it("answers 404 'User not found' for an unknown id and 400 for a malformed one", async () => {
    const viewer = await buildUser(app);
    const unknown = await injectAs(app, viewer, get(`/api/users/by-id/${UNKNOWN_ID}`));
    expectError(unknown, 404, { error: "User not found", code: "NOT_FOUND" });
    expect((await injectAs(app, viewer, get("/api/users/by-id/nope"))).statusCode).toBe(400);
  });
});

describe("GET /api/users/:name", () => {
  it("finds a player by name ignoring case and spaces, with region and tagline", async () => {
    const player = await buildUser(app, {
      name: `Look ${uniqueTag().slice(0, 5)}`,
      region: "EUNE",
      summonerTagline: "Eu77",
    });
    const viewer = await buildUser(app);
    const name = encodeURIComponent(player.name.toLowerCase().replace(" ", ""));
    for (const query of ["", "?region=EUNE", "?region=EUNE&tagline=eu77", "?tagline=EU77"]) {
      const res = await injectAs(app, viewer, get(`/api/users/${name}${query}`));
      expect(res.statusCode, query).toBe(200);
      expect(res.json()._id).toBe(player.id);
      expectPublicOnly(res.body, [player.email]);
    }
  });

  it("answers 404 with the spec's message when the name, region or tagline does not match", async () => {
    const player = await buildUser(app, { region: "NA", summonerTagline: "NA1" });
    const viewer = await buildUser(app);
    const name = encodeURIComponent(player.name);
    const inRegion = await injectAs(app, viewer, get(`/api/users/${name}?region=EUW`));
    expectError(inRegion, 404, {
      error: `User ${player.name} was not found in EUW`,
      code: "NOT_FOUND",
    });
    const tagline = await injectAs(app, viewer, get(`/api/users/${name}?tagline=NA2`));
    expect(tagline.json().error).toBe(`User ${player.name} was not found`);
    const unknown = await injectAs(app, viewer, get("/api/users/Nobody%20Here%20Zz"));
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a tagline with '#' with the spec's message", async () => {
    const viewer = await buildUser(app);
    const res = await injectAs(app, viewer, get(`/api/users/${viewer.name}?tagline=%23NA1`));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("Tagline should not include # symbol");
  });
});

describe("PUT /api/users/:id/profile-background", () => {
  const background = { profileBackgroundImg: "Teemo Sunset", profileBackgroundBlur: "6" };

  it("lets the owner change background and blur", async () => {
    const owner = await buildUser(app);
    const res = await injectAs(
      app,
      owner,
      put(`/api/users/${owner.id}/profile-background`, background),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: owner.id, ...background });
    expectPublicOnly(res.body, [owner.email]);
  });

  it("refuses other players and admins with 403, and unknown values with 400", async () => {
    const owner = await buildUser(app);
    const url = `/api/users/${owner.id}/profile-background`;
    for (const other of [await buildUser(app), await buildAdmin(app)]) {
      const res = await injectAs(app, other, put(url, background));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    const bad = await injectAs(app, owner, put(url, { ...background, profileBackgroundBlur: "5" }));
    expect(bad.statusCode).toBe(400);
  });
});

describe("access to the users routes", () => {
  it("refuses visitors with 401 and unregistered sign-ins with 403 on every route", async () => {
    const player = await buildUser(app);
    const identity = await buildIdentity(app);
    const routes = [
      get("/api/users?q=ab"),
      get(`/api/users/by-id/${player.id}`),
      get(`/api/users/${encodeURIComponent(player.name)}`),
      put(`/api/users/${player.id}/profile-background`, {}),
      put(`/api/users/${player.id}`, {}),
      put(`/api/users/${player.id}/admin`, {}),
    ];
    for (const route of routes) {
      const visitor = await app.inject(route);
      expectError(
        visitor,
        401,
        { error: "Please login to continue", code: "UNAUTHORIZED" },
        route.url,
      );
      const unregistered = await injectAs(app, identity, route);
      expect(unregistered.statusCode, route.url).toBe(403);
    }
  });

  it("lets an admin read like any player", async () => {
    const player = await buildUser(app);
    const admin = await buildAdmin(app);
    for (const url of [
      `/api/users?q=${encodeURIComponent(player.name)}`,
      `/api/users/by-id/${player.id}`,
      `/api/users/${encodeURIComponent(player.name)}`,
    ]) {
      const res = await injectAs(app, admin, get(url));
      expect(res.statusCode, url).toBe(200);
      expectPublicOnly(res.body, [player.email, admin.email]);
    }
  });
});
