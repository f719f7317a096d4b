import { describe, expect, it } from "vitest";
import { scheduleTimedJob, scrimStartJob, scrimStartTimedJob } from "@/features/scrims/scrims.jobs";
import { twoInstancesOnOneDatabase } from "@/test/app";
import { attendanceOf, markCheckedIn } from "@/test/attendance";
import { ALL_SEATS, buildScrim, seatPlayers } from "@/test/factories";
import { loadJob, raceSchedulers } from "@/test/jobs";
import { social } from "@/test/social";
import { HOUR, ago } from "@/test/time";
import { waitFor } from "@/test/wait-for";

// Runs only with DATABASE_URL (two processes share only a real PostgreSQL): two app instances on
// one database, both polling, sweep each scrim exactly once. Their own database, so no other
// file's due jobs run here.

const apps = twoInstancesOnOneDatabase({}, { jobHandlers: [scrimStartJob] });

/**
 * A full scrim with check-in on, seated from before its window, whose Team Two did not check in;
 * its start has just passed and its job is due.
 */
async function dueScrim() {
  const first = apps.first();
  const gameStartTime = ago(1000);
  const scrim = await buildScrim(first, { gameStartTime, checkInMinutes: 15 });
  const seats = await seatPlayers(
    first,
    scrim.id,
    ALL_SEATS.map((seat) => ({ ...seat, seatedAt: ago(HOUR) })),
  );
  for (const seat of seats.filter((s) => s.team === "teamOne")) {
    await markCheckedIn(first, scrim.id, seat.user.id);
  }
  await scheduleTimedJob(first.deps.db, scrimStartTimedJob, { ...scrim, gameStartTime });
  return { scrim, absent: seats.filter((s) => s.team === "teamTwo").map((s) => s.user) };
}

describe("start sweep with two app instances on one PostgreSQL", () => {
  it("frees each no-show once and records each player once", async () => {
    const [first, second] = [apps.first(), apps.second()];
    const scrims = await Promise.all(Array.from({ length: 4 }, () => dueScrim()));
    await raceSchedulers(first, second);
    await waitFor(async () => {
      const jobs = await Promise.all(
        scrims.map(({ scrim }) => loadJob(first, `scrim-start:${scrim.id}`)),
      );
      return jobs.every((job) => job?.status === "done");
    }, "every start to be done");

    // Even run twice at once, bypassing the claim (a lease that ran out), nothing doubles.
    const [again] = scrims;
    await Promise.all([
      scrimStartJob.run(first.deps, { scrimId: again!.scrim.id }, undefined as never),
      scrimStartJob.run(second.deps, { scrimId: again!.scrim.id }, undefined as never),
    ]);

    for (const { scrim, absent } of scrims) {
      const records = await attendanceOf(first, scrim.id);
      expect(records).toHaveLength(10);
      expect(
        records
          .filter((r) => !r.shown)
          .map((r) => r.userId)
          .sort(),
      ).toEqual(absent.map((u) => u.id).sort());
      for (const user of absent) {
        const notices = await social.notifications(second, user);
        expect(notices.filter((n) => n.message.includes("did not check in"))).toHaveLength(1);
      }
    }
  });
});
