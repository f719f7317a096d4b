import { afterAll, describe, expect, it } from "vitest";
import { EVENT_SUBSCRIBERS } from "@/app";
import {
  addToWaitlist,
  buildScrim,
  buildUser,
  storedSeatsOf,
  waitingIdsOf,
} from "@/test/factories";
import { captureLog } from "@/test/log-capture";
import { emitWithAck, nextEvent, socketTestApp } from "@/test/listen";
import { takeSeat } from "@/test/scrim-requests";
import { afterCommit, inTransaction } from "./subscribers";

/** Each event's subscribers, by name, in the order they run. */
function subscribersByEvent(): Record<string, string[]> {
  const byEvent: Record<string, string[]> = {};
  for (const subscriber of EVENT_SUBSCRIBERS) {
    (byEvent[subscriber.event] ??= []).push(`${subscriber.name} (${subscriber.phase})`);
  }
  return byEvent;
}

describe("what each domain event sets off", () => {
  it("is the list app.ts gives, in order", () => {
    expect(subscribersByEvent()).toEqual({
      "scrim.created": ["scrims.scheduleTimedJobs (inTransaction)"],
      "scrim.edited": ["scrims.moveTimedJobs (inTransaction)"],
      "scrim.deleted": [
        "scrims.dropTimedJobs (inTransaction)",
        "scrims.broadcastDeletion (afterCommit)",
      ],
      "scrim.seatTaken": ["waitlist.dropSeated (inTransaction)"],
      "scrim.casterJoined": ["waitlist.dropCaster (inTransaction)"],
      "scrim.seatFreed": ["waitlist.fillFreedSeats (inTransaction)"],
      "scrim.started": [
        "checkIn.sweepNoShows (inTransaction)",
        "tournament.announceSkippedCode (inTransaction)",
      ],
      "scrim.changed": [
        "tournament.settleCode (inTransaction)",
        "discord.announceScrim (inTransaction)",
      ],
      "scrim.saved": ["scrims.broadcastChange (afterCommit)"],
      "scrim.resultSet": [
        "discord.announceResult (inTransaction)",
        "notifications.tellResultCorrected (inTransaction)",
      ],
      "user.deleted": [
        "waitlist.dropDeletedAccount (inTransaction)",
        "lobby.freeSeatsOfDeletedAccount (inTransaction)",
        "friends.dropFriendsOfDeletedAccount (inTransaction)",
        "notifications.dropNotificationsOfDeletedAccount (inTransaction)",
        "chat.dropChatOfDeletedAccount (inTransaction)",
        "calendar.dropFeedOfDeletedAccount (inTransaction)",
      ],
    });
  });
});

/** With a subscriber that refuses every seat, last of those of scrim.seatTaken. */
const refusal = inTransaction("scrim.seatTaken", "test.refuse", async () => {
  throw new Error("refused by a subscriber");
});
const refusing = await socketTestApp({}, { subscribers: [...EVENT_SUBSCRIBERS, refusal] });

/** With a subscriber that fails after commit, first of all. */
const failure = afterCommit("scrim.seatTaken", "test.fail", () => {
  throw new Error("a reaction after commit failed");
});
const log = captureLog();
const failing = await socketTestApp(
  { LOG_LEVEL: "error" },
  { subscribers: [failure, ...EVENT_SUBSCRIBERS], logStream: log.stream },
);
afterAll(() => log.remove());

describe("a subscriber that throws inside the transaction", () => {
  it("rolls the whole change back, the earlier subscribers' writes with it, and tells nobody", async () => {
    const server = refusing;
    const { app } = server;
    const scrim = await buildScrim(app);
    const player = await buildUser(app);
    // waitlist.dropSeated runs before the refusal: its delete must roll back too.
    await addToWaitlist(app, scrim.id, [{ user: player, roles: ["Top"] }]);
    const { socket, received } = await server.watch(await buildUser(app));
    await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id });

    const res = await takeSeat(app, player, scrim.id, "teamOne", "Top");

    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: "INTERNAL" });
    expect(await storedSeatsOf(app, scrim.id)).toEqual([]);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([player.id]);
    await emitWithAck(socket, "join_region_hub", { region: "NA" });
    expect(received.filter((r) => r.event === "scrimUpdate")).toEqual([]);
  });
});

describe("a subscriber that throws after commit", () => {
  it("is logged; the change stands and every other reaction still happens", async () => {
    const server = failing;
    const { app } = server;
    const scrim = await buildScrim(app);
    const player = await buildUser(app);
    await addToWaitlist(app, scrim.id, [{ user: player, roles: ["Top"] }]);
    const { socket } = await server.watch(await buildUser(app));
    await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id });
    const update = nextEvent(socket, "scrimUpdate");

    const res = await takeSeat(app, player, scrim.id, "teamOne", "Top");

    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSeatsOf(app, scrim.id)).toMatchObject([{ userId: player.id, role: "Top" }]);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([]);
    const { scrim: dto } = (await update) as { scrim: { teamOne: { _user: { _id: string } }[] } };
    expect(dto.teamOne.map((seat) => seat._user._id)).toEqual([player.id]);
    const failed = log.lines().filter((line) => line.msg === "an effect after commit failed");
    expect(failed).toMatchObject([{ err: { message: "a reaction after commit failed" } }]);
  });
});

describe("the bus", () => {
  it("refuses a subscriber listed twice for one event", async () => {
    const { DomainEvents } = await import("./event-bus");
    const twice = inTransaction("scrim.changed", "test.twice", async () => {});
    expect(() => new DomainEvents([twice, twice], () => ({}))).toThrow(
      "subscriber test.twice of scrim.changed is listed twice",
    );
  });
});
