import { screen, waitFor, within } from "@testing-library/react";
import type { SetWinnerInput } from "@scrims/shared/scrims/scrims.schema";
import { describe, expect, it } from "vitest";
import {
  buildPlayerUser,
  buildScrimDto,
  buildTeam,
  minutesFromNow,
  teamsWithTop,
} from "@/testing/scrim-data";
import { buildLobbyCast, buildViewer, renderScrimInfo } from "@/testing/render-scrim-page";
import { ok } from "@/testing/test-api-server";

const { viewer, me } = buildLobbyCast();
const fullTeams = teamsWithTop(me);

describe("info box", () => {
  it("counts down to the start while waiting for players", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({ gameStartTime: minutesFromNow(90), teamOne: buildTeam("teamOne", 3, 1) }),
    );

    expect(within(info).getByRole("status")).toHaveTextContent("WAITING FOR PLAYERS");
    expect(within(info).getByText("Game starting in...")).toBeInTheDocument();
    expect(within(info).getByRole("timer")).toHaveTextContent(/^01:(29|30):\d\d$/);
    expect(within(info).getByText(/drawn when both teams are full/)).toBeInTheDocument();
  });

  it("ticks the countdown every second and turns to 'Started' when the start passes", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({
        gameStartTime: new Date(Date.now() + 2_500).toISOString(),
        teamOne: buildTeam("teamOne", 3, 1),
      }),
    );

    const timer = within(info).getByRole("timer");
    const first = timer.textContent;
    await waitFor(() => expect(within(info).getByRole("timer").textContent).not.toBe(first), {
      timeout: 3_000,
    });
    expect(
      await within(info).findByText(/^Started/, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(within(info).queryByRole("timer")).not.toBeInTheDocument();
    expect(within(info).getByText(/Not enough players/)).toBeInTheDocument();
  });

  it("says GAME READY when both teams hold five", async () => {
    const { info } = await renderScrimInfo(buildScrimDto({ ...fullTeams, lobbyHost: me }));

    expect(within(info).getByRole("status")).toHaveTextContent("GAME READY");
    expect(within(info).getByText("Viewer")).toBeInTheDocument();
    // Not started: no lobby details and no winner buttons yet.
    expect(within(info).queryByText("Who won?")).not.toBeInTheDocument();
  });

  it("asks for the missing players after the start", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({
        gameStartTime: minutesFromNow(-10),
        teamOne: buildTeam("teamOne", 4, 1),
        teamTwo: buildTeam("teamTwo", 3, 10),
      }),
    );

    expect(within(info).getByText("Not enough players: 7/10")).toBeInTheDocument();
    expect(
      within(info).getByText(
        "We need 1 more player in Team 1 and 2 more players in Team 2 to unlock the lobby details.",
      ),
    ).toBeInTheDocument();
    expect(within(info).queryByText("Game starting in...")).not.toBeInTheDocument();
  });

  it("shows the lobby name and password to copy once started and full", async () => {
    const { info, user } = await renderScrimInfo(
      buildScrimDto({
        ...fullTeams,
        gameStartTime: minutesFromNow(-5),
        lobbyName: "Friday Lobby",
        lobbyPassword: "hunter2",
      }),
    );

    await user.click(within(info).getByRole("button", { name: /^Lobby name Friday Lobby/ }));
    expect(await screen.findByText("Lobby name copied to clipboard")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("Friday Lobby");

    await user.click(within(info).getByRole("button", { name: /^Password hunter2/ }));
    expect(await screen.findByText("Password copied to clipboard")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("hunter2");
  });

  it("tells others that only players and casters see the lobby", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({ ...fullTeams, gameStartTime: minutesFromNow(-5) }),
      buildViewer({ _id: "00000000-0000-4000-8000-000000000555", name: "Stranger" }),
    );
    expect(
      within(info).getByText(
        "The lobby name and password are shown to this game's players and casters.",
      ),
    ).toBeInTheDocument();
  });

  it("lets the lobby host report the winner after an irreversible confirmation", async () => {
    const scrim = buildScrimDto({
      ...fullTeams,
      gameStartTime: minutesFromNow(-40),
      lobbyHost: me,
    });
    const { info, user, api } = await renderScrimInfo(scrim, viewer, (request, state) => {
      if (request.path.endsWith("/set-winner")) {
        const { winnerTeamName } = request.body as SetWinnerInput;
        state.set({ ...state.get(), teamWon: winnerTeamName });
        return ok(state.get());
      }
      return undefined;
    });

    expect(within(info).getByText("Who won?")).toBeInTheDocument();
    await user.click(within(info).getByRole("button", { name: "Blue Side" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the winner" });
    expect(dialog).toHaveTextContent("This cannot be reversed.");

    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === "PATCH")).toHaveLength(0);

    await user.click(within(info).getByRole("button", { name: "Blue Side" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Blue Side won" }),
    );

    expect(await within(info).findByText("BLUE SIDE WON!")).toBeInTheDocument();
    expect(within(info).queryByText("Who won?")).not.toBeInTheDocument();
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toEqual({
      winnerTeamName: "teamOne",
    });
    expect(screen.getByRole("region", { name: "Blue Side" })).toHaveTextContent("Victory");
  });

  it("offers 'Who won?' to admins but not to other players", async () => {
    const scrim = buildScrimDto({
      ...fullTeams,
      gameStartTime: minutesFromNow(-40),
      lobbyHost: buildPlayerUser(2),
    });
    const asPlayer = await renderScrimInfo(scrim);
    expect(within(asPlayer.info).queryByText("Who won?")).not.toBeInTheDocument();
    asPlayer.unmount();

    const asAdmin = await renderScrimInfo(
      scrim,
      buildViewer({ isAdmin: true, _id: "00000000-0000-4000-8000-000000000999" }),
    );
    expect(within(asAdmin.info).getByText("Who won?")).toBeInTheDocument();
  });

  it("shows '{TEAM} WON!' for a finished game", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({ ...fullTeams, gameStartTime: minutesFromNow(-90), teamWon: "teamTwo" }),
      buildViewer({ isAdmin: true, _id: "00000000-0000-4000-8000-000000000999" }),
    );
    expect(within(info).getByRole("status")).toHaveTextContent("RED SIDE WON!");
    expect(within(info).queryByText("Who won?")).not.toBeInTheDocument();
  });
});
