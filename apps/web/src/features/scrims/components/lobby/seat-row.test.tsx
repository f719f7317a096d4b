import { screen, waitFor, within } from "@testing-library/react";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { PlayerSeatInput } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { describe, expect, it } from "vitest";
import {
  buildPlayerUser,
  buildScrimDto,
  buildTeam,
  minutesFromNow,
  seat,
  teamsWithTop,
} from "@/testing/scrim-data";
import { expectAlert } from "@/testing/alerts";
import { buildLobbyCast, renderLobby } from "@/testing/render-scrim-page";
import { fail, ok } from "@/testing/test-api-server";

const { viewer, me, admin } = buildLobbyCast();
const player5 = buildPlayerUser(5);

const blueSide = () => screen.getByRole("region", { name: "Blue Side" });
const redSide = () => screen.getByRole("region", { name: "Red Side" });
const seatRow = (side: HTMLElement, role: string) =>
  within(side).getByRole("listitem", { name: new RegExp(`^${role}:`) });

describe("seats", () => {
  it("lists the five roles of Blue Side and Red Side with Join on empty seats", async () => {
    await renderLobby(buildScrimDto({ teamOne: buildTeam("teamOne", 2, 1) }));

    for (const side of [blueSide(), redSide()]) {
      expect(
        within(side)
          .getAllByRole("listitem")
          .map((row) => row.getAttribute("aria-label")?.split(":")[0]),
      ).toEqual(["Top", "Jungle", "Mid", "ADC", "Support"]);
    }
    expect(
      within(seatRow(blueSide(), "Top")).getByRole("link", { name: /Player1/ }),
    ).toHaveAttribute("href", "/users/Player1?region=EUW&tagline=T1");
    expect(within(seatRow(blueSide(), "Top")).queryByRole("button")).not.toBeInTheDocument();
    expect(
      within(seatRow(blueSide(), "Mid")).getByRole("button", { name: "Join: Mid" }),
    ).toBeInTheDocument();
    expect(within(redSide()).getAllByRole("button", { name: /^Join/ })).toHaveLength(5);
  });

  it("joins an empty seat and shows the answer", async () => {
    const { api, user } = await renderLobby(buildScrimDto(), viewer, (request, state) => {
      if (request.path.endsWith(`/insert-player/${viewer._id}`)) {
        const { playerData } = request.body as PlayerSeatInput;
        state.set({ ...state.get(), teamTwo: [seat(playerData.team.name, playerData.role, me)] });
        return ok(state.get());
      }
      return undefined;
    });

    await user.click(within(redSide()).getByRole("button", { name: "Join: Jungle" }));

    // Seated now, he may drag himself: the lobby mounts again inside drag and drop (lazily
    // loaded), so the row is looked up afresh.
    await waitFor(() =>
      expect(within(seatRow(redSide(), "Jungle")).getByText("(you)")).toBeInTheDocument(),
    );
    const join = api.requests.find((request) => request.method === "PATCH");
    expect(join?.body).toEqual({ playerData: { role: "Jungle", team: { name: "teamTwo" } } });
    // Now seated: the other empty seats offer a move instead.
    expect(within(blueSide()).getAllByRole("button", { name: /^Move here/ })).toHaveLength(5);
    expect(
      within(seatRow(redSide(), "Jungle")).getByRole("button", { name: "Leave" }),
    ).toBeInTheDocument();
  });

  it("ignores ALREADY_SEATED on join, whatever its wording, but shows other errors", async () => {
    let answer: [string, string] = ["ALREADY_SEATED", "Reworded: you already sit in this game"];
    const { user, alerts } = await renderLobby(buildScrimDto(), viewer, (request) =>
      request.method === "PATCH" ? fail(409, ...answer) : undefined,
    );

    await user.click(within(blueSide()).getByRole("button", { name: "Join: Top" }));
    await waitFor(() =>
      expect(within(blueSide()).getByRole("button", { name: "Join: Top" })).toBeEnabled(),
    );
    expect(alerts.getSnapshot().alert).toBeNull();

    answer = ["ALREADY_CASTER", scrimMessages.casterCannotJoinTeam];
    await user.click(within(blueSide()).getByRole("button", { name: "Join: Top" }));
    expect(await screen.findByText(scrimMessages.casterCannotJoinTeam)).toBeInTheDocument();
  });

  it("shows the request's ref when joining fails on the server's side", async () => {
    const { user, alerts } = await renderLobby(buildScrimDto(), viewer, (request) =>
      request.method === "PATCH"
        ? {
            status: 500,
            body: {
              error: "Something went wrong on our side. Please try again later.",
              code: "INTERNAL",
              requestId: "req-5bc1",
            },
          }
        : undefined,
    );

    await user.click(within(blueSide()).getByRole("button", { name: "Join: Top" }));
    await expectAlert(alerts, "error", "Something went wrong (ref: req-5bc1)");
  });

  it("offers Leave on your own seat only, and Kick (with confirmation) to admins", async () => {
    const scrim = buildScrimDto(teamsWithTop(me, { teamOne: 3, teamTwo: 0 }));
    await renderLobby(scrim);
    expect(
      within(seatRow(blueSide(), "Top")).getByRole("button", { name: "Leave" }),
    ).toBeInTheDocument();
    expect(
      within(seatRow(blueSide(), "Jungle")).queryByRole("button", { name: "Leave" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Kick" })).not.toBeInTheDocument();
  });

  it("lets an admin kick a player after confirming", async () => {
    const scrim = buildScrimDto({ teamOne: buildTeam("teamOne", 2, 1) });
    const { user, api } = await renderLobby(scrim, admin, (request, state) => {
      if (request.path.endsWith(`/remove-player/${buildPlayerUser(2)._id}`)) {
        state.set({ ...state.get(), teamOne: state.get().teamOne.slice(0, 1) });
        return ok(state.get());
      }
      return undefined;
    });

    await user.click(within(seatRow(blueSide(), "Jungle")).getByRole("button", { name: "Kick" }));
    const dialog = await screen.findByRole("dialog", { name: "Kick Player2?" });
    await user.click(within(dialog).getByRole("button", { name: "Kick" }));

    expect(
      await screen.findByText("Successfully kicked Player2 from the game"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(seatRow(blueSide(), "Jungle")).getByRole("button", { name: "Join: Jungle" }),
      ).toBeInTheDocument(),
    );
    expect(api.requests.filter((request) => request.method === "PATCH")).toHaveLength(1);
  });

  it("keeps the kick confirmation to the kicked player when the lobby update arrives first", async () => {
    const scrim = buildScrimDto({ teamOne: buildTeam("teamOne", 2, 1) });
    const kicked = { ...scrim, teamOne: scrim.teamOne.slice(0, 1) };
    let answerKick = () => {};
    const { user, socket, alerts, api } = await renderLobby(scrim, admin, (request, state) => {
      if (request.path.endsWith(`/remove-player/${buildPlayerUser(2)._id}`)) {
        state.set(kicked);
        // The server's scrimUpdate reaches the lobby before the HTTP answer does.
        return new Promise((resolve) => {
          answerKick = () => resolve(ok(kicked));
        });
      }
      return undefined;
    });

    await user.click(within(seatRow(blueSide(), "Jungle")).getByRole("button", { name: "Kick" }));
    const dialog = await screen.findByRole("dialog", { name: "Kick Player2?" });
    await user.click(within(dialog).getByRole("button", { name: "Kick" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "PATCH")).toBe(true));
    socket.serverEmit("scrimUpdate", { scrim: kicked });
    // The dialog is still up (so the lobby behind it is hidden from the accessibility tree).
    const hiddenBlueSide = screen.getByRole("region", { name: "Blue Side", hidden: true });
    await within(hiddenBlueSide).findByRole("button", { name: "Join: Jungle", hidden: true });
    expect(screen.getByRole("dialog", { name: "Kick Player2?" })).toBeInTheDocument();
    answerKick();

    await expectAlert(alerts, "success", "Successfully kicked Player2 from the game");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Someone else takes the seat (Fill Random): no confirmation opens by itself.
    socket.serverEmit("scrimUpdate", {
      scrim: { ...kicked, teamOne: [...kicked.teamOne, seat("teamOne", "Jungle", player5)] },
    });
    expect(await within(seatRow(blueSide(), "Jungle")).findByText("Player5")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes a kick confirmation for good when another player takes the seat first", async () => {
    const scrim = buildScrimDto({ teamOne: buildTeam("teamOne", 2, 1) });
    const { user, socket, api } = await renderLobby(scrim, admin);

    await user.click(within(seatRow(blueSide(), "Jungle")).getByRole("button", { name: "Kick" }));
    await screen.findByRole("dialog", { name: "Kick Player2?" });
    const moved = {
      ...scrim,
      teamOne: [scrim.teamOne[0]!, seat("teamOne", "Jungle", player5)],
      version: scrim.version + 1,
    };
    socket.serverEmit("scrimUpdate", { scrim: moved });

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    socket.serverEmit("scrimUpdate", { scrim: { ...scrim, version: scrim.version + 2 } });
    expect(await within(seatRow(blueSide(), "Jungle")).findByText("Player2")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
  });

  it("shortens names in team rows (name 11, tagline 3, Discord 9) with the full text on hover", async () => {
    const long = buildPlayerUser(41, {
      name: "Averyveryverylongname",
      summonerTagline: "EUW99",
      discord: "someone.on.discord",
    });
    await renderLobby(buildScrimDto({ teamOne: [seat("teamOne", "Top", long)] }));
    const row = seatRow(blueSide(), "Top");

    const link = within(row).getByRole("link", { name: "Averyveryverylongname#EUW99" });
    expect(link).toHaveTextContent("Averyveryve…#EUW…");
    expect(within(row).getByLabelText("Discord: someone.on.discord")).toHaveTextContent(
      "someone.o…",
    );
    // The whole name is the link's native tooltip.
    expect(link).toHaveAttribute("title", "Averyveryverylongname#EUW99");
  });

  it("shows short names and the Discord name in full", async () => {
    await renderLobby(buildScrimDto({ teamOne: buildTeam("teamOne", 1, 1) }));
    const row = seatRow(blueSide(), "Top");

    expect(within(row).getByRole("link", { name: "Player1#T1" })).toHaveTextContent("Player1#T1");
    expect(within(row).getByLabelText("Discord: player1")).toHaveTextContent("player1");
  });

  it("hides Join, Leave and Kick once a winner is set", async () => {
    const scrim = buildScrimDto({
      gameStartTime: minutesFromNow(-60),
      ...teamsWithTop(me, { teamTwo: 4 }),
      teamWon: "teamOne",
    });
    await renderLobby(scrim, { ...viewer, isAdmin: true });

    expect(
      screen.queryByRole("button", { name: /^(Join|Move here|Leave|Kick)/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Swap/ })).not.toBeInTheDocument();
    expect(within(blueSide()).getByText("Victory")).toBeInTheDocument();
    expect(within(redSide()).getByText("Defeat")).toBeInTheDocument();
  });

  it("swaps two players from the Swap… menu (admins)", async () => {
    const scrim = buildScrimDto({
      teamOne: buildTeam("teamOne", 1, 1),
      teamTwo: buildTeam("teamTwo", 1, 2),
    });
    const { user, api } = await renderLobby(scrim, admin, (request, state) => {
      if (request.path.endsWith("/swap-players")) {
        const current = state.get();
        state.set({
          ...current,
          teamOne: [seat("teamOne", "Top", buildPlayerUser(2))],
          teamTwo: [seat("teamTwo", "Top", buildPlayerUser(1))],
        });
        return ok(state.get());
      }
      return undefined;
    });

    await user.click(screen.getByRole("button", { name: "Swap Player1 with…" }));
    await user.click(await screen.findByRole("menuitem", { name: /Red Side · Top/ }));

    expect(await screen.findByText("Players swapped!")).toBeInTheDocument();
    expect(screen.queryByText("Player moved")).not.toBeInTheDocument();
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toEqual({
      from: { team: "teamOne", role: "Top" },
      to: { team: "teamTwo", role: "Top" },
    });
    expect(within(seatRow(blueSide(), "Top")).getByText("Player2")).toBeInTheDocument();
  });

  it("says 'Player moved' when an admin moves a player to an empty seat", async () => {
    const scrim = buildScrimDto({
      teamOne: buildTeam("teamOne", 1, 1),
      teamTwo: buildTeam("teamTwo", 1, 2),
    });
    const { user, api, alerts } = await renderLobby(scrim, admin, (request, state) => {
      if (request.path.endsWith("/swap-players")) {
        const current = state.get();
        state.set({
          ...current,
          teamOne: [],
          teamTwo: [...current.teamTwo, seat("teamTwo", "Mid", buildPlayerUser(1))],
        });
        return ok(state.get());
      }
      return undefined;
    });

    await user.click(screen.getByRole("button", { name: "Swap Player1 with…" }));
    await user.click(await screen.findByRole("menuitem", { name: /Red Side · Mid/ }));

    await expectAlert(alerts, "success", "Player moved");
    expect(api.requests.find((request) => request.method === "PATCH")?.body).toEqual({
      from: { team: "teamOne", role: "Top" },
      to: { team: "teamTwo", role: "Mid" },
    });
    expect(within(seatRow(redSide(), "Mid")).getByText("Player1")).toBeInTheDocument();
  });

  it("replaces the shown lobby with the scrim a 409 carries", async () => {
    const taken = buildScrimDto({ teamOne: [seat("teamOne", "Mid", buildPlayerUser(5))] });
    const { user } = await renderLobby(buildScrimDto(), viewer, (request) =>
      request.method === "PATCH"
        ? {
            status: 409,
            body: {
              error: "The Mid seat of Blue Side is already taken",
              code: "CONFLICT",
              scrim: taken,
            },
          }
        : undefined,
    );

    await user.click(within(blueSide()).getByRole("button", { name: "Join: Mid" }));

    expect(
      await screen.findByText("The Mid seat of Blue Side is already taken"),
    ).toBeInTheDocument();
    expect(await within(seatRow(blueSide(), "Mid")).findByText("Player5")).toBeInTheDocument();
  });
});

describe("drag and drop, loaded where the lobby offers a drag", () => {
  const instructions = /^To move this player, press Space or Enter/;

  /**
   * Waits for `player`'s handle on Blue Side's Top seat to become draggable: the handle shows at
   * once, and @dnd-kit makes it draggable once loaded (the rows mount again).
   */
  const expectDraggableTopHandle = (player: UserDto) =>
    waitFor(() =>
      expect(
        within(seatRow(blueSide(), "Top")).getByRole("button", {
          name: `Drag ${player.name} to another seat`,
        }),
      ).toHaveAttribute("aria-roledescription", "draggable"),
    );

  it("is left out for a player without a seat: no handle, no drag and drop in the page", async () => {
    await renderLobby(buildScrimDto(teamsWithTop(player5, { teamOne: 3, teamTwo: 2 })), viewer);

    expect(within(blueSide()).queryByRole("button", { name: /^Drag/ })).not.toBeInTheDocument();
    expect(screen.queryByText(instructions)).not.toBeInTheDocument();
    expect(
      within(seatRow(redSide(), "Mid")).getByRole("button", { name: "Join: Mid" }),
    ).toBeEnabled();
  });

  it("gives an admin a draggable handle on every taken seat", async () => {
    await renderLobby(buildScrimDto(teamsWithTop(player5, { teamOne: 3, teamTwo: 2 })), admin);

    await expectDraggableTopHandle(player5);
    expect(within(redSide()).getAllByRole("button", { name: /^Drag/ })).toHaveLength(2);
    expect(screen.getByText(instructions)).toBeInTheDocument();
  });

  it("lets a seated player drag himself, and nobody else", async () => {
    await renderLobby(buildScrimDto(teamsWithTop(me, { teamOne: 3, teamTwo: 2 })), viewer);

    await expectDraggableTopHandle(me);
    expect(screen.getAllByRole("button", { name: /^Drag/ })).toHaveLength(1);
  });
});
