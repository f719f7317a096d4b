import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildUserDto, renderRoutes } from "@/testing/test-utils";
import { EditPlayerDialog, USER_UPDATED_MESSAGE } from "./edit-player-dialog";

const player = buildUserDto({
  _id: "5b1d0e44-2f7a-4c1e-8d2b-3a4c5d6e7f80",
  name: "Caps",
  summonerTagline: "EUW",
  region: "EUW",
  rank: "Diamond 1",
  isAdmin: false,
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderDialog(onSaved: (user: UserDto) => void) {
  api = await startTestApi((request) => {
    if (request.method === "PUT" && request.path === `/api/users/${player._id}/admin`) {
      return ok({ ...player, ...(request.body as object) });
    }
    return undefined;
  });
  const view = renderRoutes([
    {
      path: "/",
      element: <EditPlayerDialog open user={player} onClose={() => {}} onSaved={onSaved} />,
    },
  ]);
  return { ...view, user: userEvent.setup() };
}

describe("EditPlayerDialog admin rights", () => {
  it("grants admin rights alone, with only the admin call", async () => {
    const onSaved = vi.fn();
    const { user, alerts } = await renderDialog(onSaved);

    await user.click(screen.getByLabelText("Admin rights"));
    await user.click(screen.getByRole("button", { name: "Save player" }));

    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ isAdmin: true })),
    );
    expect(api?.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /api/users/${player._id}/admin`,
    ]);
    expect(api?.requests[0]?.body).toEqual({ isAdmin: true });
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: USER_UPDATED_MESSAGE,
    });
  });

  it("says there is nothing to update when nothing changed", async () => {
    const { user } = await renderDialog(vi.fn());
    await user.click(screen.getByRole("button", { name: "Save player" }));
    expect(await screen.findByText("Nothing to update")).toBeInTheDocument();
    expect(api?.requests).toEqual([]);
  });
});
