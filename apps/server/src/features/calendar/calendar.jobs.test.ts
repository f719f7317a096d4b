import { describe, expect, it } from "vitest";
import { scheduleJob } from "@/lib/scheduler";
import { injectAs, testApp } from "@/test/app";
import { ageCancellations, cancellationsOfScrim } from "@/test/calendar";
import { buildAdmin, buildScrim, buildUser, seatPlayers } from "@/test/factories";
import { loadJob } from "@/test/jobs";
import { waitFor } from "@/test/wait-for";
import { scrimRequests } from "@/test/scrim-requests";
import { DAY, fromNow } from "@/test/time";
import { CALENDAR_CLEANUP, calendarCleanupJob } from "./calendar.jobs";

// Only this job polls here: due work of other test files on a shared database is left alone.
const app = await testApp({}, { jobHandlers: [calendarCleanupJob] });

/** A deleted scrim's cancellation for its player, recorded `days` ago. */
async function cancellationAged(days: number): Promise<string> {
  const player = await buildUser(app);
  const scrim = await buildScrim(app, { gameStartTime: fromNow(DAY) });
  await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Jungle", user: player }]);
  const removed = await injectAs(app, await buildAdmin(app), scrimRequests.remove(scrim.id));
  expect(removed.statusCode).toBe(204);
  await ageCancellations(app, scrim.id, days);
  return scrim.id;
}

const cancellationsOf = (scrimId: string) => cancellationsOfScrim(app, scrimId);

describe("the daily calendar cleanup", () => {
  it("deletes the cancellations older than the feed's 7 days, keeps the newer ones, and plans tomorrow's run", async () => {
    const old = await cancellationAged(8);
    const recent = await cancellationAged(6);
    expect(await cancellationsOf(old)).toHaveLength(1);

    await scheduleJob(app.deps.db, {
      kind: CALENDAR_CLEANUP,
      key: CALENDAR_CLEANUP,
      runAt: new Date(),
    });
    // Run by this poll, or by another test file's on a shared database: either way, once.
    await waitFor(async () => {
      await app.scheduler.runDue();
      const row = await loadJob(app, CALENDAR_CLEANUP);
      return row !== undefined && row.runAt.getTime() > Date.now() + 23 * 3_600_000;
    }, "the cleanup to run");

    expect(await cancellationsOf(old)).toEqual([]);
    expect(await cancellationsOf(recent)).toHaveLength(1);
    const next = (await loadJob(app, CALENDAR_CLEANUP))!;
    expect(next).toMatchObject({ status: "pending", attempts: 0 });
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
