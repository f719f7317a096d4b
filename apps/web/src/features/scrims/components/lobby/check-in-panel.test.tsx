import { screen, waitFor, within } from "@testing-library/react";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { describe, expect, it } from "vitest";
import { formatBanEndLocal } from "@/lib/ban-end";
import { buildLobbyCast, renderLobby, renderScrimInfo } from "@/testing/render-scrim-page";
import { buildScrimDto, minutesFromNow, seat, teamsWithTop } from "@/testing/scrim-data";
import { ok } from "@/testing/test-api-server";
import { formatStartTime } from "../../utils/format-time";

// Check-in in the lobby: when it opens, the seated player's "Check in", the mark on each seat (as
// the server answers it), the admin's check-in by hand, and the join refused by a no-show block.

const { viewer, me, admin } = buildLobbyCast();

/** A scrim starting in `minutes` with 15 minutes of check-in and the viewer seated Team One Top. */
function scrimStartingIn(minutes: number, overrides: Partial<ScrimDto> = {}): ScrimDto {
  const gameStartTime = minutesFromNow(minutes);
  return buildScrimDto({
    ...teamsWithTop(me, { teamOne: 3, teamTwo: 2 }),
    gameStartTime,
    checkInMinutes: 15,
    checkInOpensAt: new Date(new Date(gameStartTime).getTime() - 15 * 60_000).toISOString(),
    ...overrides,
  });
}

/** The scrim with `userId`'s seat checked in, as the server answers a check-in. */
function checkedIn(scrim: ScrimDto, userId: string): ScrimDto {
  const mark = (players: ScrimDto["teamOne"]) =>
    players.map((p) => (p._user._id === userId ? { ...p, checkedIn: true } : p));
  return { ...scrim, teamOne: mark(scrim.teamOne), teamTwo: mark(scrim.teamTwo) };
}

describe("check-in", () => {
  it("tells a seated player when it opens, without a button before then", async () => {
    const scrim = scrimStartingIn(60);
    const { info } = await renderScrimInfo(scrim, viewer);
    const panel = within(info).getByRole("region", { name: "Check-in" });
    expect(panel).toHaveTextContent(`Check-in opens at ${formatStartTime(scrim.checkInOpensAt!)}`);
    expect(panel).toHaveTextContent("0/5 players checked in");
    expect(within(panel).queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
  });

  it("lets a seated player check in during the window; his seat shows the mark", async () => {
    const scrim = scrimStartingIn(10);
    const { info, user, api } = await renderScrimInfo(scrim, viewer, (request, state) => {
      if (request.method === "PATCH" && request.path === `/api/scrims/${scrim._id}/check-in`) {
        state.set(checkedIn(state.get(), me._id));
        return ok(state.get());
      }
      return undefined;
    });
    const panel = within(info).getByRole("region", { name: "Check-in" });
    expect(panel).toHaveTextContent("Check-in is open until the start");
    expect(screen.queryByRole("img", { name: `${me.name} is checked in` })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Check in" }));
    expect(await within(panel).findByText("You're checked in")).toBeInTheDocument();
    expect(panel).toHaveTextContent("1/5 players checked in");
    expect(screen.getByRole("img", { name: `${me.name} is checked in` })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "PATCH")).toHaveLength(1);
  });

  it("offers no check-in button to players who are not seated", async () => {
    const others = scrimStartingIn(10, {
      teamOne: [],
      teamTwo: [seat("teamTwo", "Mid", { ...me, _id: "00000000-0000-4000-8000-000000000555" })],
    });
    const { info } = await renderScrimInfo(others, viewer);
    const panel = within(info).getByRole("region", { name: "Check-in" });
    expect(within(panel).queryByRole("button")).not.toBeInTheDocument();
    expect(panel).toHaveTextContent("0/1 players checked in");
    // A seat taken in the window comes checked in (the server's rule).
    expect(panel).toHaveTextContent("A seat taken now comes checked in.");
  });

  it("hides the panel when check-in is off", async () => {
    const { info } = await renderScrimInfo(
      scrimStartingIn(10, { checkInMinutes: 0, checkInOpensAt: null }),
      viewer,
    );
    expect(within(info).queryByRole("region", { name: "Check-in" })).not.toBeInTheDocument();
  });

  it("lets an admin check a player in by hand before the window opens", async () => {
    const scrim = scrimStartingIn(120);
    const target = scrim.teamOne[1]!;
    const { user, api } = await renderLobby(scrim, admin, (request, state) => {
      if (request.path === `/api/scrims/${scrim._id}/admin-check-in/${target._user._id}`) {
        state.set(checkedIn(state.get(), target._user._id));
        return ok(state.get());
      }
      return undefined;
    });
    const checkIn = screen.getByRole("button", { name: `Check in ${target._user.name}` });
    // Not green: green marks a player who is checked in, and nobody is yet.
    expect(checkIn).not.toHaveClass("MuiIconButton-colorSuccess");
    expect(screen.queryByRole("img", { name: /is checked in$/ })).not.toBeInTheDocument();
    await user.click(checkIn);
    expect(
      await screen.findByRole("img", { name: `${target._user.name} is checked in` }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: `Check in ${target._user.name}` }),
    ).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "PATCH")).toHaveLength(1);
  });
});

describe("no-show block", () => {
  it("says when a blocked player may join again, in the reader's time zone", async () => {
    const until = new Date(Date.now() + 5 * 60 * 60_000).toISOString();
    const scrim = buildScrimDto({ gameStartTime: minutesFromNow(60) });
    const { user } = await renderLobby(scrim, viewer, (request) =>
      request.method === "PATCH"
        ? {
            status: 403,
            body: { error: "blocked (UTC text)", code: "NO_SHOW_BLOCKED", until },
          }
        : undefined,
    );
    await user.click(screen.getAllByRole("button", { name: "Join: Top" })[0]!);
    await waitFor(() =>
      expect(
        screen.getByText(
          `You missed three games in 30 days: you can join scrims again after ${formatBanEndLocal(until)}`,
        ),
      ).toBeInTheDocument(),
    );
  });
});
