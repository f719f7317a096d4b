import { screen, waitFor, within } from "@testing-library/react";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { AdminAssignPlayerInput } from "@scrims/shared/scrims/scrims.schema";
import { describe, expect, it } from "vitest";
import {
  buildPlayerUser,
  buildScrimDto,
  buildTeam,
  minutesFromNow,
  seat,
} from "@/testing/scrim-data";
import { buildLobbyCast, renderLobby } from "@/testing/render-scrim-page";
import type { ScrimHandler } from "@/testing/render-scrim-page";
import { fail, ok } from "@/testing/test-api-server";

const { viewer, me, admin } = buildLobbyCast();

describe("scrim header", () => {
  it("shows the title, region, Private chip and the start in the viewer's zone", async () => {
    // 14:15 UTC is 20:00 in Kathmandu (UTC+5:45), the test time zone.
    await renderLobby(
      buildScrimDto({ isPrivate: true, gameStartTime: "2031-03-14T14:15:00.000Z" }),
    );

    expect(screen.getByText("EUW")).toBeInTheDocument();
    expect(screen.getByText("Private")).toBeInTheDocument();
    expect(screen.getByText("03/14/2031 08:00 PM")).toBeInTheDocument();
    expect(screen.getByText(/\(in \d+ years\)/)).toBeInTheDocument();
    expect(document.title).toBe("Friday Customs | Scrims");
  });

  it("copies the game link", async () => {
    const { user } = await renderLobby(buildScrimDto());
    await user.click(screen.getByRole("button", { name: "Share game link" }));

    expect(await screen.findByText("copied game link to clipboard!")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/scrims/${buildScrimDto()._id}`,
    );
  });

  it("joins and leaves the cast while it has room", async () => {
    const { user } = await renderLobby(
      buildScrimDto({ maxCastersAllowedCount: 1 }),
      viewer,
      (request, state) => {
        if (request.path.endsWith(`/insert-caster/${viewer._id}`)) {
          state.set({ ...state.get(), casters: [me] });
          return ok(state.get());
        }
        if (request.path.endsWith(`/remove-caster/${viewer._id}`)) {
          state.set({ ...state.get(), casters: [] });
          return ok(state.get());
        }
        return undefined;
      },
    );
    expect(screen.getByText(/Casters \(0\/1\)/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Join cast" }));
    await user.click(await screen.findByRole("button", { name: "Leave cast" }));

    expect(await screen.findByRole("button", { name: "Join cast" })).toBeInTheDocument();
  });

  it("never offers the cast to a seated player, a full cast, or after the winner", async () => {
    const seated = await renderLobby(buildScrimDto({ teamOne: [seat("teamOne", "Top", me)] }));
    expect(screen.queryByRole("button", { name: "Join cast" })).not.toBeInTheDocument();
    seated.unmount();

    const full = await renderLobby(
      buildScrimDto({ maxCastersAllowedCount: 1, casters: [buildPlayerUser(30)] }),
    );
    expect(screen.queryByRole("button", { name: "Join cast" })).not.toBeInTheDocument();
    full.unmount();

    await renderLobby(
      buildScrimDto({ casters: [me], teamWon: "teamOne", gameStartTime: minutesFromNow(-100) }),
    );
    expect(screen.queryByRole("button", { name: /cast$/ })).not.toBeInTheDocument();
  });

  it("closes the cast of a game that started 3 hours ago or more, winner or not", async () => {
    const over = await renderLobby(buildScrimDto({ gameStartTime: minutesFromNow(-240) }));
    expect(screen.getByText(/Casters \(0\/2\)/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join cast" })).not.toBeInTheDocument();
    over.unmount();

    await renderLobby(buildScrimDto({ casters: [me], gameStartTime: minutesFromNow(-240) }));
    expect(screen.queryByRole("button", { name: "Leave cast" })).not.toBeInTheDocument();
  });

  it("keeps the cast open during the game's first 3 hours", async () => {
    await renderLobby(buildScrimDto({ gameStartTime: minutesFromNow(-150) }));
    expect(screen.getByRole("button", { name: "Join cast" })).toBeInTheDocument();
  });

  it("shows admin tools only to admins", async () => {
    const player = await renderLobby(buildScrimDto());
    expect(screen.queryByRole("button", { name: "Assign Player" })).not.toBeInTheDocument();
    player.unmount();

    await renderLobby(buildScrimDto(), admin);
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/scrims/${buildScrimDto()._id}/edit`,
    );
    expect(screen.getByRole("button", { name: "Assign Player" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fill Random" })).toBeInTheDocument();
  });
});

describe("Assign Player", () => {
  const candidate = buildPlayerUser(40, {
    name: "Rookie",
    summonerTagline: "EUW1",
    soloQueueRank: "Diamond 2",
  });
  const assignApi: ScrimHandler = (request, state) => {
    if (request.method === "GET" && request.path === "/api/users") {
      return ok(request.query.get("q") === "ro" ? [candidate] : []);
    }
    if (request.path.endsWith("/admin-assign-player")) {
      const body = request.body as AdminAssignPlayerInput;
      state.set({ ...state.get(), teamTwo: [seat(body.teamName, body.role, candidate)] });
      return ok(state.get());
    }
    return undefined;
  };

  // A dialog, an autocomplete and three menus: past 5 s when jsdom shares a busy machine.
  it("asks for a user, team and role, then seats the player", { timeout: 15_000 }, async () => {
    const { user, api } = await renderLobby(buildScrimDto(), admin, assignApi);
    await user.click(screen.getByRole("button", { name: "Assign Player" }));
    const dialog = await screen.findByRole("dialog", { name: "Assign Player" });

    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    expect(within(dialog).getByText("Please select a user, team, and role")).toBeInTheDocument();

    const search = within(dialog).getByRole("combobox", { name: "Player" });
    await user.type(search, "r");
    expect(await screen.findByText("Type at least 2 characters")).toBeInTheDocument();
    await user.type(search, "o");
    const option = await screen.findByRole("option", { name: /Rookie/ });
    // The player's one rank, and where it comes from, as everywhere else.
    expect(option).toHaveTextContent("Diamond 2Solo queue");
    await user.click(option);
    await user.click(within(dialog).getByRole("combobox", { name: "Team" }));
    await user.click(await screen.findByRole("option", { name: /Red Side/ }));
    await user.click(within(dialog).getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Mid" }));
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));

    expect(await screen.findByText("Player assigned successfully!")).toBeInTheDocument();
    const searchRequest = api.requests.find((request) => request.path === "/api/users");
    // `available`: the server leaves banned players out of the picker.
    expect(Object.fromEntries(searchRequest?.query ?? [])).toEqual({
      q: "ro",
      region: "EUW",
      limit: "10",
      available: "true",
    });
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toEqual({
      userId: candidate._id,
      teamName: "teamTwo",
      role: "Mid",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("listitem", { name: "Mid: Rookie" })).toBeInTheDocument();
  });
});

describe("Fill Random", () => {
  it("reports how many seats were filled, or the server's refusal", async () => {
    let full = false;
    const { user } = await renderLobby(buildScrimDto(), admin, (request, state) => {
      if (!request.path.endsWith("/admin-fill-random")) {
        return undefined;
      }
      if (full) {
        return fail(409, "CONFLICT", scrimMessages.noEmptyPositions);
      }
      full = true;
      state.set({
        ...state.get(),
        teamOne: buildTeam("teamOne", 5, 1),
        teamTwo: buildTeam("teamTwo", 5, 10),
      });
      return ok({ filledPositions: 10, scrim: state.get() });
    });

    await user.click(screen.getByRole("button", { name: "Fill Random" }));
    expect(
      await screen.findByText("Successfully filled 10 positions with random players!"),
    ).toBeInTheDocument();
    expect(await screen.findByText("GAME READY")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Fill Random" }));
    expect(await screen.findByText("No empty positions to fill")).toBeInTheDocument();
  });
});
