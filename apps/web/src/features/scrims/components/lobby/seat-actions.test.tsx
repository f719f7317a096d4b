import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildLobbyCast, buildViewer, renderLobby } from "@/testing/render-scrim-page";
import { buildScrimDto, buildTeam, minutesFromNow, teamsWithTop } from "@/testing/scrim-data";
import { ok } from "@/testing/test-api-server";

const { viewer, me } = buildLobbyCast();

const blueSide = () => screen.getByRole("region", { name: "Blue Side" });
const seatRow = (role: string) =>
  within(blueSide()).getByRole("listitem", { name: new RegExp(`^${role}:`) });

/** The viewer, banned from an hour ago for a week. */
const bannedViewer = buildViewer({
  ...viewer,
  currentBan: {
    _id: "7d1e0e44-2f7a-4c1e-8d2b-3a4c5d6e7f80",
    isActive: true,
    dateFrom: minutesFromNow(-60),
    dateTo: minutesFromNow(7 * 24 * 60),
    reason: "Flaming",
    _bannedBy: null,
  },
});

// Whole lobbies and a real HTTP round trip per step: jsdom is slow on a busy machine.
describe("what a seat offers", { timeout: 20_000 }, () => {
  it("offers a caster of the scrim no Join: a caster cannot also play", async () => {
    await renderLobby(buildScrimDto({ teamOne: buildTeam("teamOne", 2, 1), casters: [me] }));

    expect(screen.queryByRole("button", { name: /^(Join|Move here)/ })).not.toBeInTheDocument();
    // The cast is what this viewer may leave.
    expect(screen.getByRole("button", { name: "Leave cast" })).toBeInTheDocument();
  });

  it("offers a banned player nothing the server would refuse: no Join, Leave, cast or waitlist", async () => {
    const scrim = buildScrimDto({
      ...teamsWithTop(me, { teamOne: 5, teamTwo: 4 }),
      checkInMinutes: 15,
      checkInOpensAt: minutesFromNow(-5),
      gameStartTime: minutesFromNow(10),
    });
    await renderLobby(scrim, bannedViewer);

    expect(
      screen.queryByRole("button", { name: /^(Join|Move here|Leave|Check in|Drag)/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByText("(you)")).toBeInTheDocument();
  });

  it("offers a banned player who sits nowhere no Join, Join cast or Join waitlist", async () => {
    await renderLobby(
      buildScrimDto({ teamOne: buildTeam("teamOne", 5, 1), teamTwo: buildTeam("teamTwo", 2, 10) }),
      bannedViewer,
    );

    expect(screen.queryByRole("button", { name: /^Join/ })).not.toBeInTheDocument();
  });

  it("offers the same lobby's Join, Join cast and Join waitlist once the ban has ended", async () => {
    const ended = buildViewer({
      ...bannedViewer,
      currentBan: { ...bannedViewer.currentBan!, dateTo: minutesFromNow(-1), isActive: false },
    });
    await renderLobby(
      buildScrimDto({ teamOne: buildTeam("teamOne", 5, 1), teamTwo: buildTeam("teamTwo", 2, 10) }),
      ended,
    );

    expect(screen.getAllByRole("button", { name: /^Join: / })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Join cast" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join waitlist" })).toBeInTheDocument();
  });

  it("asks before a player leaves his seat: Cancel keeps it, Leave gives it up", async () => {
    const scrim = buildScrimDto(teamsWithTop(me, { teamOne: 2, teamTwo: 0 }));
    const { user, api } = await renderLobby(scrim, viewer, (request, state) => {
      if (request.path.endsWith(`/remove-player/${viewer._id}`)) {
        state.set({ ...state.get(), teamOne: state.get().teamOne.slice(1) });
        return ok(state.get());
      }
      return undefined;
    });
    const patches = () => api.requests.filter((request) => request.method === "PATCH");

    await user.click(within(seatRow("Top")).getByRole("button", { name: "Leave" }));
    let dialog = await screen.findByRole("dialog", { name: "Leave your seat?" });
    expect(dialog).toHaveTextContent("You will give up the Top seat of the Blue Side");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(patches()).toHaveLength(0);
    expect(within(seatRow("Top")).getByText("(you)")).toBeInTheDocument();

    await user.click(within(seatRow("Top")).getByRole("button", { name: "Leave" }));
    dialog = await screen.findByRole("dialog", { name: "Leave your seat?" });
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));

    await waitFor(() =>
      expect(within(seatRow("Top")).getByRole("button", { name: "Join: Top" })).toBeEnabled(),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(patches().map((request) => request.path)).toEqual([
      `/api/scrims/${scrim._id}/remove-player/${viewer._id}`,
    ]);
    // A player's own leave is no kick: no "Successfully kicked".
    expect(screen.queryByText(/Successfully kicked/)).not.toBeInTheDocument();
  });
});
