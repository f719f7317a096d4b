import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { notificationMessages } from "@scrims/shared/notifications/notifications.schema";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import type { App } from "@/app";
import { buildTestApp, injectAs, twoInstancesOnOneDatabase } from "@/test/app";
import { attendanceOf } from "@/test/attendance";
import {
  buildAdmin,
  buildUser,
  loadScrimRow,
  storedSeatsOf,
  type TestUser,
} from "@/test/factories";
import { listen } from "@/test/listen";
import { startPushService } from "@/test/push-service";
import { get, post } from "@/test/requests";
import { startRiotFake } from "@/test/riot-fake";
import {
  checkInRequests,
  createScrimThroughApi,
  joinCast,
  lobbyRequests,
  takeSeat,
  waitlistRequests,
} from "@/test/scrim-requests";
import { social } from "@/test/social";
import { MINUTE, fromNow, passMoment } from "@/test/time";
import { waitFor } from "@/test/wait-for";

// One evening of one scrim, on the real clock with the scheduler really running (every job kind,
// polling every 250 ms): on PostgreSQL two app instances share the database and the requests
// alternate between them, as behind a load balancer; on the embedded database one instance.
// Players arrive before the check-in window, during it, at the start and after it; one leaves,
// two wait on the waitlist, one is kicked, two never check in; the code comes from the Riot fake
// and the game ends there. Every seat, every attendance record, the one code, the result, and
// every notification and push are checked at the end, each exactly once.

const pushService = await startPushService();
const fake = await startRiotFake({ apiKey: "RGAPI-evening-test" });
afterAll(async () => {
  await pushService.close();
  await fake.close();
});

const env = {
  SCHEDULER: "on",
  SCHEDULER_INTERVAL_MS: "250",
  RIOT_API_KEY: fake.apiKey,
  RIOT_API_BASE_URL: `${fake.url}/{host}`,
};
const options = { pushAgent: pushService.agent };
const shared = inject("databaseUrl") ? twoInstancesOnOneDatabase(env, options) : undefined;
let single: App | undefined;
beforeAll(async () => {
  if (!shared) {
    single = await buildTestApp(env, options);
  }
});
afterAll(() => single?.close());
/** The instance that serves request `n` (they alternate when there are two). */
const instance = (n: number): App => {
  if (single) {
    return single;
  }
  return n % 2 === 0 ? shared!.first() : shared!.second();
};

/**
 * The 30 seconds within which due work runs (docs/ARCHITECTURE.md, "Background jobs"): a bound
 * on a wait, from its moment.
 */
const untilPromised = (moment: Date) => Math.max(1000, moment.getTime() + 30_000 - Date.now());

describe("an evening", () => {
  it(
    "seats, sweeps, codes and reports one scrim, telling each player each thing once",
    async () => {
      const app = instance(0);
      const baseUrl = await listen(app);
      const admin = await buildAdmin(app);
      const names = ["A1", "A2", "A3", "A4", "A5", "A6", "K", "L", "W1", "W2"] as const;
      const later = ["D1", "D2", "P1", "P2", "C"] as const;
      const players: Record<string, TestUser> = {};
      const devices = new Map<string, string>();
      for (const [n, name] of [...names, ...later].entries()) {
        const user = await buildUser(app, { puuid: `puuid-evening-${name}-${Date.now()}` });
        players[name] = user;
        const device = pushService.subscribe();
        const res = await injectAs(
          instance(n),
          user,
          post("/api/push/subscriptions", { endpoint: device.endpoint, keys: device.keys }),
        );
        expect(res.statusCode, res.body).toBe(201);
        devices.set(device.id, name);
      }
      let n = 0;
      const seat = async (name: string, team: TeamName, role: Role) => {
        const res = await takeSeat(instance(n++), players[name]!, scrimId, team, role);
        expect(res.statusCode, `${name} ${res.body}`).toBe(200);
      };
      const as = (name: string, request: Parameters<typeof injectAs>[2]) =>
        injectAs(instance(n++), players[name]!, request);

      // The check-in window opens 45 seconds from now; the game starts five minutes later.
      const opensAt = fromNow(45_000);
      const start = new Date(opensAt.getTime() + 5 * MINUTE);
      const title = `Evening ${Date.now()}`;
      const scrim = await createScrimThroughApi(app, admin, { title, start, checkInMinutes: 5 });
      const scrimId = scrim._id;

      // Before the window: seven seated, a caster, one who comes and goes, two on the waitlist.
      await seat("A1", "teamOne", "Top");
      await seat("A2", "teamTwo", "Top");
      await seat("K", "teamOne", "Jungle");
      await seat("A3", "teamTwo", "Jungle");
      await seat("A4", "teamOne", "Mid");
      await seat("A5", "teamTwo", "Mid");
      await seat("A6", "teamOne", "Support");
      await seat("L", "teamTwo", "Support");
      const left = await as("L", lobbyRequests.removePlayer(scrimId, players.L!.id));
      expect(left.statusCode, left.body).toBe(200);
      expect((await joinCast(instance(n++), players.C!, scrimId)).statusCode).toBe(200);
      for (const [name, roles] of [
        ["W1", ["Top"]],
        ["W2", ["Jungle"]],
      ] as const) {
        const res = await as(name, waitlistRequests.join(scrimId, roles));
        expect(res.statusCode, res.body).toBe(200);
      }
      // Nothing of the window has happened yet.
      expect(await social.notifications(app, players.A1!)).toEqual([]);

      // The window opens: the seven seated are told, once.
      await passMoment(opensAt);
      await waitFor(
        async () =>
          (await social.notifications(app, players.A1!)).some(
            (n) => n.message === checkInMessages.windowOpen(title),
          ),
        "the check-in opening",
        untilPromised(opensAt),
      );
      // During it: four check in, two never do; K is kicked (W2 takes his seat); two join.
      for (const name of ["A1", "A3", "A4", "A6"]) {
        const res = await as(name, checkInRequests.checkIn(scrimId));
        expect(res.statusCode, res.body).toBe(200);
      }
      const kicked = await injectAs(
        instance(n++),
        admin,
        lobbyRequests.removePlayer(scrimId, players.K!.id),
      );
      expect(kicked.statusCode, kicked.body).toBe(200);
      await seat("D1", "teamOne", "ADC");
      await seat("D2", "teamTwo", "ADC");

      // The start: A2 and A5 are swept, W1 takes A2's seat; P1 takes the seat L left, at the
      // start (before or while its job runs), and P2 the one A5 lost, after it.
      await passMoment(start, 1);
      await seat("P1", "teamTwo", "Support");
      await waitFor(
        async () => (await attendanceOf(app, scrimId)).length > 0,
        "the start sweep",
        untilPromised(start),
      );
      await seat("P2", "teamTwo", "Mid");

      // Ten seated after the start: the code is made, once, whichever instance makes it.
      const code = await waitFor(
        async () => (await loadScrimRow(app, scrimId))?.tournamentCode,
        "the tournament code",
        untilPromised(new Date()),
      );
      const teamOf = async (team: TeamName) =>
        (await storedSeatsOf(app, scrimId))
          .filter((s) => s.team === team)
          .map((s) => Object.values(players).find((p) => p.id === s.userId)!.puuid!);
      const status = await fake.reportGame(code, {
        winningTeam: await teamOf("teamOne"),
        losingTeam: await teamOf("teamTwo"),
        callbackUrl: `${baseUrl}/api/riot/callback`,
      });
      expect(status).toBe(204);
      await waitFor(async () => (await loadScrimRow(app, scrimId))?.teamWon, "the result");
      // A few more polls of every scheduler: nothing may come twice.
      await new Promise((resolve) => setTimeout(resolve, 2000));

      // Every seat, checked in.
      const seats = await storedSeatsOf(app, scrimId);
      const seatOf = (name: string) => {
        const found = seats.find((s) => s.userId === players[name]!.id);
        return found ? `${found.team}/${found.role}` : undefined;
      };
      expect(
        Object.fromEntries(
          ["A1", "W2", "A4", "D1", "A6", "W1", "A3", "P1", "D2", "P2"].map((x) => [x, seatOf(x)]),
        ),
      ).toEqual({
        A1: "teamOne/Top",
        W2: "teamOne/Jungle",
        A4: "teamOne/Mid",
        D1: "teamOne/ADC",
        A6: "teamOne/Support",
        W1: "teamTwo/Top",
        A3: "teamTwo/Jungle",
        P2: "teamTwo/Mid",
        D2: "teamTwo/ADC",
        P1: "teamTwo/Support",
      });
      expect(seats.every((s) => s.checkedInAt !== null)).toBe(true);

      // The attendance of those seated before the start, and no one else's.
      const records = Object.fromEntries(
        (await attendanceOf(app, scrimId)).map((r) => [
          Object.entries(players).find(([, p]) => p.id === r.userId)![0],
          r.shown,
        ]),
      );
      expect(records).toEqual({
        A1: true,
        A3: true,
        A4: true,
        A6: true,
        W2: true,
        D1: true,
        D2: true,
        A2: false,
        A5: false,
      });
      const reliability = async (name: string) =>
        (await injectAs(app, admin, get(`/api/users/by-id/${players[name]!.id}`))).json()
          .reliability;
      expect(await reliability("A2")).toMatchObject({ shown: 0, seated: 1 });
      expect(await reliability("P1")).toMatchObject({ shown: 0, seated: 0 });

      // One code, and the result Riot reported.
      expect([...fake.codes.values()].filter((c) => c.metadata === scrimId)).toHaveLength(1);
      expect(fake.callsTo("/lol/tournament/v5/codes")).toHaveLength(1);
      expect(await loadScrimRow(app, scrimId)).toMatchObject({
        teamWon: "teamOne",
        resultSource: "game",
      });

      // Every notification, once.
      const alert = notificationMessages.scrimAlert(title);
      const opened = checkInMessages.windowOpen(title);
      const freed = checkInMessages.seatFreed(title);
      const expected: Record<string, string[]> = {
        A1: [opened, alert],
        A3: [opened, alert],
        A4: [opened, alert],
        A6: [opened, alert],
        A2: [opened, freed],
        A5: [opened, freed],
        K: [opened],
        L: [],
        W1: [notificationMessages.seatOpened(title, "Top")],
        W2: [notificationMessages.seatOpened(title, "Jungle"), alert],
        D1: [alert],
        D2: [alert],
        P1: [],
        P2: [],
        C: [alert],
      };
      const seen: Record<string, string[]> = {};
      for (const name of Object.keys(expected)) {
        seen[name] = (await social.notifications(app, players[name]!))
          .filter((notice) => notice._relatedScrim?._id === scrimId)
          .map((notice) => notice.message)
          .sort();
      }
      expect(seen).toEqual(
        Object.fromEntries(
          Object.entries(expected).map(([name, list]) => [name, [...list].sort()]),
        ),
      );

      // Every push, once: the window's opening to the seven, a freed seat to each substitute, and
      // no "starting in 15 minutes" (its moment had passed when the scrim was made).
      const pushes: Record<string, string[]> = {};
      for (const push of pushService.received) {
        const name = devices.get(push.subscriptionId);
        if (name) {
          pushes[name] = [...(pushes[name] ?? []), (push.payload as { kind: string }).kind].sort();
        }
      }
      expect(pushes).toEqual({
        A1: ["checkInOpen"],
        A2: ["checkInOpen"],
        A3: ["checkInOpen"],
        A4: ["checkInOpen"],
        A5: ["checkInOpen"],
        A6: ["checkInOpen"],
        K: ["checkInOpen"],
        W1: ["seatFreed"],
        W2: ["seatFreed"],
      });
    },
    9 * MINUTE,
  );
});
