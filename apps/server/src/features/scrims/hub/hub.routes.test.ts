import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { banWindow } from "@/test/bans";
import {
  addToWaitlist,
  buildAdmin,
  buildPlayedScrim,
  buildScrim,
  buildUser,
  seatPlayers,
} from "@/test/factories";
import type { TestUser } from "@/test/factories/users";
import { scrimsRepository } from "../scrims.repository";
import { accountDetails, authRequests, userRequests } from "@/test/requests";
import { lobbyRequests, scrimEditOf, scrimRequests } from "@/test/scrim-requests";
import { DAY, HOUR, MINUTE, uniqueDay } from "@/test/time";

const app = await testApp();

type Card = {
  _id: string;
  title: string;
  version: number;
  status: string;
  teamWon: string | null;
  lobbyPassword?: string;
  createdBy: { name: string };
  teamOne: { role: string; _user: { _id: string; isBanned?: boolean } }[];
  teamTwo: { role: string; _user: { _id: string } }[];
};

/** The hub list as `viewer` gets it (PGlite and PostgreSQL runs share regions: find by id). */
async function hubList(viewer: TestUser, range: { start: Date; end: Date }, region = "NA") {
  const res = await injectAs(app, viewer, scrimRequests.list(region, range));
  expect(res.statusCode).toBe(200);
  return res.json<Card[]>();
}

async function cardOf(viewer: TestUser, range: { start: Date; end: Date }, scrimId: string) {
  return (await hubList(viewer, range)).find((card) => card._id === scrimId);
}

const seatIds = (card: Card | undefined) =>
  [...(card?.teamOne ?? []), ...(card?.teamTwo ?? [])].map((seat) => seat._user._id);

describe("GET /api/scrims served from the hub cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers a repeat load with 304 while nothing changed, and the new list once something did", async () => {
    const day = uniqueDay();
    const scrim = await buildScrim(app, { gameStartTime: day.at(3) });
    const viewer = await buildUser(app);
    const first = await injectAs(app, viewer, scrimRequests.list("NA", day));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");

    const again = await injectAs(app, viewer, {
      ...scrimRequests.list("NA", day),
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Another outsider holds the same list: same validator.
    const other = await injectAs(app, await buildUser(app), {
      ...scrimRequests.list("NA", day),
      headers: { "if-none-match": etag },
    });
    expect(other.statusCode).toBe(304);

    const admin = await buildAdmin(app);
    await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim.id, scrimEditOf(scrim, { title: "Renamed in the hub" })),
    );
    const changed = await injectAs(app, viewer, {
      ...scrimRequests.list("NA", day),
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Card[]>().map((card) => card.title)).toEqual(["Renamed in the hub"]);
  });

  it("shows every kind of change on the next load: join, move, leave, edit, winner, delete", async () => {
    const admin = await buildAdmin(app);
    const viewer = await buildUser(app);
    const player = await buildUser(app);
    const day = uniqueDay();
    const scrim = await buildScrim(app, { gameStartTime: day.at(2) });
    expect(seatIds(await cardOf(viewer, day, scrim.id))).toEqual([]);

    await injectAs(app, player, lobbyRequests.insertPlayer(scrim.id, player.id, "teamOne", "Top"));
    expect(await cardOf(viewer, day, scrim.id)).toMatchObject({
      teamOne: [{ role: "Top", _user: { _id: player.id } }],
    });

    await injectAs(app, player, lobbyRequests.movePlayer(scrim.id, player.id, "teamTwo", "Mid"));
    expect(await cardOf(viewer, day, scrim.id)).toMatchObject({
      teamOne: [],
      teamTwo: [{ role: "Mid", _user: { _id: player.id } }],
    });

    await injectAs(app, player, lobbyRequests.removePlayer(scrim.id, player.id));
    expect(seatIds(await cardOf(viewer, day, scrim.id))).toEqual([]);

    // An edit that moves it to another day takes it off this list and onto that one's.
    const nextDay = { start: day.end, end: new Date(day.end.getTime() + DAY) };
    expect(await cardOf(viewer, nextDay, scrim.id)).toBeUndefined();
    await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim.id, scrimEditOf(scrim, { gameStartTime: day.at(26) })),
    );
    expect(await cardOf(viewer, day, scrim.id)).toBeUndefined();
    expect(await cardOf(viewer, nextDay, scrim.id)).toMatchObject({ title: scrim.title });

    // To another region: gone from this region's list.
    await injectAs(
      app,
      admin,
      scrimRequests.edit(
        scrim.id,
        scrimEditOf(scrim, { gameStartTime: day.at(26), region: "EUW" }),
      ),
    );
    expect(await cardOf(viewer, nextDay, scrim.id)).toBeUndefined();
    expect((await hubList(viewer, nextDay, "EUW")).map((card) => card._id)).toContain(scrim.id);

    const range = { start: new Date(Date.now() - 3 * HOUR), end: new Date(Date.now() + HOUR) };
    const played = await buildPlayedScrim(app);
    expect(await cardOf(viewer, range, played.scrim.id)).toMatchObject({ teamWon: null });
    await injectAs(app, played.host, lobbyRequests.setWinner(played.scrim.id, "teamTwo"));
    expect(await cardOf(viewer, range, played.scrim.id)).toMatchObject({
      teamWon: "teamTwo",
      status: "previous",
    });

    await injectAs(app, admin, scrimRequests.remove(played.scrim.id));
    expect(await cardOf(viewer, range, played.scrim.id)).toBeUndefined();
  });

  it("takes a committed change into the kept list in place, with no database read, and never an older version", async () => {
    const day = uniqueDay();
    const scrim = await buildScrim(app, { gameStartTime: day.at(4) });
    const viewer = await buildUser(app);
    const player = await buildUser(app);
    expect(seatIds(await cardOf(viewer, day, scrim.id))).toEqual([]);
    const taken = await injectAs(
      app,
      player,
      lobbyRequests.insertPlayer(scrim.id, player.id, "teamOne", "Jungle"),
    );
    const answered = taken.json<{ version: number }>();
    expect(answered.version).toBe(scrim.version + 1);

    // The list is made again from what the change committed: no scrim is read for it.
    const reads = vi.spyOn(scrimsRepository, "listByRegionAndStart");
    try {
      expect(seatIds(await cardOf(viewer, day, scrim.id))).toEqual([player.id]);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }

    // A copy older than the kept one (a late effect) leaves the list as it is.
    const [kept] = await scrimsRepository.loadAggregates(app.deps.db, [
      (await scrimsRepository.findById(app.deps.db, scrim.id))!,
    ]);
    const older = { ...kept!, scrim: { ...kept!.scrim, version: 0, title: "Older" }, players: [] };
    await app.deps.hubList.scrimSaved(older);
    expect(await cardOf(viewer, day, scrim.id)).toMatchObject({
      title: scrim.title,
      version: answered.version,
    });
    expect(seatIds(await cardOf(viewer, day, scrim.id))).toEqual([player.id]);
  });

  it("shows a player's new name in every list once they change it", async () => {
    const day = uniqueDay();
    const creator = await buildAdmin(app);
    const scrim = await buildScrim(app, { gameStartTime: day.at(5), createdById: creator.id });
    const viewer = await buildUser(app);
    expect(await cardOf(viewer, day, scrim.id)).toMatchObject({
      createdBy: { name: creator.name },
    });

    const details = accountDetails();
    const res = await injectAs(app, creator, authRequests.updateUser(details));
    expect(res.statusCode).toBe(200);
    expect(await cardOf(viewer, day, scrim.id)).toMatchObject({
      createdBy: { name: details.name },
    });
  });

  it("gives members their private scrims and lobby details, and never to others from the same list", async () => {
    const range = { start: new Date(Date.now() - 3 * HOUR), end: new Date(Date.now() + HOUR) };
    const secret = await buildPlayedScrim(app, { overrides: { isPrivate: true } });
    const open = await buildPlayedScrim(app);
    const outsider = await buildUser(app);

    const outsiders = await hubList(outsider, range);
    expect(outsiders.map((card) => card._id)).not.toContain(secret.scrim.id);
    expect(outsiders.find((card) => card._id === open.scrim.id)?.lobbyPassword).toBeUndefined();

    const mine = await hubList(secret.players[0]!, range);
    expect(mine.find((card) => card._id === secret.scrim.id)?.lobbyPassword).toBe(
      secret.scrim.lobbyPassword,
    );
    // A public scrim they do not play in: what everyone sees.
    expect(mine.find((card) => card._id === open.scrim.id)?.lobbyPassword).toBeUndefined();
    expect((await hubList(open.players[0]!, range)).map((card) => card._id)).not.toContain(
      secret.scrim.id,
    );

    // Admins see them all, and who is banned.
    const admin = await hubList(await buildAdmin(app), range);
    expect(admin.find((card) => card._id === secret.scrim.id)?.teamOne[0]?._user.isBanned).toBe(
      false,
    );
    expect(
      outsiders.find((card) => card._id === open.scrim.id)?.teamOne[0]?._user,
    ).not.toHaveProperty("isBanned");
  });

  it("answers an admin from the kept scrims: private ones, lobby details and a ban's mark as it is given, starts, ends and is lifted", async () => {
    const day = uniqueDay();
    const secret = await buildScrim(app, { gameStartTime: day.at(20), isPrivate: true });
    const [seat] = await seatPlayers(app, secret.id, [{ team: "teamOne", role: "Top" }]);
    const player = seat!.user;
    const admin = await buildAdmin(app);
    const mark = async () => {
      const card = await cardOf(admin, day, secret.id);
      expect(card?.lobbyPassword).toBe(secret.lobbyPassword);
      return card?.teamOne[0]?._user.isBanned;
    };
    const first = await injectAs(app, admin, scrimRequests.list("NA", day));
    const repeat = await injectAs(app, admin, {
      ...scrimRequests.list("NA", day),
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(repeat.statusCode).toBe(304);
    expect(await mark()).toBe(false);

    // Given and lifted through the API: every kept list is dropped.
    expect(
      (
        await injectAs(
          app,
          admin,
          userRequests.ban(player.id, { ...banWindow(0, 1), reason: "Griefing" }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await mark()).toBe(true);
    expect((await injectAs(app, admin, userRequests.unban(player.id))).statusCode).toBe(200);
    expect(await mark()).toBe(false);

    // One that starts in two minutes (before a kept list would be made again anyway): nothing is
    // written when it starts or ends, the kept seats' ban window and the clock decide.
    const start = Date.now() + 2 * MINUTE;
    const res = await injectAs(
      app,
      admin,
      userRequests.ban(player.id, {
        dateFrom: new Date(start).toISOString(),
        dateTo: new Date(start + DAY).toISOString(),
        reason: "Later",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await mark()).toBe(false);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(start + 1000));
    expect(await mark()).toBe(true);
    vi.setSystemTime(new Date(start + DAY + MINUTE));
    expect(await mark()).toBe(false);
  });

  it("answers a member with the outsiders' cards but for the scrims that concern them", async () => {
    const range = { start: new Date(Date.now() - 3 * HOUR), end: new Date(Date.now() + HOUR) };
    const played = await buildPlayedScrim(app);
    const others = await Promise.all([buildPlayedScrim(app), buildPlayedScrim(app)]);
    const waiting = await buildUser(app);
    const waitlisted = await buildScrim(app, { gameStartTime: new Date(Date.now() + HOUR / 2) });
    await addToWaitlist(app, waitlisted.id, [{ user: waiting, roles: ["Mid"] }]);
    await addToWaitlist(app, others[0].scrim.id, [{ user: await buildUser(app), roles: ["Top"] }]);

    const outsiders = await hubList(await buildUser(app), range);
    const byId = (cards: Card[], id: string) => cards.find((card) => card._id === id);
    for (const [viewer, own] of [
      [played.players[0]!, played.scrim.id],
      [waiting, waitlisted.id],
    ] as const) {
      const cards = await hubList(viewer, range);
      // The same scrims in the same order, and every card not theirs exactly the outsiders' one.
      expect(cards.map((card) => card._id)).toEqual(outsiders.map((card) => card._id));
      for (const card of cards.filter((card) => card._id !== own)) {
        expect(card).toEqual(byId(outsiders, card._id));
      }
      expect(byId(cards, own)).not.toEqual(byId(outsiders, own));
    }
    // Their own card as made for them: the seated player's lobby details, the waiting one's list.
    expect(byId(await hubList(played.players[0]!, range), played.scrim.id)?.lobbyPassword).toBe(
      played.scrim.lobbyPassword,
    );
    const waitingCard = byId(await hubList(waiting, range), waitlisted.id) as Card & {
      waitlist: { _user: { _id: string } }[];
    };
    expect(waitingCard.waitlist.map((entry) => entry._user._id)).toEqual([waiting.id]);

    // A member's answer is kept for their repeat loads, and never past a change of the list.
    const seated = played.players[0]!;
    const first = await injectAs(app, seated, scrimRequests.list("NA", range));
    const again = await injectAs(app, seated, {
      ...scrimRequests.list("NA", range),
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const other = others[1].scrim;
    const edited = await injectAs(
      app,
      await buildAdmin(app),
      scrimRequests.edit(other.id, scrimEditOf(other, { title: "Renamed for a member" })),
    );
    expect(edited.statusCode).toBe(200);
    expect(byId(await hubList(seated, range), other.id)?.title).toBe("Renamed for a member");
  });

  it("moves a scrim from upcoming to current to previous as time passes, with no change to it", async () => {
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 2 * HOUR);
    const range = {
      start: new Date(start.getTime() - HOUR),
      end: new Date(start.getTime() + HOUR),
    };
    const scrim = await buildScrim(app, { gameStartTime: start });
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const viewer = await buildUser(app);
    expect(await cardOf(viewer, range, scrim.id)).toMatchObject({ status: "upcoming" });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(start.getTime() + MINUTE));
    expect(await cardOf(viewer, range, scrim.id)).toMatchObject({ status: "current" });
    expect((await hubList(seat!.user, range)).find((card) => card._id === scrim.id)).toMatchObject({
      status: "current",
    });
    vi.setSystemTime(new Date(start.getTime() + 4 * HOUR));
    expect(await cardOf(viewer, range, scrim.id)).toMatchObject({ status: "previous" });
  });

  it("compresses the list with brotli or gzip as the client accepts, the same JSON", async () => {
    const day = uniqueDay();
    const created: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const scrim = await buildScrim(app, { gameStartTime: day.at(i + 1) });
      created.push(scrim.id);
      await seatPlayers(app, scrim.id, [
        { team: "teamOne", role: "Top" },
        { team: "teamTwo", role: "Top" },
      ]);
    }
    const viewer = await buildUser(app);
    const plain = await injectAs(app, viewer, scrimRequests.list("NA", day));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const res = await injectAs(app, viewer, {
        ...scrimRequests.list("NA", day),
        headers: { "accept-encoding": `${encoding}, deflate` },
      });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    // A member's own list is compressed too (made for them). Another file's scrims may share the
    // random day on PostgreSQL (one database per run): this test's own are looked for.
    const theirScrim = await buildScrim(app, { gameStartTime: day.at(9) });
    created.push(theirScrim.id);
    const member = (await seatPlayers(app, theirScrim.id, [{ team: "teamOne", role: "Mid" }]))[0]!
      .user;
    const theirs = await injectAs(app, member, {
      ...scrimRequests.list("NA", day),
      headers: { "accept-encoding": "gzip" },
    });
    expect(theirs.headers["content-encoding"]).toBe("gzip");
    const ids = JSON.parse(zlib.gunzipSync(theirs.rawPayload).toString()).map(
      (card: Card) => card._id,
    );
    expect(ids).toEqual(expect.arrayContaining(created));
  });
});

describe("GET /api/scrims/:id served from memory", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function page(viewer: TestUser, scrimId: string) {
    return injectAs(app, viewer, scrimRequests.read(scrimId));
  }

  it("answers a repeat read with no database read, and a committed change at once, still without one", async () => {
    const scrim = await buildScrim(app);
    const viewer = await buildUser(app);
    const player = await buildUser(app);
    expect((await page(viewer, scrim.id)).json<Card>().version).toBe(scrim.version);

    const reads = vi.spyOn(scrimsRepository, "findById");
    expect((await page(viewer, scrim.id)).statusCode).toBe(200);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();

    const taken = await injectAs(
      app,
      player,
      lobbyRequests.insertPlayer(scrim.id, player.id, "teamTwo", "Mid"),
    );
    expect(taken.statusCode).toBe(200);
    // The committed scrim was put in place by the change itself.
    const after = vi.spyOn(scrimsRepository, "findById");
    const card = (await page(viewer, scrim.id)).json<Card>();
    expect(after).not.toHaveBeenCalled();
    expect(card.version).toBe(scrim.version + 1);
    expect(card.teamTwo.map((seat) => seat._user._id)).toEqual([player.id]);
  });

  it("shows a player's new name, and a deleted scrim is gone", async () => {
    const creator = await buildAdmin(app);
    const scrim = await buildScrim(app, { createdById: creator.id });
    const viewer = await buildUser(app);
    expect((await page(viewer, scrim.id)).json<Card>().createdBy.name).toBe(creator.name);

    const details = accountDetails();
    expect((await injectAs(app, creator, authRequests.updateUser(details))).statusCode).toBe(200);
    expect((await page(viewer, scrim.id)).json<Card>().createdBy.name).toBe(details.name);

    expect((await injectAs(app, creator, scrimRequests.remove(scrim.id))).statusCode).toBe(204);
    expect((await page(viewer, scrim.id)).statusCode).toBe(404);
  });

  it("gives the lobby details from the kept scrim to its members only", async () => {
    const played = await buildPlayedScrim(app, { overrides: { isPrivate: true } });
    const outsider = await buildUser(app);
    const member = played.players[0]!;
    expect((await page(member, played.scrim.id)).json<Card>().lobbyPassword).toBe(
      played.scrim.lobbyPassword,
    );
    const reads = vi.spyOn(scrimsRepository, "findById");
    const seen = (await page(outsider, played.scrim.id)).json<Card>();
    expect(reads).not.toHaveBeenCalled();
    expect(seen).not.toHaveProperty("lobbyPassword");
    expect((await page(member, played.scrim.id)).json<Card>().lobbyPassword).toBe(
      played.scrim.lobbyPassword,
    );
  });

  it("gives everyone it does not concern the same bytes, with an ETag a repeat load revalidates", async () => {
    const played = await buildPlayedScrim(app);
    const [first, second] = [await buildUser(app), await buildUser(app)];
    const member = played.players[0]!;
    const a = await page(first, played.scrim.id);
    const b = await page(second, played.scrim.id);
    expect(a.headers.etag).toBeDefined();
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
    const own = await page(member, played.scrim.id);
    expect(own.headers.etag).not.toBe(a.headers.etag);
    expect(own.json<Card>().lobbyPassword).toBe(played.scrim.lobbyPassword);

    const again = await injectAs(app, first, {
      ...scrimRequests.read(played.scrim.id),
      headers: { "if-none-match": String(a.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // A change makes a new answer.
    const admin = await buildAdmin(app);
    const edit = scrimEditOf(played.scrim, { title: "Renamed" });
    expect((await injectAs(app, admin, scrimRequests.edit(played.scrim.id, edit))).statusCode).toBe(
      200,
    );
    const after = await injectAs(app, first, {
      ...scrimRequests.read(played.scrim.id),
      headers: { "if-none-match": String(a.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<Card>().title).toBe("Renamed");
  });

  it("does not keep a scrim read while a change was heard", async () => {
    const scrim = await buildScrim(app);
    const viewer = await buildUser(app);
    const findById = scrimsRepository.findById.bind(scrimsRepository);
    const reads = vi.spyOn(scrimsRepository, "findById").mockImplementationOnce(async (db, id) => {
      const row = await findById(db, id);
      // Another request's change commits while this read is on its way.
      await app.deps.hubList.invalidateRegion(scrim.region);
      return row;
    });
    expect((await page(viewer, scrim.id)).statusCode).toBe(200);
    expect((await page(viewer, scrim.id)).statusCode).toBe(200);
    expect(reads).toHaveBeenCalledTimes(2);
    // The second read was kept.
    expect((await page(viewer, scrim.id)).statusCode).toBe(200);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
