import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPlayerUser, buildScrimDto, buildTeam, seat } from "@/testing/scrim-data";
import { buildLobbyCast, renderLobby } from "@/testing/render-scrim-page";
import { ok } from "@/testing/test-api-server";
import { withScreenWidth } from "@/testing/screen-width";

// A phone: the app's media queries answered as a 390 px wide screen would.
withScreenWidth(390);

const { me, admin } = buildLobbyCast();
const blueSide = () => screen.getByRole("region", { name: "Blue Side" });
const seatRow = (role: string) =>
  within(blueSide()).getByRole("listitem", { name: new RegExp(`^${role}:`) });

// Menus and a real HTTP round trip per step: jsdom is slow on a busy machine.
describe("seats on a phone", { timeout: 15_000 }, () => {
  it("gives an admin one seat menu instead of Kick, Swap and the drag handle, and full names", async () => {
    const long = buildPlayerUser(41, { name: "Averyveryverylongname" });
    const scrim = buildScrimDto({
      teamOne: [seat("teamOne", "Top", long), ...buildTeam("teamOne", 2, 1).slice(1)],
    });
    const { user, api } = await renderLobby(scrim, admin, (request, state) => {
      if (request.path.endsWith("/swap-players")) {
        state.set({
          ...state.get(),
          teamOne: [seat("teamOne", "Mid", long), state.get().teamOne[1]!],
        });
        return ok(state.get());
      }
      return undefined;
    });

    const row = seatRow("Top");
    expect(within(row).getByRole("link", { name: /Averyveryverylongname/ })).toHaveTextContent(
      "Averyveryverylongname#",
    );
    expect(within(row).queryByRole("button", { name: "Kick" })).not.toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /^Swap/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /^Drag/ })).not.toBeInTheDocument();

    await user.click(
      within(row).getByRole("button", { name: "Seat actions for Averyveryverylongname" }),
    );
    const menu = await screen.findByRole("menu");
    expect(
      within(menu).getByRole("menuitem", { name: "Kick Averyveryverylongname" }),
    ).toBeVisible();
    await user.click(within(menu).getByRole("menuitem", { name: /Blue Side · Mid/ }));

    await waitFor(() =>
      expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({
        from: { team: "teamOne", role: "Top" },
        to: { team: "teamOne", role: "Mid" },
      }),
    );
    expect(await within(seatRow("Mid")).findByText(/Averyveryverylongname/)).toBeInTheDocument();
  });

  it("kicks from the seat menu after the confirmation", async () => {
    const scrim = buildScrimDto({ teamOne: buildTeam("teamOne", 2, 1) });
    const { user } = await renderLobby(scrim, admin, (request, state) => {
      if (request.path.endsWith(`/remove-player/${buildPlayerUser(2)._id}`)) {
        state.set({ ...state.get(), teamOne: state.get().teamOne.slice(0, 1) });
        return ok(state.get());
      }
      return undefined;
    });

    await user.click(
      within(seatRow("Jungle")).getByRole("button", { name: "Seat actions for Player2" }),
    );
    await user.click(await screen.findByRole("menuitem", { name: "Kick Player2" }));
    const dialog = await screen.findByRole("dialog", { name: "Kick Player2?" });
    await user.click(within(dialog).getByRole("button", { name: "Kick" }));

    expect(
      await screen.findByText("Successfully kicked Player2 from the game"),
    ).toBeInTheDocument();
  });

  it("asks before an admin leaves his own seat from the seat menu", async () => {
    const adminUser = buildPlayerUser(99, { _id: admin._id, name: admin.name });
    const scrim = buildScrimDto({ teamOne: [seat("teamOne", "Top", adminUser)] });
    const { user, api } = await renderLobby(scrim, admin);

    await user.click(within(seatRow("Top")).getByRole("button", { name: "Seat actions for Boss" }));
    await user.click(await screen.findByRole("menuitem", { name: "Leave" }));

    expect(await screen.findByRole("dialog", { name: "Leave your seat?" })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
  });

  it("leaves a player his Leave button, without the drag handle", async () => {
    await renderLobby(buildScrimDto({ teamOne: [seat("teamOne", "Top", me)] }));

    expect(within(seatRow("Top")).getByRole("button", { name: "Leave" })).toBeInTheDocument();
    expect(within(seatRow("Top")).queryByRole("button", { name: /^Drag/ })).not.toBeInTheDocument();
    expect(
      within(seatRow("Top")).queryByRole("button", { name: /^Seat actions/ }),
    ).not.toBeInTheDocument();
  });
});
