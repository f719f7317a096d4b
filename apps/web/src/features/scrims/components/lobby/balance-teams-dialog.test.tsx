import { screen, waitFor, within } from "@testing-library/react";
import type { BalanceProposalDto, ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { describe, expect, it } from "vitest";
import { buildScrimDto, buildTeam } from "@/testing/scrim-data";
import { buildLobbyCast, renderLobby } from "@/testing/render-scrim-page";
import { fail, ok } from "@/testing/test-api-server";

const { viewer, admin } = buildLobbyCast();

const gold = { value: 15, label: "Gold 2" };
const fullScrim = () =>
  buildScrimDto({
    teamOne: buildTeam("teamOne", 5, 1),
    teamTwo: buildTeam("teamTwo", 5, 10),
    averageRank: {
      teamOne: { value: 20.4, label: "Platinum 1" },
      teamTwo: { value: 9.6, label: "Silver 3" },
      lobby: gold,
    },
  });

/** The proposal that sends Top and Mid of each team to the other side. */
function proposalFor(scrim: ScrimDto): BalanceProposalDto {
  const swapped = new Set(["Top", "Mid"]);
  const side = (
    stay: ScrimDto["teamOne"],
    come: ScrimDto["teamOne"],
    team: "teamOne" | "teamTwo",
  ) =>
    stay.map((entry, i) => {
      const other = come[i]!;
      return swapped.has(entry.role) ? { ...other, team: { name: team } } : entry;
    });
  return {
    teamOne: side(scrim.teamOne, scrim.teamTwo, "teamOne"),
    teamTwo: side(scrim.teamTwo, scrim.teamOne, "teamTwo"),
    before: { teamOne: scrim.averageRank.teamOne, teamTwo: scrim.averageRank.teamTwo },
    after: { teamOne: { value: 15.2, label: "Gold 2" }, teamTwo: { value: 14.8, label: "Gold 2" } },
  };
}

describe("average ranks on the card", () => {
  it("names each team's and the lobby's average rank", async () => {
    await renderLobby(fullScrim(), viewer);
    const list = screen.getByRole("list", { name: "Average ranks" });
    expect(
      within(list).getByRole("listitem", { name: "Blue Side average rank: Platinum 1" }),
    ).toHaveTextContent("Avg Platinum 1");
    expect(
      within(list).getByRole("listitem", { name: "Lobby average rank: Gold 2" }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole("listitem", { name: "Red Side average rank: Silver 3" }),
    ).toBeInTheDocument();
  });

  it("shows none while nobody seated is ranked, and says when one team has no ranked player", async () => {
    const empty = await renderLobby(buildScrimDto(), viewer);
    expect(screen.queryByRole("list", { name: "Average ranks" })).not.toBeInTheDocument();
    empty.unmount();

    await renderLobby(
      buildScrimDto({ averageRank: { teamOne: gold, teamTwo: null, lobby: gold } }),
      viewer,
    );
    expect(
      screen.getByRole("listitem", { name: "Red Side average rank: no ranked players" }),
    ).toHaveTextContent("Avg —");
  });
});

describe("Balance teams", () => {
  it("shows the averages before and after and the moves, then applies them", async () => {
    const scrim = fullScrim();
    const proposal = proposalFor(scrim);
    const { user, api } = await renderLobby(scrim, admin, (request, state) => {
      if (request.method === "GET" && request.path.endsWith("/balance")) {
        return ok(proposal);
      }
      if (request.method === "PATCH" && request.path.endsWith("/balance-teams")) {
        state.set({
          ...state.get(),
          teamOne: proposal.teamOne,
          teamTwo: proposal.teamTwo,
          averageRank: { ...proposal.after, lobby: gold },
        });
        return ok(state.get());
      }
      return undefined;
    });

    await user.click(screen.getByRole("button", { name: "Balance teams" }));
    const dialog = await screen.findByRole("dialog", { name: "Balance teams" });
    const table = await within(dialog).findByRole("table", { name: "Average ranks" });
    const blue = within(table).getByRole("row", { name: /Blue Side/ });
    expect(blue).toHaveTextContent("Platinum 1 (20.4)");
    expect(blue).toHaveTextContent("Gold 2 (15.2)");
    expect(within(table).getByRole("row", { name: /Difference/ })).toHaveTextContent("10.80.4");
    const moves = within(dialog).getByRole("list", { name: "Proposed moves" });
    expect(
      within(moves)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "TopPlayer1 → Red SidePlayer10 → Blue Side",
      "MidPlayer3 → Red SidePlayer12 → Blue Side",
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Apply balance" }));
    expect(
      await screen.findByText("Teams balanced: every player kept their role"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      screen.getByRole("listitem", { name: "Blue Side average rank: Gold 2" }),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "PATCH")).toHaveLength(1);
  });

  it("offers nothing to apply when the teams are already even, and shows the server's refusal", async () => {
    const scrim = fullScrim();
    let refuse = false;
    const { user } = await renderLobby(scrim, admin, (request) => {
      if (request.method !== "GET" || !request.path.endsWith("/balance")) {
        return undefined;
      }
      return refuse
        ? fail(409, "TEAMS_NOT_FULL", "Both teams need five players before they can be balanced")
        : ok({ ...proposalFor(scrim), teamOne: scrim.teamOne, teamTwo: scrim.teamTwo });
    });

    await user.click(screen.getByRole("button", { name: "Balance teams" }));
    const dialog = await screen.findByRole("dialog", { name: "Balance teams" });
    expect(await within(dialog).findByText(/already as even as they can be/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Apply balance" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    refuse = true;
    await user.click(screen.getByRole("button", { name: "Balance teams" }));
    expect(
      await screen.findByText("Both teams need five players before they can be balanced"),
    ).toBeInTheDocument();
  });

  it("is there only for admins, and only once both teams are full", async () => {
    const player = await renderLobby(fullScrim(), viewer);
    expect(screen.queryByRole("button", { name: "Balance teams" })).not.toBeInTheDocument();
    player.unmount();
    await renderLobby(buildScrimDto({ teamOne: buildTeam("teamOne", 5, 1) }), admin);
    expect(screen.getByRole("button", { name: "Balance teams" })).toBeDisabled();
  });
});

describe("Fill Random, balanced", () => {
  it("asks for the balanced fill from the menu and says so", async () => {
    const { user, api } = await renderLobby(buildScrimDto(), admin, (request, state) =>
      request.path.endsWith("/admin-fill-random")
        ? ok({ filledPositions: 10, scrim: state.get() })
        : undefined,
    );
    await user.click(screen.getByRole("button", { name: "More fill options" }));
    await user.click(await screen.findByRole("menuitem", { name: /Balanced/ }));

    expect(
      await screen.findByText(
        "Successfully filled 10 positions with the players that even the teams' ranks best!",
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toEqual({
      region: "EUW",
      balanced: true,
    });
  });
});
