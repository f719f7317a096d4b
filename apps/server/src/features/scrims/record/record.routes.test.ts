import { describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  UNKNOWN_ID,
  addCasters,
  buildAdmin,
  buildScrim,
  buildUser,
  seatPlayers,
  type TestScrim,
  type TestUser,
} from "@/test/factories";
import { DAY } from "@/test/time";
import { get } from "@/test/requests";

const app = await testApp();

const ids = (scrims: { _id: string }[]) => scrims.map((scrim) => scrim._id);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type CreatedEntry = { days: number; isPrivate?: boolean };

/** Scrims `creator` made, one per entry, starting that many days ago (private when it says so). */
async function scrimsCreatedBy<const E extends readonly CreatedEntry[]>(
  creator: TestUser,
  entries: E,
): Promise<{ [K in keyof E]: TestScrim }> {
  const made: TestScrim[] = [];
  for (const { days, isPrivate = false } of entries) {
    made.push(
      await buildScrim(app, { createdById: creator.id, gameStartTime: daysAgo(days), isPrivate }),
    );
  }
  return made as { [K in keyof E]: TestScrim };
}

/**
 * A player with: 2 wins, 1 loss, 1 game without a result, 1 cast of a decided game, 1 cast of
 * an undecided one, and a private decided game (a win).
 */
async function playerWithHistory(player: TestUser) {
  const won1 = await buildScrim(app, { gameStartTime: daysAgo(9), teamWon: "teamOne" });
  const won2 = await buildScrim(app, { gameStartTime: daysAgo(8), teamWon: "teamTwo" });
  const lost = await buildScrim(app, { gameStartTime: daysAgo(7), teamWon: "teamTwo" });
  const open = await buildScrim(app, { gameStartTime: daysAgo(1) });
  const castDecided = await buildScrim(app, { gameStartTime: daysAgo(6), teamWon: "teamOne" });
  const castOpen = await buildScrim(app, { gameStartTime: daysAgo(2) });
  const privateWin = await buildScrim(app, {
    gameStartTime: daysAgo(5),
    teamWon: "teamOne",
    isPrivate: true,
  });
  await seatPlayers(app, won1.id, [{ team: "teamOne", role: "Top", user: player }]);
  await seatPlayers(app, won2.id, [{ team: "teamTwo", role: "Mid", user: player }]);
  await seatPlayers(app, lost.id, [{ team: "teamOne", role: "ADC", user: player }]);
  await seatPlayers(app, open.id, [{ team: "teamOne", role: "ADC", user: player }]);
  await seatPlayers(app, privateWin.id, [{ team: "teamOne", role: "Jungle", user: player }]);
  await addCasters(app, castDecided.id, [player]);
  await addCasters(app, castOpen.id, [player]);
  return { won1, won2, lost, open, castDecided, castOpen, privateWin };
}

describe("GET /api/users/:id/scrims", () => {
  it("answers the played and casted scrims, newest first, with stats from stored results", async () => {
    const player = await buildUser(app);
    const h = await playerWithHistory(player);
    await buildScrim(app, { gameStartTime: daysAgo(3) });
    const res = await injectAs(app, player, get(`/api/users/${player.id}/scrims`));
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().scrims)).toEqual([
      h.open.id,
      h.castOpen.id,
      h.privateWin.id,
      h.castDecided.id,
      h.lost.id,
      h.won2.id,
      h.won1.id,
    ]);
    // 3 wins (private included) × 3 + 1 loss × 0.5 + 1 cast of a decided game = 10.5 EXP.
    expect(res.json().stats).toEqual({
      userExp: 10.5,
      userLevel: 2,
      expProgress: 0.5,
      expNeeded: 10,
      expProgressPercent: 5,
      userWinrate: 75,
      userGamesPlayedCount: 4,
      userGamesCastedCount: 1,
    });
    expect(res.json().page).toEqual({ total: 7, matching: 7, next: null });
    expect(res.body).not.toContain("email");
  });

  it("hides private scrims from other players but not from admins; stats stay the same", async () => {
    const player = await buildUser(app);
    const h = await playerWithHistory(player);
    const other = await injectAs(app, await buildUser(app), get(`/api/users/${player.id}/scrims`));
    expect(ids(other.json().scrims)).not.toContain(h.privateWin.id);
    expect(other.json().scrims).toHaveLength(6);
    expect(other.json().page).toEqual({ total: 6, matching: 6, next: null });
    expect(other.json().stats.userGamesPlayedCount).toBe(4);
    const admin = await injectAs(app, await buildAdmin(app), get(`/api/users/${player.id}/scrims`));
    expect(ids(admin.json().scrims)).toContain(h.privateWin.id);
  });

  it("starts at level 1 with nothing played", async () => {
    const player = await buildUser(app);
    const res = await injectAs(app, player, get(`/api/users/${player.id}/scrims`));
    expect(res.json()).toEqual({
      scrims: [],
      page: { total: 0, matching: 0, next: null },
      stats: {
        userExp: 0,
        userLevel: 1,
        expProgress: 0,
        expNeeded: 10,
        expProgressPercent: 0,
        userWinrate: 0,
        userGamesPlayedCount: 0,
        userGamesCastedCount: 0,
      },
    });
  });
});

describe("GET /api/users/:id/created-scrims", () => {
  it("answers the scrims the user created, newest first; private ones for the creator and admins", async () => {
    const creator = await buildAdmin(app);
    const [old, hidden, recent] = await scrimsCreatedBy(creator, [
      { days: 3 },
      { days: 2, isPrivate: true },
      { days: 1 },
    ]);
    const own = await injectAs(app, creator, get(`/api/users/${creator.id}/created-scrims`));
    expect(own.statusCode).toBe(200);
    expect(ids(own.json().scrims)).toEqual([recent.id, hidden.id, old.id]);
    expect(own.json().page).toEqual({ total: 3, matching: 3, next: null });
    const player = await injectAs(
      app,
      await buildUser(app),
      get(`/api/users/${creator.id}/created-scrims`),
    );
    expect(ids(player.json().scrims)).toEqual([recent.id, old.id]);
    expect(player.json().page).toEqual({ total: 2, matching: 2, next: null });
    const admin = await injectAs(
      app,
      await buildAdmin(app),
      get(`/api/users/${creator.id}/created-scrims`),
    );
    expect(ids(admin.json().scrims)).toEqual([recent.id, hidden.id, old.id]);
    expect(admin.body).not.toContain("email");
  });
});

/** Every page of a profile list, following `page.next` from the first. */
async function allPages(viewer: TestUser, url: string) {
  const pages: { scrims: { _id: string }[]; page: { total: number; matching: number } }[] = [];
  let after: string | null = null;
  do {
    const separator = url.includes("?") ? "&" : "?";
    const res = await injectAs(
      app,
      viewer,
      get(`${url}${after ? `${separator}after=${after}` : ""}`),
    );
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json());
    after = res.json().page.next;
  } while (after);
  return pages;
}

describe("paging of the profile lists", () => {
  it("pages the created scrims by start, either way, with the list's counts on every page", async () => {
    const creator = await buildAdmin(app);
    const made = await scrimsCreatedBy(
      creator,
      [5, 4, 3, 2, 1].map((days) => ({ days })),
    );
    const newestFirst = made.map((scrim) => scrim.id).reverse();
    const pages = await allPages(creator, `/api/users/${creator.id}/created-scrims?limit=2`);
    expect(pages.map((page) => ids(page.scrims))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
    ]);
    for (const { page } of pages) {
      expect(page).toMatchObject({ total: 5, matching: 5 });
    }
    const oldestFirst = await allPages(
      creator,
      `/api/users/${creator.id}/created-scrims?limit=3&order=asc`,
    );
    expect(oldestFirst.flatMap((page) => ids(page.scrims))).toEqual([...newestFirst].reverse());
  });

  it("keeps its place when a scrim is added between two pages", async () => {
    const creator = await buildAdmin(app);
    const [older, middle, newer] = await scrimsCreatedBy(creator, [
      { days: 3 },
      { days: 2 },
      { days: 1 },
    ]);
    const url = `/api/users/${creator.id}/created-scrims?limit=2`;
    const first = await injectAs(app, creator, get(url));
    expect(ids(first.json().scrims)).toEqual([newer.id, middle.id]);
    expect(first.json().page.next).toBe(middle.id);
    await buildScrim(app, { createdById: creator.id, gameStartTime: new Date() });
    const second = await injectAs(app, creator, get(`${url}&after=${first.json().page.next}`));
    expect(ids(second.json().scrims)).toEqual([older.id]);
    expect(second.json().page).toEqual({ total: 4, matching: 4, next: null });
  });

  it("filters the created scrims to public or private ones on the server", async () => {
    const creator = await buildAdmin(app);
    const [open, closed] = await scrimsCreatedBy(creator, [
      { days: 2 },
      { days: 1, isPrivate: true },
    ]);
    const url = `/api/users/${creator.id}/created-scrims`;
    const onlyPrivate = await injectAs(app, creator, get(`${url}?filter=private`));
    expect(ids(onlyPrivate.json().scrims)).toEqual([closed.id]);
    expect(onlyPrivate.json().page).toEqual({ total: 2, matching: 1, next: null });
    const onlyPublic = await injectAs(app, creator, get(`${url}?filter=public`));
    expect(ids(onlyPublic.json().scrims)).toEqual([open.id]);
    // Another player never learns of the private one, not even by its count.
    const player = await buildUser(app);
    const theirs = await injectAs(app, player, get(`${url}?filter=private`));
    expect(theirs.json()).toEqual({ scrims: [], page: { total: 1, matching: 0, next: null } });
  });

  it("filters the participated scrims as the profile names them, across pages", async () => {
    const player = await buildUser(app);
    const h = await playerWithHistory(player);
    const captained = await buildScrim(app, {
      gameStartTime: daysAgo(4),
      teamWon: "teamTwo",
      lobbyHostId: player.id,
    });
    await seatPlayers(app, captained.id, [{ team: "teamTwo", role: "Support", user: player }]);
    const expected = {
      played: [h.open, captained, h.privateWin, h.lost, h.won2, h.won1],
      casted: [h.castOpen, h.castDecided],
      captain: [captained],
      won: [captained, h.privateWin, h.won2, h.won1],
      lost: [h.lost],
    };
    for (const [filter, scrims] of Object.entries(expected)) {
      const pages = await allPages(
        player,
        `/api/users/${player.id}/scrims?filter=${filter}&limit=2`,
      );
      expect(
        pages.flatMap((page) => ids(page.scrims)),
        filter,
      ).toEqual(scrims.map((scrim) => scrim.id));
      expect(pages[0]?.page, filter).toEqual({
        total: 8,
        matching: scrims.length,
        next: scrims.length > 2 ? scrims[1]?.id : null,
      });
    }
  });

  it("answers a bad page query with 400 and the reason", async () => {
    const viewer = await buildUser(app);
    const cases: [string, string][] = [
      ["limit=0", "limit must be at least 1"],
      ["limit=51", "limit must be at most 50"],
      ["limit=two", "limit must be a number"],
      ["order=newest", "order must be desc or asc"],
      ["after=nope", "after must be a scrim id"],
    ];
    for (const suffix of ["scrims", "created-scrims"]) {
      for (const [query, reason] of cases) {
        const res = await injectAs(app, viewer, get(`/api/users/${viewer.id}/${suffix}?${query}`));
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toContain(reason);
      }
    }
    const filter = await injectAs(
      app,
      viewer,
      get(`/api/users/${viewer.id}/created-scrims?filter=won`),
    );
    expect(filter.statusCode).toBe(400);
    expect(filter.json().error).toContain("filter must be one of none, public, private");
  });
});

describe("access and routing of the record routes", () => {
  it("refuses visitors (401) and answers 404 for unknown users, 400 for malformed ids", async () => {
    const viewer = await buildUser(app);
    for (const suffix of ["scrims", "created-scrims"]) {
      expect((await app.inject(get(`/api/users/${viewer.id}/${suffix}`))).statusCode).toBe(401);
      const unknown = await injectAs(app, viewer, get(`/api/users/${UNKNOWN_ID}/${suffix}`));
      expectError(unknown, 404, { error: "User not found", code: "NOT_FOUND" });
      expect((await injectAs(app, viewer, get(`/api/users/nope/${suffix}`))).statusCode).toBe(400);
    }
  });

  it("lives beside GET /api/users/:name: both answer", async () => {
    const player = await buildUser(app);
    const viewer = await buildUser(app);
    const byName = await injectAs(
      app,
      viewer,
      get(`/api/users/${encodeURIComponent(player.name)}`),
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()._id).toBe(player.id);
    const byId = await injectAs(app, viewer, get(`/api/users/by-id/${player.id}`));
    expect(byId.json()._id).toBe(player.id);
    const record = await injectAs(app, viewer, get(`/api/users/${player.id}/scrims`));
    expect(record.statusCode).toBe(200);
    expect(record.json()).toHaveProperty("stats");
    const named = await buildUser(app, { name: "scrims" });
    const nameScrims = await injectAs(app, viewer, get("/api/users/scrims"));
    expect(nameScrims.statusCode).toBe(200);
    expect(nameScrims.json()._id).toBe(named.id);
  });
});
