import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { ageCancellations, calendarRowsOf, parseEvents } from "@/test/calendar";
import { expectError } from "@/test/assertions";
import {
  addCasters,
  buildAdmin,
  buildScrim,
  buildUser,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { authRequests, get, post } from "@/test/requests";
import { lobbyRequests, scrimEditOf, scrimRequests } from "@/test/scrim-requests";
import { DAY, HOUR, fromNow } from "@/test/time";

const PUBLIC_URL = "https://scrims.test";
const app = await testApp({ PUBLIC_URL });

const calendarLink = get("/api/users/me/calendar");
const regenerate = post("/api/users/me/calendar/regenerate");
const uidOf = (scrimId: string) => `${scrimId}@scrims.test`;
/** iCalendar times are whole seconds: what an event's start reads as. */
const inSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();
/** DTSTART in UTC, as RFC 5545's form 2 ("Z"), never floating or with a zone. */
const utcStart = (date: Date) => `DTSTART:${inSeconds(date).replace(/[-:]|\.000/g, "")}`;

async function linkOf(user: TestUser): Promise<string> {
  const res = await injectAs(app, user, calendarLink);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url;
}

/** Reads a feed link as a calendar app would: no session, just the URL. */
async function readFeed(url: string) {
  return parseEvents((await readFeedText(url)).body);
}

async function readFeedText(url: string) {
  const res = await app.inject(get(url.slice(PUBLIC_URL.length)));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  return res;
}

describe("the private calendar link", () => {
  it("is made on the first call, absolute under PUBLIC_URL, and the same afterwards", async () => {
    const player = await buildUser(app);
    const first = await linkOf(player);
    expect(first).toMatch(/^https:\/\/scrims\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await linkOf(player)).toBe(first);
    expect(await linkOf(await buildUser(app))).not.toBe(first);
  });

  it("gives one secret to two first calls at once", async () => {
    const player = await buildUser(app);
    const [a, b] = await Promise.all([
      injectAs(app, player, calendarLink),
      injectAs(app, player, calendarLink),
    ]);
    expect(a.json()).toEqual(b.json());
  });

  it("regenerates: the old link answers 404 from then on, the new one works", async () => {
    const player = await buildUser(app);
    const old = await linkOf(player);
    const res = await injectAs(app, player, regenerate);
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect(await linkOf(player)).toBe(fresh);
    expectError(await app.inject(get(old.slice(PUBLIC_URL.length))), 404, {
      error: "Calendar not found",
      code: "NOT_FOUND",
    });
    await readFeed(fresh);
  });

  it("goes with the account: the link answers 404 and the feed and its cancellations are deleted", async () => {
    const player = await buildUser(app);
    const scrim = await buildScrim(app, { gameStartTime: fromNow(DAY) });
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top", user: player }]);
    const url = await linkOf(player);
    expect((await readFeed(url)).has(uidOf(scrim.id))).toBe(true);

    const res = await injectAs(app, player, authRequests.deleteAccount);
    expect(res.statusCode, res.body).toBe(204);

    expectError(await app.inject(get(url.slice(PUBLIC_URL.length))), 404, {
      error: "Calendar not found",
      code: "NOT_FOUND",
    });
    // Not merely hidden behind the deleted account: the secret and the freed seat's event are gone.
    expect(await calendarRowsOf(app, player.id)).toEqual({ feeds: 0, cancellations: 0 });
  });

  it("answers 404 for an unknown or malformed secret, and 401 to the link routes without a session", async () => {
    for (const url of [
      `/api/calendar/${"a".repeat(43)}.ics`,
      "/api/calendar/short.ics",
      `/api/calendar/${"a".repeat(42)}%00.ics`,
    ]) {
      expect((await app.inject(get(url))).statusCode, url).toBe(404);
    }
    expect((await app.inject(calendarLink)).statusCode).toBe(401);
    expect((await app.inject(regenerate)).statusCode).toBe(401);
  });
});

describe("GET /api/calendar/{secret}.ics", () => {
  it("holds every scrim the player is seated in or casts from 30 days back, in UTC, one hour, linked", async () => {
    const player = await buildUser(app);
    const seated = await buildScrim(app, { gameStartTime: fromNow(2 * DAY), region: "EUW" });
    const casting = await buildScrim(app, { gameStartTime: fromNow(-3 * DAY) });
    const tooOld = await buildScrim(app, { gameStartTime: fromNow(-31 * DAY) });
    const others = await buildScrim(app, { gameStartTime: fromNow(DAY) });
    await seatPlayers(app, seated.id, [{ team: "teamTwo", role: "Mid", user: player }]);
    await seatPlayers(app, tooOld.id, [{ team: "teamOne", role: "Top", user: player }]);
    await seatPlayers(app, others.id, [{ team: "teamOne", role: "Top" }]);
    await addCasters(app, casting.id, [player]);

    const res = await readFeedText(await linkOf(player));
    const events = parseEvents(res.body);
    expect(res.body).toContain(utcStart(seated.gameStartTime));
    expect([...events.keys()].sort()).toEqual([uidOf(seated.id), uidOf(casting.id)].sort());
    const event = events.get(uidOf(seated.id))!;
    expect(event.summary).toBe(seated.title);
    expect(event.start.toISOString()).toBe(inSeconds(seated.gameStartTime));
    expect(event.end!.getTime() - event.start.getTime()).toBe(HOUR);
    // URL;VALUE=URI: node-ical keeps the parameter beside the value.
    expect(event.url).toMatchObject({ val: `${PUBLIC_URL}/scrims/${seated.id}` });
    expect(event.status).toBe("CONFIRMED");
    expect(event.description).toContain("You play Mid on Red Side");
    expect(events.get(uidOf(casting.id))!.description).toContain("casting");
  });

  it("raises SEQUENCE on each change of the scrim and on seat changes", async () => {
    const player = await buildUser(app);
    const scrim = await buildScrim(app, { gameStartTime: fromNow(DAY) });
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "ADC", user: player }]);
    const url = await linkOf(player);
    const sequence = async () => Number((await readFeed(url)).get(uidOf(scrim.id))!.sequence);
    const before = await sequence();

    const admin = await buildAdmin(app);
    const moved = fromNow(DAY + 2 * HOUR);
    const edit = scrimEditOf(scrim, { title: "Moved scrim", gameStartTime: moved });
    expect((await injectAs(app, admin, scrimRequests.edit(scrim.id, edit))).statusCode).toBe(200);
    const afterEdit = await sequence();
    expect(afterEdit).toBeGreaterThan(before);
    const event = (await readFeed(url)).get(uidOf(scrim.id))!;
    expect(event.summary).toBe("Moved scrim");
    expect(event.start.toISOString()).toBe(inSeconds(moved));

    // The same edit again changes nothing the event shows: the SEQUENCE stays.
    await injectAs(app, admin, scrimRequests.edit(scrim.id, edit));
    expect(await sequence()).toBe(afterEdit);

    const joined = await buildUser(app);
    await injectAs(app, joined, lobbyRequests.insertPlayer(scrim.id, joined.id, "teamTwo", "Top"));
    expect(await sequence()).toBeGreaterThan(afterEdit);
  });

  it("keeps a scrim the player left as CANCELLED with a higher SEQUENCE, live again when they return", async () => {
    const player = await buildUser(app);
    const scrim = await buildScrim(app, { gameStartTime: fromNow(DAY) });
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Jungle", user: player }]);
    const url = await linkOf(player);
    const live = (await readFeed(url)).get(uidOf(scrim.id))!;

    const left = await injectAs(app, player, lobbyRequests.removePlayer(scrim.id, player.id));
    expect(left.statusCode, left.body).toBe(200);
    const cancelled = (await readFeed(url)).get(uidOf(scrim.id))!;
    expect(cancelled.status).toBe("CANCELLED");
    expect(Number(cancelled.sequence)).toBeGreaterThan(Number(live.sequence));
    expect(cancelled.start.toISOString()).toBe(inSeconds(scrim.gameStartTime));

    await injectAs(app, player, lobbyRequests.insertPlayer(scrim.id, player.id, "teamTwo", "Mid"));
    const back = (await readFeed(url)).get(uidOf(scrim.id))!;
    expect(back.status).toBe("CONFIRMED");
    expect(Number(back.sequence)).toBeGreaterThan(Number(cancelled.sequence));
  });

  it("keeps a deleted scrim 7 days as CANCELLED for its players and casters", async () => {
    const [player, caster] = [await buildUser(app), await buildUser(app)];
    const scrim = await buildScrim(app, { gameStartTime: fromNow(DAY) });
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Support", user: player }]);
    await addCasters(app, scrim.id, [caster]);
    const [playerUrl, casterUrl] = [await linkOf(player), await linkOf(caster)];
    const live = (await readFeed(playerUrl)).get(uidOf(scrim.id))!;

    const removed = await injectAs(app, await buildAdmin(app), scrimRequests.remove(scrim.id));
    expect(removed.statusCode).toBe(204);

    for (const url of [playerUrl, casterUrl]) {
      const event = (await readFeed(url)).get(uidOf(scrim.id))!;
      expect(event.status).toBe("CANCELLED");
      expect(event.summary).toBe(`Cancelled: ${scrim.title}`);
      expect(Number(event.sequence)).toBeGreaterThan(Number(live.sequence));
    }

    // Eight days later the cancellation is gone from the feed.
    await ageCancellations(app, scrim.id, 8);
    expect((await readFeed(playerUrl)).has(uidOf(scrim.id))).toBe(false);
  });
});

describe("GET /api/scrims/{id}/calendar.ics", () => {
  it("downloads the one event for whoever may see the scrim, private ones by their link", async () => {
    const scrim = await buildScrim(app, { isPrivate: true, gameStartTime: fromNow(3 * DAY) });
    const url = `/api/scrims/${scrim.id}/calendar.ics`;

    const res = await injectAs(app, await buildUser(app), get(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="scrim-${scrim.id}.ics"`);
    const events = parseEvents(res.body);
    expect([...events.keys()]).toEqual([uidOf(scrim.id)]);
    expect(events.get(uidOf(scrim.id))!.start.toISOString()).toBe(inSeconds(scrim.gameStartTime));
    expect(res.body).toContain(utcStart(scrim.gameStartTime));
  });

  it("refuses a visitor (401), an unknown scrim (404) and a malformed id (400)", async () => {
    const scrim = await buildScrim(app);
    expect((await app.inject(get(`/api/scrims/${scrim.id}/calendar.ics`))).statusCode).toBe(401);
    const viewer = await buildUser(app);
    const unknown = await injectAs(
      app,
      viewer,
      get(`/api/scrims/${crypto.randomUUID()}/calendar.ics`),
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await injectAs(app, viewer, get("/api/scrims/nope/calendar.ics"));
    expect(bad.statusCode).toBe(400);
  });
});
