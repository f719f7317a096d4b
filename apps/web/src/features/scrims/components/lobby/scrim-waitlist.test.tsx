import { configure, screen, waitFor, within } from "@testing-library/react";
import type { Role } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { describe, expect, it } from "vitest";
import { buildLobbyCast, renderLobby } from "@/testing/render-scrim-page";
import {
  buildPlayerUser,
  buildScrimDto,
  buildTeam,
  minutesFromNow,
  seat,
  teamsWithTop,
} from "@/testing/scrim-data";
import { fail, ok } from "@/testing/test-api-server";

const { viewer, me, admin } = buildLobbyCast();

// Whole lobbies render here; on a busy machine they take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

const fullTeams = () => ({
  teamOne: buildTeam("teamOne", 5, 1),
  teamTwo: buildTeam("teamTwo", 5, 10),
});

const waiting = (user: UserDto, roles: Role[], minutesAgo = 5) => ({
  _user: user,
  roles,
  joinedAt: minutesFromNow(-minutesAgo),
});

describe("the waitlist on a scrim's card", { timeout: 60_000 }, () => {
  it("a full scrim offers Join waitlist; the roles picked are sent and the answer shows the viewer waiting", async () => {
    const scrim = buildScrimDto(fullTeams());
    const { user, api } = await renderLobby(scrim, viewer, (request, state) => {
      if (request.path === `/api/scrims/${scrim._id}/join-waitlist`) {
        const roles = (request.body as { roles: Role[] }).roles;
        state.set({ ...scrim, waitlistCount: 1, waitlist: [waiting(me, roles, 0)] });
        return ok(state.get());
      }
      return undefined;
    });
    const section = screen.getByRole("region", { name: "Waitlist" });
    expect(section).toHaveTextContent("Waitlist: nobody yet");

    await user.click(within(section).getByRole("button", { name: "Join waitlist" }));
    const dialog = await screen.findByRole("dialog", { name: "Join the waitlist" });
    const submit = within(dialog).getByRole("button", { name: "Join waitlist" });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: "Support" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Mid" }));
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = api.requests.find((request) => request.path.endsWith("/join-waitlist"));
    expect(sent?.body).toEqual({ roles: ["Mid", "Support"] });
    expect(screen.getByText("1 waiting", { selector: "strong" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Waiting players" });
    expect(list).toHaveTextContent("Viewer (you) · Mid, Support · since a few seconds ago");
    expect(screen.getByRole("button", { name: "Leave waitlist" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join waitlist" })).not.toBeInTheDocument();
  });

  it("roles with a free seat cannot be picked: they are taken in the lobby", async () => {
    const scrim = buildScrimDto({
      teamOne: buildTeam("teamOne", 5, 1),
      teamTwo: buildTeam("teamTwo", 4, 10),
    });
    const { user } = await renderLobby(scrim, viewer);
    await user.click(screen.getByRole("button", { name: "Join waitlist" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("checkbox", {
        name: "Support (a seat is free: take it in the lobby)",
      }),
    ).toBeDisabled();
    expect(within(dialog).getByRole("checkbox", { name: "Top" })).toBeEnabled();
  });

  it("drops a picked role whose seat frees up before sending: only roles still full are sent", async () => {
    const scrim = buildScrimDto(fullTeams());
    const { user, api, socket } = await renderLobby(scrim, viewer, (request, state) => {
      if (request.path === `/api/scrims/${scrim._id}/join-waitlist`) {
        const roles = (request.body as { roles: Role[] }).roles;
        state.set({ ...state.get(), waitlistCount: 1, waitlist: [waiting(me, roles, 0)] });
        return ok(state.get());
      }
      return undefined;
    });
    await user.click(screen.getByRole("button", { name: "Join waitlist" }));
    const dialog = await screen.findByRole("dialog", { name: "Join the waitlist" });
    const submit = within(dialog).getByRole("button", { name: "Join waitlist" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Top" }));

    // Blue Side's Top leaves while the dialog is open: Top is taken in the lobby now.
    socket.serverEmit("scrimUpdate", { scrim: { ...scrim, teamOne: scrim.teamOne.slice(1) } });
    const freed = await within(dialog).findByRole("checkbox", {
      name: "Top (a seat is free: take it in the lobby)",
    });
    expect(freed).not.toBeChecked();
    expect(freed).toBeDisabled();
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole("checkbox", { name: "Mid" }));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const sent = api.requests.filter((request) => request.path.endsWith("/join-waitlist"));
    expect(sent.map((request) => request.body)).toEqual([{ roles: ["Mid"] }]);
  });

  it("shows nothing while every role has a free seat and nobody waits", async () => {
    await renderLobby(buildScrimDto(), viewer);
    expect(screen.queryByRole("region", { name: "Waitlist" })).not.toBeInTheDocument();
  });

  it("an outsider sees how many wait, not who", async () => {
    const scrim = buildScrimDto({ ...fullTeams(), waitlistCount: 3, waitlist: [] });
    await renderLobby(scrim, viewer);
    expect(screen.getByRole("region", { name: "Waitlist" })).toHaveTextContent(
      "Waitlist: 3 waiting",
    );
    expect(screen.queryByRole("list", { name: "Waiting players" })).not.toBeInTheDocument();
  });

  it("members and admins see who waits, for which roles, since when", async () => {
    const first = buildPlayerUser(40);
    const second = buildPlayerUser(41);
    const scrim = buildScrimDto({
      ...fullTeams(),
      waitlistCount: 2,
      waitlist: [waiting(first, ["Top"], 20), waiting(second, ["ADC", "Support"], 3)],
    });
    await renderLobby(scrim, admin);
    const items = within(screen.getByRole("list", { name: "Waiting players" })).getAllByRole(
      "listitem",
    );
    expect(items.map((item) => item.textContent)).toEqual([
      "Player40 · Top · since 20 minutes ago",
      "Player41 · ADC, Support · since 3 minutes ago",
    ]);
  });

  it("Leave waitlist sends the request; a refusal keeps the viewer waiting", async () => {
    const scrim = buildScrimDto({
      ...fullTeams(),
      waitlistCount: 1,
      waitlist: [waiting(me, ["Top"])],
    });
    let refuse = true;
    const { user } = await renderLobby(scrim, viewer, (request, state) => {
      if (request.path === `/api/scrims/${scrim._id}/leave-waitlist`) {
        if (refuse) {
          return fail(409, "WAITLIST_CLOSED", "The waitlist is closed");
        }
        state.set({ ...scrim, waitlistCount: 0, waitlist: [] });
        return ok(state.get());
      }
      return undefined;
    });
    await user.click(screen.getByRole("button", { name: "Leave waitlist" }));
    expect(await screen.findByText("The waitlist is closed")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Waiting players" })).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole("button", { name: "Leave waitlist" }));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Waitlist" })).toHaveTextContent(
        "Waitlist: nobody yet",
      ),
    );
  });

  it("closes ten minutes after the start: no Join or Leave", async () => {
    const scrim = buildScrimDto({
      ...fullTeams(),
      gameStartTime: minutesFromNow(-11),
      waitlistCount: 1,
      waitlist: [waiting(me, ["Top"], 30)],
    });
    await renderLobby(scrim, viewer);
    expect(screen.getByRole("region", { name: "Waitlist" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /waitlist/ })).not.toBeInTheDocument();
  });
});

describe("live updates", { timeout: 60_000 }, () => {
  it("the waiting player promoted into a freed seat sees their seat at once", async () => {
    const scrim = buildScrimDto({
      ...fullTeams(),
      waitlistCount: 1,
      waitlist: [waiting(me, ["Top"])],
    });
    const { socket, state } = await renderLobby(scrim, viewer);
    const promoted: ScrimDto = {
      ...scrim,
      ...teamsWithTop(me),
      waitlistCount: 0,
      waitlist: [],
    };
    state.set(promoted);
    socket.serverEmit("scrimUpdate", { scrim: promoted });
    expect(await screen.findByRole("listitem", { name: "Top: Viewer" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Leave waitlist" })).not.toBeInTheDocument();
  });

  it("a push carries only the count: a member fetches who waits again", async () => {
    const other = buildPlayerUser(50);
    const scrim = buildScrimDto({
      ...teamsWithTop(me),
      waitlistCount: 1,
      waitlist: [waiting(other, ["Mid"])],
    });
    const { socket, state, api } = await renderLobby(scrim, viewer);
    const newcomer = buildPlayerUser(51);
    state.set({
      ...scrim,
      waitlistCount: 2,
      waitlist: [waiting(other, ["Mid"]), waiting(newcomer, ["Jungle"], 0)],
    });
    socket.serverEmit("scrimUpdate", { scrim: { ...scrim, waitlistCount: 2, waitlist: [] } });

    // Meanwhile the list it had stays on screen.
    expect(screen.getByRole("list", { name: "Waiting players" })).toHaveTextContent("Player50");
    expect(await screen.findByText(/Player51/)).toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.path === `/api/scrims/${scrim._id}`).length,
    ).toBeGreaterThan(1);
  });

  it("an outsider's push needs no refetch", async () => {
    const scrim = buildScrimDto({ ...fullTeams(), waitlistCount: 1, waitlist: [] });
    const { socket, api } = await renderLobby(scrim, viewer);
    const gets = () =>
      api.requests.filter((request) => request.path === `/api/scrims/${scrim._id}`).length;
    const before = gets();
    socket.serverEmit("scrimUpdate", {
      scrim: { ...scrim, waitlistCount: 2, teamTwo: [seat("teamTwo", "Top", buildPlayerUser(60))] },
    });
    expect(await screen.findByText("2 waiting")).toBeInTheDocument();
    expect(gets()).toBe(before);
  });
});
