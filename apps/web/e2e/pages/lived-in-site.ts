import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { ROLES, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import { uniqueSuffix } from "./account-pages";
import {
  authHeaders,
  signUpAdmin,
  signUpByApi,
  signUpNamedPlayers,
  type ApiPlayer,
} from "./api-players";
import { createScrimByApi, moveScrimStartByApi, seatPlayerByApi } from "./scrim-page";
import { createFullScrim } from "./started-scrim";

/**
 * What a page needs to show more than its empty state: a player with a friend, a pending request,
 * a conversation, a report against him and three lobbies of his (open, full, finished), a banned
 * player, and a newcomer who has none of it (the empty states).
 */
export type LivedInSite = {
  admin: ApiPlayer;
  player: ApiPlayer;
  friend: ApiPlayer;
  newcomer: ApiPlayer;
  /** The player sits in it (Blue Mid) beside his friend and a banned player; someone casts. */
  openScrimId: string;
  openScrimStart: string;
  /** Ten others seated and the friend waitlisted: the player may only wait. */
  fullScrimId: string;
  /** The player won it (Blue Mid); started half an hour ago. */
  finishedScrimId: string;
  /** The player casts it, and one of every other region: each region's colours are on screen. */
  oceScrimId: string;
};

async function post(request: APIRequestContext, as: ApiPlayer, url: string, data?: object) {
  const res = await request.post(url, { headers: authHeaders(as), data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

async function patch(request: APIRequestContext, as: ApiPlayer, url: string, data?: object) {
  const res = await request.patch(url, { headers: authHeaders(as), data });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
}

/** Seeds a `LivedInSite` through the API (about 25 sign-ups). */
async function seedLivedInSite(request: APIRequestContext): Promise<LivedInSite> {
  const admin = await signUpAdmin(request);
  const [player, friend, stranger, banned, caster, newcomer] = await signUpNamedPlayers(request, [
    "Ahri",
    "Brand",
    "Corki",
    "Darius",
    "Ezreal",
    "Fiora",
  ]);

  await post(request, friend, `/api/friend-requests/send-request/${player.id}`);
  await post(request, player, `/api/friend-requests/accept-request/${player.id}`, {
    newFriendUserId: friend.id,
  });
  await post(request, stranger, `/api/friend-requests/send-request/${player.id}`);
  const conversation = await post(request, friend, "/api/conversations", {
    senderId: friend.id,
    receiverId: player.id,
  });
  await post(request, friend, "/api/messages", {
    conversationId: conversation._id,
    text: "gg, duo tonight?",
    receiverId: player.id,
  });
  await post(request, stranger, "/api/reports", {
    targetUserId: player.id,
    reason: "name",
    text: "Offensive summoner name",
  });

  const open = await createScrimByApi(request, admin, { title: `Open ${uniqueSuffix()}` });
  await seatPlayerByApi(request, open._id, player, "teamOne", "Mid");
  await seatPlayerByApi(request, open._id, friend, "teamTwo", "Top");
  await seatPlayerByApi(request, open._id, banned, "teamOne", "Top");
  await patch(request, caster, `/api/scrims/${open._id}/insert-caster/${caster.id}`);
  const dayMs = 24 * 60 * 60_000;
  await post(request, admin, `/api/users/${banned.id}/ban`, {
    dateFrom: new Date(Date.now() - 60_000).toISOString(),
    dateTo: new Date(Date.now() + 7 * dayMs).toISOString(),
    reason: "Flaming in chat",
  });

  const full = await createFullScrim(request, admin, { title: `Full ${uniqueSuffix()}` });
  await patch(request, friend, `/api/scrims/${full.scrimId}/join-waitlist`, { roles: ["Top"] });

  const finished = await createScrimByApi(request, admin, { title: `Won ${uniqueSuffix()}` });
  for (const team of TEAMS) {
    for (const role of ROLES) {
      const seated = team === "teamOne" && role === "Mid" ? player : await signUpByApi(request);
      await seatPlayerByApi(request, finished._id, seated, team, role);
    }
  }
  await moveScrimStartByApi(request, admin, finished._id, new Date(Date.now() - 30 * 60_000));
  await patch(request, admin, `/api/scrims/${finished._id}/set-winner`, {
    winnerTeamName: "teamOne",
  });

  const elsewhere: string[] = [];
  for (const region of ["OCE", "EUW", "EUNE", "LAN"]) {
    const scrim = await createScrimByApi(request, admin, {
      title: `${region} ${uniqueSuffix()}`,
      region,
    });
    await patch(request, player, `/api/scrims/${scrim._id}/insert-caster/${player.id}`);
    elsewhere.push(scrim._id);
  }

  return {
    admin,
    player,
    friend,
    newcomer,
    openScrimId: open._id,
    openScrimStart: open.gameStartTime,
    fullScrimId: full.scrimId,
    finishedScrimId: finished._id,
    oceScrimId: elsewhere[0]!,
  };
}

/**
 * The run's `LivedInSite`, seeded once: the worker that first takes the lock file in the run's
 * data folder (the e2e server's, made fresh for each run) seeds it; the others, and a worker that
 * starts again after a failed test, wait for it and read it from there.
 */
export async function livedInSiteOfRun(request: APIRequestContext): Promise<LivedInSite> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    return seedLivedInSite(request);
  }
  const file = path.join(dataDir, "e2e-lived-in-site.json");
  let seeds = false;
  try {
    fs.closeSync(fs.openSync(`${file}.lock`, "wx"));
    seeds = true;
  } catch {
    // Another worker seeds (or has seeded) the site.
  }
  if (seeds) {
    const site = await seedLivedInSite(request);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(site));
    fs.renameSync(`${file}.tmp`, file);
    return site;
  }
  const until = Date.now() + 170_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > until) {
      throw new Error(`no lived-in site at ${file}: the worker seeding it did not finish`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as LivedInSite;
}
