import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, injectAs } from "@/test/app";
import {
  addCasters,
  addToWaitlist,
  buildAdmin,
  buildPlayedScrim,
  buildScrim,
  buildSession,
  buildUser,
  seatPlayers,
  ALL_SEATS,
  type TestUser,
} from "@/test/factories";
import { recordPastGames } from "@/test/attendance";
import { banWindow } from "@/test/bans";
import { dbTools, dumpTools } from "@/test/db-dumps";
import { cleanUpProcesses, tempDir } from "@/test/processes";
import { get, post, put } from "@/test/requests";
import {
  checkInRequests,
  lobbyRequests,
  scrimEditPayload,
  scrimRequests,
  waitlistRequests,
} from "@/test/scrim-requests";
import { social } from "@/test/social";
import { DAY, HOUR, MINUTE, fromNow } from "@/test/time";

// The round trip of issue 15: seed the embedded database through the API, `db:export` it (the
// real CLI, in a process of its own), `db:import` it into a fresh PostgreSQL database, start the
// app on that and compare every answer with the PGlite app's. The target is the run's PostgreSQL
// server (DATABASE_URL) when set, else the one on 127.0.0.1:5432 when it answers; on a machine
// without PostgreSQL, a new embedded database (`--to-data-dir`), so the round trip always runs.

afterAll(cleanUpProcesses);

const { server, freshTarget, smallDump } = await dumpTools();

// --- The source: the embedded database in a data folder, seeded through the API. ---------------

const sourceDir = tempDir("scrims-export-");
const sourceEnv = { DATA_DIR: sourceDir, DATABASE_URL: "" };
const dumpFile = path.join(tempDir("scrims-dump-"), "backup.jsonl.gz");

function expectStatus(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
}

type Seed = {
  admin: TestUser;
  players: TestUser[];
  tokens: Map<string, string>;
  scrimIds: string[];
  conversationIds: string[];
  calendarSecret: string;
};

async function seed(app: App): Promise<Seed> {
  const admin = await buildAdmin(app, { name: "Export Admin" });
  const ana = await buildUser(app, { name: "Ana Export" });
  const bo = await buildUser(app, { name: "Bo Export", region: "EUW" });
  const cy = await buildUser(app, { name: "Cy Export" });
  const dee = await buildUser(app, { name: "Dee Export" });
  const banned = await buildUser(app, { name: "Banned Export" });
  // A played scrim with a winner (set through the API).
  const played = await buildPlayedScrim(app, { host: ana });
  expectStatus(
    await injectAs(app, admin, lobbyRequests.setWinner(played.scrim.id, "teamTwo")),
    200,
  );
  // An upcoming scrim made through the API: players take seats, a caster, then it fills up and
  // has a waitlist.
  const createdRes = await injectAs(
    app,
    admin,
    scrimRequests.create({ gameStartTime: fromNow(3 * HOUR).toISOString(), region: "NA" }),
  );
  expectStatus(createdRes, 200);
  const upcomingId = (createdRes.json() as { _id: string })._id;
  expectStatus(
    await injectAs(app, bo, lobbyRequests.insertPlayer(upcomingId, bo.id, "teamOne", "Mid")),
    200,
  );
  expectStatus(
    await injectAs(app, cy, lobbyRequests.insertPlayer(upcomingId, cy.id, "teamTwo", "Top")),
    200,
  );
  await addCasters(app, upcomingId, [dee]);
  await seatPlayers(
    app,
    upcomingId,
    ALL_SEATS.filter(
      (seat) =>
        !(seat.team === "teamOne" && seat.role === "Mid") &&
        !(seat.team === "teamTwo" && seat.role === "Top"),
    ),
  );
  expectStatus(
    await injectAs(app, ana, waitlistRequests.join(upcomingId, ["Mid", "Support"])),
    200,
  );
  const waiting = await buildUser(app, { name: "Waiting Export" });
  await addToWaitlist(app, upcomingId, [{ user: waiting, roles: ["ADC"] }]);
  // A scrim starting soon, check-in open: one player checked in through the API.
  const soon = await buildScrim(app, {
    gameStartTime: fromNow(10 * MINUTE),
    checkInMinutes: 15,
    createdById: admin.id,
  });
  const soonSeats = await seatPlayers(app, soon.id, [
    { team: "teamOne", role: "Top", user: dee },
    { team: "teamTwo", role: "ADC" },
  ]);
  expectStatus(await injectAs(app, dee, checkInRequests.checkIn(soon.id)), 200);
  // A private scrim, and one edited (the calendar trigger counts its sequence up).
  const hidden = await buildScrim(app, {
    isPrivate: true,
    createdById: admin.id,
    title: "Private Export",
  });
  expectStatus(
    await injectAs(
      app,
      admin,
      put(
        `/api/scrims/${soon.id}`,
        scrimEditPayload({
          title: "Soon (edited)",
          gameStartTime: soon.gameStartTime,
          checkInMinutes: 15,
        }),
      ),
    ),
    200,
  );
  // Past games for reliability, friends, a pending request, messages, notifications.
  await recordPastGames(app, bo.id, [
    { at: new Date(Date.now() - 3 * DAY), shown: true },
    { at: new Date(Date.now() - 2 * DAY), shown: false },
  ]);
  await social.befriend(app, ana, bo);
  await social.befriend(app, ana, cy);
  expectStatus(await social.send(app, dee, ana.id), 201);
  const direct = await social.converse(app, ana, bo);
  expectStatus(
    await social.message(app, ana, direct, 'Ready for tonight? ✓ "quotes" and\nnew lines'),
    200,
  );
  expectStatus(await social.message(app, bo, direct, "Yes"), 200);
  const scrimChat = await injectAs(app, bo, get(`/api/conversations/scrim/${upcomingId}`));
  expectStatus(scrimChat, 200);
  const scrimConversation = (scrimChat.json() as { _id: string })._id;
  expectStatus(await social.message(app, bo, scrimConversation, "glhf"), 200);
  // A report, a ban from it, another ban, one lifted; a notification removed.
  const reportRes = await injectAs(
    app,
    cy,
    post("/api/reports", { targetUserId: banned.id, reason: "name", text: "Offensive name" }),
  );
  expectStatus(reportRes, 201);
  const reportId = (reportRes.json() as { report: { _id: string } }).report._id;
  expectStatus(
    await injectAs(
      app,
      admin,
      post(`/api/admin/reports/${reportId}/ban`, { ...banWindow(0, 3), reason: "Reported" }),
    ),
    200,
  );
  expectStatus(
    await injectAs(
      app,
      cy,
      post("/api/reports", { targetUserId: dee.id, reason: "other", text: "AFK" }),
    ),
    201,
  );
  expectStatus(
    await injectAs(
      app,
      admin,
      post(`/api/users/${dee.id}/ban`, { ...banWindow(0, 2), reason: "Toxic" }),
    ),
    200,
  );
  expectStatus(await injectAs(app, admin, post(`/api/users/${dee.id}/unban`)), 200);
  const notifications = await social.notifications(app, bo);
  if (notifications[0]) {
    expectStatus(
      await injectAs(
        app,
        bo,
        post(`/api/notifications/remove-user-notification/${notifications[0]._id}`),
      ),
      200,
    );
  }
  // Calendar feed link (made on the first call).
  const link = await injectAs(app, cy, get("/api/users/me/calendar"));
  expectStatus(link, 200);
  const calendarSecret = /calendar\/([^/]+)\.ics/.exec(JSON.stringify(link.json()))?.[1] ?? "";
  expect(calendarSecret).not.toBe("");

  const players = [
    ana,
    bo,
    cy,
    dee,
    banned,
    waiting,
    ...played.players,
    ...soonSeats.map((s) => s.user),
  ];
  const tokens = new Map<string, string>();
  for (const who of [admin, ana, bo, cy, dee, banned]) {
    tokens.set(
      who.name,
      await buildSession(app, who, { expiresAt: new Date(Date.now() + 30 * DAY) }),
    );
  }
  return {
    admin,
    players,
    tokens,
    scrimIds: [played.scrim.id, upcomingId, soon.id, hidden.id],
    conversationIds: [direct, scrimConversation],
    calendarSecret,
  };
}

/** Every GET a viewer can make of the seeded data, for each viewer (and signed out). */
function plan(seeded: Seed): { label: string; token?: string; url: string }[] {
  const range = `startDate=${new Date(Date.now() - DAY).toISOString()}&endDate=${new Date(Date.now() + DAY).toISOString()}`;
  const shared = [
    `/api/scrims?region=NA&${range}`,
    `/api/scrims?region=EUW&${range}`,
    ...seeded.scrimIds.flatMap((id) => [`/api/scrims/${id}`, `/api/scrims/${id}/calendar.ics`]),
    ...seeded.players
      .slice(0, 8)
      .flatMap((user) => [
        `/api/users/by-id/${user.id}`,
        `/api/users/${encodeURIComponent(user.name)}?region=${user.region}`,
        `/api/users/${user.id}/scrims`,
        `/api/users/${user.id}/created-scrims`,
        `/api/friends/user-friends/${user.id}`,
      ]),
    `/api/users?q=Export`,
    `/api/calendar/${seeded.calendarSecret}.ics`,
    `/api/site`,
  ];
  const own = [
    "/api/notifications",
    "/api/friend-requests",
    "/api/conversations",
    `/api/conversations/scrim-unread?scrimIds=${seeded.scrimIds.join(",")}`,
    "/api/users/me/calendar",
    ...seeded.conversationIds.map((id) => `/api/messages/${id}`),
    ...seeded.scrimIds.map((id) => `/api/conversations/scrim/${id}`),
    ...seeded.players.slice(0, 4).map((user) => `/api/friend-requests/check/${user.id}`),
  ];
  const adminOnly = [
    "/api/admin/reports",
    "/api/admin/reports?status=open",
    "/api/admin/all-bans-history",
    "/api/admin/dashboard/stats",
  ];
  const viewers = [...seeded.tokens.entries()];
  return [
    ...shared.map((url) => ({ label: "signed out", url })),
    ...viewers.flatMap(([name, token]) =>
      [...shared, ...own, ...(name === seeded.admin.name ? adminOnly : [])].map((url) => ({
        label: name,
        token,
        url,
      })),
    ),
  ];
}

/** An answer as compared: status and body (iCalendar without its generation stamp). */
async function answers(app: App, requests: ReturnType<typeof plan>) {
  const result: string[] = [];
  for (const request of requests) {
    const res = await app.inject({
      method: "GET",
      url: request.url,
      headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
    });
    const body = res.headers["content-type"]?.toString().startsWith("text/calendar")
      ? res.body.replace(/^DTSTAMP:.*$/gm, "DTSTAMP")
      : res.body.replace(/"requestId":"[^"]*"/, '"requestId":"…"');
    result.push(`${request.label} GET ${request.url} → ${res.statusCode} ${body}`);
  }
  return result;
}

/** A dump's rows by table, sorted (file order is a detail), and its sequences. */
function contentOf(file: string) {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8").trim().split("\n");
  const tables = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of lines.slice(1, -1)) {
    const entry = JSON.parse(line) as { table?: string; columns?: string[] };
    if (entry.table !== undefined && entry.columns !== undefined) {
      current = [];
      tables.set(entry.table, current);
    } else {
      current.push(line);
    }
  }
  const trailer = JSON.parse(lines.at(-1) ?? "{}") as { sequences: unknown };
  return {
    migrations: (JSON.parse(lines[0] ?? "{}") as { migrations: unknown }).migrations,
    tables: Object.fromEntries([...tables].map(([name, rows]) => [name, rows.sort()])),
    sequences: trailer.sequences,
  };
}

describe("db:export → db:import → the app on the copy", () => {
  it(`answers every GET as the embedded original did (target: ${server ? "PostgreSQL" : "a new embedded database"})`, async () => {
    const source = await buildTestApp(sourceEnv);
    let seeded: Seed;
    try {
      seeded = await seed(source);
      // Some reads make what they show on first use (a scrim's chat, a calendar link): one pass
      // now, so both apps later answer from the same stored state.
      await answers(source, plan(seeded));
      // While the app holds the data folder, the export is refused and writes nothing.
      const refused = await dbTools(["export", "--out", dumpFile], sourceEnv);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain("already in use by another Scrims process");
      expect(fs.existsSync(dumpFile)).toBe(false);
    } finally {
      await source.close();
    }

    const exported = await dbTools(["export", "--out", dumpFile], sourceEnv);
    expect(exported.code, exported.output).toBe(0);
    expect(exported.output).toMatch(/Exported .*: \d+ tables, \d+ rows/);

    const target = await freshTarget();
    const imported = await dbTools(["import", ...target.args, dumpFile]);
    expect(imported.code, imported.output).toBe(0);
    // Into a database that is no longer empty: refused, nothing changes.
    const again = await dbTools(["import", ...target.args, dumpFile]);
    expect(again.code, again.output).toBe(1);
    expect(again.output).toMatch(/not empty|already holds a database/);

    // The copy holds exactly the original's rows, migrations record and sequences.
    const copyFile = path.join(path.dirname(dumpFile), "copy.jsonl.gz");
    const fromCopy = target.args[0] === "--to" ? ["--from", target.args[1] ?? ""] : [];
    const reExported = await dbTools(["export", "--out", copyFile, ...fromCopy], { ...target.env });
    expect(reExported.code, reExported.output).toBe(0);
    expect(contentOf(copyFile)).toEqual(contentOf(dumpFile));

    // Both apps answer the same, for every viewer; the copy's app starts without migrating.
    const original = await buildTestApp(sourceEnv);
    const copy = await buildTestApp(target.env);
    try {
      const requests = plan(seeded);
      const [before, after] = [await answers(original, requests), await answers(copy, requests)];
      expect(after).toEqual(before);
      expect(before.filter((line) => / → 200 /.test(line)).length).toBeGreaterThan(150);

      // The calendar triggers came along: the same edit counts the event's sequence up on both.
      const scrimId = seeded.scrimIds[1] ?? "";
      const edit = put(
        `/api/scrims/${scrimId}`,
        scrimEditPayload({ title: "Edited after import", gameStartTime: fromNow(4 * HOUR) }),
      );
      const adminToken = seeded.tokens.get(seeded.admin.name) ?? "";
      expectStatus(await injectAs(original, adminToken, edit), 200);
      expectStatus(await injectAs(copy, adminToken, edit), 200);
      const sequenceOf = async (app: App) => {
        const ics = await injectAs(app, adminToken, get(`/api/scrims/${scrimId}/calendar.ics`));
        expectStatus(ics, 200);
        return /^SEQUENCE:(\d+)/m.exec(ics.body)?.[1] ?? ics.body;
      };
      expect(await sequenceOf(copy)).toBe(await sequenceOf(original));
      expect(Number(await sequenceOf(copy))).toBeGreaterThan(0);
      // New rows get new ids from the copied sequences and defaults.
      expectStatus(
        await injectAs(
          copy,
          adminToken,
          scrimRequests.create({ gameStartTime: fromNow(5 * HOUR).toISOString(), region: "NA" }),
        ),
        200,
      );
    } finally {
      await original.close();
      await copy.close();
    }
  }, 240_000);

  it("refuses a file cut short, leaving the target empty; a new embedded database takes the whole file", async () => {
    const { env, token, players, dumpFile } = await smallDump();
    const lines = zlib.gunzipSync(fs.readFileSync(dumpFile)).toString("utf8").split("\n");
    const cut = path.join(path.dirname(dumpFile), "cut.jsonl.gz");
    fs.writeFileSync(cut, zlib.gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join("\n")));

    const embedded = await freshTarget("embedded");
    for (const target of [await freshTarget("postgres"), embedded]) {
      const refused = await dbTools(["import", ...target.args, cut]);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain("cut short");
      // Nothing was left behind: the whole file imports into the same target.
      const imported = await dbTools(["import", ...target.args, dumpFile]);
      expect(imported.code, imported.output).toBe(0);
    }
    // The embedded copy is a working database.
    const [original, copy] = [await buildTestApp(env), await buildTestApp(embedded.env)];
    try {
      const url = `/api/friends/user-friends/${players[0]?.id}`;
      const [before, after] = [
        await injectAs(original, token, get(url)),
        await injectAs(copy, token, get(url)),
      ];
      expectStatus(after, 200);
      expect(after.json()).toEqual(before.json());
      expect(after.json()).toHaveLength(1);
    } finally {
      await original.close();
      await copy.close();
    }
  }, 180_000);

  it("lets exactly one of two imports started at once into the same database load it", async () => {
    const { dumpFile } = await smallDump();
    const target = await freshTarget();
    const results = await Promise.all([
      dbTools(["import", ...target.args, dumpFile]),
      dbTools(["import", ...target.args, dumpFile]),
    ]);
    expect(results.map((result) => result.code).sort(), JSON.stringify(results)).toEqual([0, 1]);
    const loser = results.find((result) => result.code === 1);
    expect(loser?.output).toMatch(/not empty|already holds a database|already in use/);
  }, 120_000);
});
