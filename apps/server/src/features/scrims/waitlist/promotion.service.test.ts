import { describe, expect, it } from "vitest";
import { withTransaction } from "@/lib/transaction";
import { testApp } from "@/test/app";
import {
  ALL_SEATS,
  addToWaitlist,
  buildFullScrim,
  buildScrim,
  buildUsers,
  seatPlayers,
  storedSeatsOf,
  waitingIdsOf,
  type TestSeat,
} from "@/test/factories";
import { MINUTE } from "@/test/time";
import { lobbyRepository } from "../lobby/lobby.repository";
import { scrimsRepository } from "../scrims.repository";
import { fillFreedSeats } from "./promotion.service";

const app = await testApp();

/** Frees seats behind the services' back, as a sweep of no-shows would inside its transaction. */
async function freeSeats(
  scrimId: string,
  seats: TestSeat[],
  free: { team: string; role: string }[],
) {
  for (const seat of seats) {
    if (free.some((key) => key.team === seat.team && key.role === seat.role)) {
      await lobbyRepository.removePlayer(app.deps.db, scrimId, seat.user.id);
    }
  }
}

/** What the start-time sweep does after freeing seats: fill them under the scrim's row lock. */
function fillNow(scrimId: string, now = new Date()) {
  return withTransaction(app.deps, async (unit) => {
    const locked = await scrimsRepository.findByIdForUpdate(unit.tx, scrimId);
    if (!locked) {
      throw new Error("scrim gone");
    }
    return fillFreedSeats(app.deps, unit, locked, now);
  });
}

describe("fillFreedSeats (for callers such as the start-time sweep)", () => {
  it("fills every free seat it can in one go, checked in at `now`", async () => {
    const { scrim, seats } = await buildFullScrim(app, {
      gameStartTime: new Date(Date.now() - MINUTE),
    });
    await freeSeats(scrim.id, seats, [
      { team: "teamOne", role: "Top" },
      { team: "teamOne", role: "Mid" },
      { team: "teamTwo", role: "Support" },
    ]);
    const [flexible, topOnly, support, spare] = await buildUsers(app, 4);
    await addToWaitlist(app, scrim.id, [
      { user: flexible!, roles: ["Top", "Mid"] },
      { user: topOnly!, roles: ["Top"] },
      { user: support!, roles: ["Support"] },
      { user: spare!, roles: ["Top", "Mid", "Support"] },
    ]);
    const now = new Date();
    const promoted = await fillNow(scrim.id, now);
    expect(promoted).toEqual([
      { userId: topOnly!.id, team: "teamOne", role: "Top", checkedInAt: now },
      { userId: flexible!.id, team: "teamOne", role: "Mid", checkedInAt: now },
      { userId: support!.id, team: "teamTwo", role: "Support", checkedInAt: now },
    ]);
    const stored = await storedSeatsOf(app, scrim.id);
    expect(stored).toHaveLength(10);
    for (const seat of promoted) {
      expect(stored.find((s) => s.userId === seat.userId)?.checkedInAt).toEqual(now);
    }
    expect(await waitingIdsOf(app, scrim.id)).toEqual([spare!.id]);
  });

  it("does nothing past ten minutes after the start or once a winner is set", async () => {
    for (const overrides of [
      { gameStartTime: new Date(Date.now() - 11 * MINUTE) },
      { gameStartTime: new Date(Date.now() - MINUTE), teamWon: "teamOne" },
    ]) {
      const scrim = await buildScrim(app, overrides);
      await seatPlayers(app, scrim.id, ALL_SEATS.slice(1));
      const [waiting] = await buildUsers(app, 1);
      await addToWaitlist(app, scrim.id, [{ user: waiting!, roles: ["Top"] }]);
      expect(await fillNow(scrim.id)).toEqual([]);
      expect(await waitingIdsOf(app, scrim.id)).toEqual([waiting!.id]);
    }
  });
});
