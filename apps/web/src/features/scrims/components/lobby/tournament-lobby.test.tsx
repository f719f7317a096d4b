import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildScrimDto, buildTeam, minutesFromNow, teamsWithTop } from "@/testing/scrim-data";
import { buildLobbyCast, buildViewer, renderScrimInfo } from "@/testing/render-scrim-page";
import { fail, ok } from "@/testing/test-api-server";

const { me } = buildLobbyCast();
const admin = buildViewer({ isAdmin: true, _id: "00000000-0000-4000-8000-000000000999" });
const started = {
  ...teamsWithTop(me),
  gameStartTime: minutesFromNow(-5),
  useTournamentCode: true,
  lobbyName: "Friday Lobby",
  lobbyPassword: "hunter2",
};
const ready = {
  riotTournament: { tournamentCode: "NA-CODE-1234", setupCompleted: true, lobbyCreated: false },
  tournamentStatus: "ready" as const,
};

describe("tournament code on the scrim card", () => {
  it("says the code is being generated", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({ ...started, tournamentStatus: "generating" }),
    );
    expect(within(info).getByText("Generating Tournament Code...")).toBeInTheDocument();
    expect(within(info).queryByText("hunter2")).not.toBeInTheDocument();
  });

  it("copies the code with the join instructions", async () => {
    const { info, user } = await renderScrimInfo(buildScrimDto({ ...started, ...ready }));
    expect(within(info).getByText(/paste the code/)).toBeInTheDocument();
    await user.click(within(info).getByRole("button", { name: /^Tournament code NA-CODE-1234/ }));
    expect(
      await screen.findByText("Tournament code copied! Paste it in the League client to join."),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("NA-CODE-1234");
    // Players get no Regenerate button.
    expect(within(info).queryByRole("button", { name: "Regenerate code" })).not.toBeInTheDocument();
  });

  it("falls back to the manual lobby when Riot failed, the name falling back to the title", async () => {
    const { info, user } = await renderScrimInfo(
      buildScrimDto({ ...started, lobbyName: "", tournamentStatus: "error" }),
    );
    expect(within(info).getByText("Manual Lobby Creation Required")).toBeInTheDocument();
    await user.click(within(info).getByRole("button", { name: /^Lobby name Friday Customs/ }));
    expect(await screen.findByText("Lobby name copied to clipboard")).toBeInTheDocument();
    expect(within(info).getByRole("button", { name: /^Password hunter2/ })).toBeInTheDocument();
  });

  it("keeps the manual lobby as before without a code in use (no Riot key)", async () => {
    const { info } = await renderScrimInfo(buildScrimDto({ ...started }));
    expect(within(info).getByRole("button", { name: /^Lobby name Friday Lobby/ })).toBeVisible();
    expect(within(info).queryByText("Generating Tournament Code...")).not.toBeInTheDocument();
  });

  it("says TEAMS NOT FULL when a code exists and a team is short", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({ ...started, ...ready, teamTwo: buildTeam("teamTwo", 4, 10) }),
    );
    expect(within(info).getByRole("status")).toHaveTextContent("TEAMS NOT FULL");
  });

  it("says when the result came from the game", async () => {
    const { info } = await renderScrimInfo(
      buildScrimDto({ ...started, ...ready, teamWon: "teamOne", resultSource: "game" }),
    );
    expect(within(info).getByText("Result reported by the game")).toBeInTheDocument();
  });

  it("lets an admin regenerate the code after a confirmation", async () => {
    const scrim = buildScrimDto({ ...started, ...ready });
    const { info, user, api } = await renderScrimInfo(scrim, admin, (request, state) => {
      if (request.path.endsWith("/regenerate-tournament-code")) {
        state.set({
          ...state.get(),
          riotTournament: { ...ready.riotTournament, tournamentCode: "NA-CODE-5678" },
        });
        return ok(state.get());
      }
      return undefined;
    });
    await user.click(within(info).getByRole("button", { name: "Regenerate code" }));
    const dialog = await screen.findByRole("dialog", { name: "Regenerate the tournament code?" });
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByText("New tournament code generated: NA-CODE-5678")).toBeVisible();
    expect(api.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("tells an admin when no new code could be made", async () => {
    const failure = fail(409, "TOURNAMENT_CODE_FAILED", "Riot said no");
    const { info, user } = await renderScrimInfo(
      buildScrimDto({ ...started, ...ready }),
      admin,
      (request) => (request.path.endsWith("/regenerate-tournament-code") ? failure : undefined),
    );
    await user.click(within(info).getByRole("button", { name: "Regenerate code" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Regenerate" }),
    );
    expect(await screen.findByText("Failed to generate new tournament code")).toBeVisible();
  });
});
