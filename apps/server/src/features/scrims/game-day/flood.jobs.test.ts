import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { RESOLVE_PUUID, schedulePuuidLookup } from "@/features/riot/riot.jobs";
import { testApp } from "@/test/app";
import { attendanceOf, markCheckedIn } from "@/test/attendance";
import { banThroughApi, bansOf } from "@/test/bans";
import {
  ALL_SEATS,
  buildAdmin,
  buildUser,
  buildUsers,
  loadScrimRow,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { countJobsOfKind } from "@/test/jobs";
import { startRiotFake } from "@/test/riot-fake";
import { createScrimThroughApi } from "@/test/scrim-requests";
import { social } from "@/test/social";
import { DAY, HOUR, MINUTE, ago, fromNow, passMoment } from "@/test/time";
import { waitFor } from "@/test/wait-for";

// One burst of sign-ups must not delay anyone's evening. Every registration queues a summoner
// lookup; with Riot slow (each lookup answered 1.5 s late) three hundred of them are due before
// anything else. With the real scheduler running and every job kind of the app, a scrim's start
// (its no-show sweep), a check-in opening, a ban's end and a tournament code all fall due a few
// seconds later: each must be done within the 30 seconds in which due work runs
// (docs/ARCHITECTURE.md, "Background jobs"), while most of the lookups still wait their turn in
// their own lane.

const LOOKUPS = 300;
const fake = await startRiotFake({ apiKey: "RGAPI-flood-test" });
afterAll(() => fake.close());
const app = await testApp(
  {
    RIOT_API_KEY: fake.apiKey,
    RIOT_API_BASE_URL: `${fake.url}/{host}`,
    SCHEDULER: "on",
    SCHEDULER_INTERVAL_MS: "200",
  },
  // Every job kind of the app, on a database of its own (no other file's due jobs).
  { ownDatabase: true },
);
const admin = await buildAdmin(app);

/**
 * The 30 seconds within which due work runs (docs/ARCHITECTURE.md, "Background jobs"): a bound
 * on the wait, from its moment.
 */
const untilPromised = (moment: Date) => Math.max(1000, moment.getTime() + 30_000 - Date.now());

describe("a flood of summoner lookups", () => {
  it("delays no start, check-in opening, ban end or tournament code past its time", async () => {
    fake.setLatency("/riot/account", 1500);
    // Players of the four scrims, built before the flood.
    const [sweepShown, sweepAbsent, waiting, banned] = await buildUsers(app, 4);
    const lobby: TestUser[] = [];
    for (let i = 0; i < 10; i += 1) {
      lobby.push(await buildUser(app, { puuid: `puuid-${randomUUID()}` }));
    }

    // The burst: a lookup per new account, all due now.
    const signUps = await buildUsers(app, LOOKUPS);
    for (const user of signUps) {
      await schedulePuuidLookup(app.deps, app.deps.db, user.id);
    }

    // Everything time-critical falls due a few seconds after the whole burst.
    const moment = fromNow(4000);
    const sweep = await createScrimThroughApi(app, admin, {
      title: `Flood sweep ${randomUUID().slice(0, 6)}`,
      start: moment,
      checkInMinutes: 15,
    });
    await seatPlayers(app, sweep._id, [
      { team: "teamOne", role: "Top", user: sweepShown, seatedAt: ago(HOUR) },
      { team: "teamTwo", role: "Top", user: sweepAbsent, seatedAt: ago(HOUR) },
    ]);
    await markCheckedIn(app, sweep._id, sweepShown!.id);
    const opening = await createScrimThroughApi(app, admin, {
      title: `Flood opening ${randomUUID().slice(0, 6)}`,
      start: new Date(moment.getTime() + 5 * MINUTE),
      checkInMinutes: 5,
    });
    await seatPlayers(app, opening._id, [
      { team: "teamOne", role: "Mid", user: waiting, seatedAt: ago(HOUR) },
    ]);
    const coded = await createScrimThroughApi(app, admin, {
      title: `Flood code ${randomUUID().slice(0, 6)}`,
      start: moment,
      checkInMinutes: 0,
    });
    await seatPlayers(
      app,
      coded._id,
      ALL_SEATS.map((seat, i) => ({ ...seat, user: lobby[i], seatedAt: ago(HOUR) })),
    );
    const banId = await banThroughApi(app, admin, banned!.id, {
      dateFrom: ago(DAY).toISOString(),
      dateTo: moment.toISOString(),
      reason: "Ends in the middle of the flood",
    });

    await passMoment(moment);
    await waitFor(
      async () => (await attendanceOf(app, sweep._id)).length === 2,
      "the start sweep",
      untilPromised(moment),
    );
    await waitFor(
      async () =>
        (await social.notifications(app, waiting!)).some(
          (n) => n.message === checkInMessages.windowOpen(opening.title),
        ),
      "the check-in opening",
      untilPromised(moment),
    );
    await waitFor(
      async () => (await bansOf(app, banned!.id)).find((ban) => ban.id === banId)?.liftedAt,
      "the ban's end",
      untilPromised(moment),
    );
    await waitFor(
      async () => (await loadScrimRow(app, coded._id))?.tournamentCode,
      "the tournament code",
      untilPromised(moment),
    );

    // All of it while the flood still waited in its own lane.
    expect(await countJobsOfKind(app, RESOLVE_PUUID, "pending")).toBeGreaterThan(LOOKUPS / 2);
    const records = await attendanceOf(app, sweep._id);
    expect(records.find((r) => r.userId === sweepAbsent!.id)?.shown).toBe(false);
    expect(fake.callsTo("/lol/tournament/v5/codes")).toHaveLength(1);
  }, 120_000);
});
