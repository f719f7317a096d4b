import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { buildAdmin, buildScrim, buildUser, seatPlayers, type TestUser } from "@/test/factories";
import { get } from "@/test/requests";
import { social } from "@/test/social";

const app = await testApp();

type Ranked = { _id: string; rank: string; soloQueueRank: string | null };

/** `viewer`'s answer to `url`, as JSON. */
async function read<T>(viewer: TestUser, url: string): Promise<T> {
  const res = await injectAs(app, viewer, get(url));
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

// One rank per player (docs/api.md, "One rank per player"): every answer that shows a player
// carries both ranks, so the web shows Riot's solo-queue rank wherever it shows one, and the
// declared rank only without it.
describe("a player's solo-queue rank", () => {
  it("comes with the player in the profile, the friends list and requests, seats and chats", async () => {
    const ranked = await buildUser(app, { rank: "Gold 2", soloQueueRank: "Diamond 4" });
    const declared = await buildUser(app, { rank: "Silver 1" });
    const viewer = await buildUser(app);
    await social.befriend(app, viewer, ranked);
    await social.send(app, declared, viewer.id);
    await social.converse(app, viewer, ranked);
    const scrim = await buildScrim(app, { createdById: (await buildAdmin(app)).id });
    await seatPlayers(app, scrim.id, [
      { team: "teamOne", role: "Top", user: ranked },
      { team: "teamTwo", role: "Top", user: declared },
    ]);
    const expectRanks = (players: Ranked[], where: string) => {
      const byId = new Map(players.map((player) => [player._id, player]));
      for (const [user, soloQueueRank] of [
        [ranked, "Diamond 4"],
        [declared, null],
      ] as const) {
        const shown = byId.get(user.id);
        if (shown) {
          expect(shown, where).toMatchObject({ rank: user.rank, soloQueueRank });
        }
      }
    };

    const profile = await read<Ranked>(viewer, `/api/users/by-id/${ranked.id}`);
    expect(profile).toMatchObject({ rank: "Gold 2", soloQueueRank: "Diamond 4" });
    const friends = await read<Ranked[]>(viewer, `/api/friends/user-friends/${viewer.id}`);
    expect(friends.map((friend) => friend._id)).toEqual([ranked.id]);
    expectRanks(friends, "friends");
    const requests = await read<{ _user: Ranked }[]>(viewer, "/api/friend-requests");
    expect(requests.map((request) => request._user._id)).toEqual([declared.id]);
    expectRanks(
      requests.map((request) => request._user),
      "friend requests",
    );
    const lobby = await read<{ teamOne: { _user: Ranked }[]; teamTwo: { _user: Ranked }[] }>(
      viewer,
      `/api/scrims/${scrim.id}`,
    );
    expectRanks(
      [...lobby.teamOne, ...lobby.teamTwo].map((seat) => seat._user),
      "seats",
    );
    const conversations = await read<{ members: Ranked[] }[]>(viewer, "/api/conversations");
    const members = conversations.flatMap((conversation) => conversation.members);
    expect(members.map((member) => member._id)).toContain(ranked.id);
    expectRanks(members, "conversations");
  });
});
