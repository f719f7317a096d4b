import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { scrimKeys } from "../../api/scrim-keys";
import { expectAlert } from "@/testing/alerts";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiHandler } from "@/testing/test-api-server";
import { buildPlayer, buildScrimDto, seat } from "@/testing/scrim-data";
import { renderRoutes } from "@/testing/test-utils";
import { LOBBY_PASSWORD_HIDDEN_HINT, EditScrimForm } from "./edit-scrim-form";

const caps = buildPlayer("Caps");
const caedrel = buildPlayer("Caedrel");
const stored = buildScrimDto({
  title: "Friday Bootcamp",
  region: "EUW",
  teamOne: [seat("teamOne", "Mid", caps)],
  casters: [caedrel],
  lobbyHost: caps,
  teamWon: "teamTwo",
  gameStartTime: "2030-05-10T18:00:00.000Z",
});

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

/**
 * GET answers `scrim`; PUT stores and answers the edit; DELETE answers 204, and from then on the
 * scrim is gone (404), as on the real server.
 */
function scrimApi(scrim: ScrimDto): TestApiHandler {
  let current = scrim;
  let deleted = false;
  const path = `/api/scrims/${scrim._id}`;
  return (request) => {
    if (request.path !== path) {
      return undefined;
    }
    if (deleted) {
      return fail(404, "NOT_FOUND", "Scrim not found");
    }
    if (request.method === "GET") {
      return ok(current);
    }
    if (request.method === "PUT") {
      const body = request.body as { title: string; teamWon: ScrimDto["teamWon"] };
      current = { ...current, title: body.title, teamWon: body.teamWon };
      return ok(current);
    }
    if (request.method === "DELETE") {
      deleted = true;
      return { status: 204 };
    }
    return undefined;
  };
}

/** Like the app's route: a `Component`, so it renders again on every router state change. */
function EditPage() {
  const { id = "" } = useParams();
  return <EditScrimForm scrimId={id} />;
}

async function renderEdit(handler: TestApiHandler = scrimApi(stored), scrim = stored) {
  api = await startTestApi(handler);
  const view = renderRoutes(
    [
      { path: "/scrims/:id/edit", Component: EditPage },
      { path: "/scrims/:id", element: <p>Scrim page</p> },
      {
        path: "/scrims",
        // Lazy like the app's pages: the edit page stays mounted while this loads.
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { element: <p>Scrims Hub</p> };
        },
      },
      { path: "/", element: <p>Home page</p> },
    ],
    { initialEntries: [`/scrims/${scrim._id}/edit`] },
  );
  await screen.findByRole("heading", { name: "Edit Scrim" });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const sent = (method: string) =>
  api?.requests.find((r) => r.method === method)?.body as Record<string, unknown> | undefined;
const password = () => screen.getByRole("textbox", { name: /Lobby password/ });

// Menus, dialogs and a real HTTP round trip per step: jsdom is slow on a busy machine.
describe("EditScrimForm", { timeout: 15_000 }, () => {
  it("requires a lobby password when the server did not send one", async () => {
    const { user } = await renderEdit();

    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Friday Bootcamp");
    expect(password()).toHaveValue("");
    expect(screen.getByText(LOBBY_PASSWORD_HIDDEN_HINT)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findAllByText("Lobby password is required")).toHaveLength(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sent("PUT")).toBeUndefined();
  });

  it("prefills the password the server offers", async () => {
    const full = { ...stored, lobbyName: "FRIDAY1", lobbyPassword: "abc123" };
    await renderEdit(scrimApi(full), full);

    expect(password()).toHaveValue("abc123");
    expect(screen.getByRole("textbox", { name: "Lobby name" })).toHaveValue("FRIDAY1");
  });

  it("asks for confirmation, sends N/A as null, and opens the saved scrim", async () => {
    const { user, alerts, router, queryClient } = await renderEdit();

    await user.type(password(), "hunter2");
    expect(screen.getByRole("combobox", { name: /Winner/ })).toHaveTextContent("Team Two");
    await user.click(screen.getByRole("combobox", { name: /Winner/ }));
    await user.click(await screen.findByRole("option", { name: "N/A" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const dialog = await screen.findByRole("dialog", { name: "Update this scrim?" });
    expect(sent("PUT")).toBeUndefined();
    await user.click(within(dialog).getByRole("button", { name: "Update scrim" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/scrims/${stored._id}`));
    expect(sent("PUT")).toMatchObject({
      title: "Friday Bootcamp",
      region: "EUW",
      lobbyHost: caps._id,
      lobbyName: "Friday Bootcamp",
      lobbyPassword: "hunter2",
      teamWon: null,
      maxCastersAllowedCount: 2,
    });
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: "Scrim updated successfully!",
    });
    expect(queryClient.getQueryData<ScrimDto>(scrimKeys.detail(stored._id))?.teamWon).toBeNull();
  });

  it("offers the creator and the players as lobby host, not casters", async () => {
    const { user } = await renderEdit();

    await user.click(screen.getByRole("combobox", { name: /Lobby host/ }));
    const names = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(names).toEqual([
      "RandomDrawn once both teams are full",
      "AdminCreator",
      "CapsMid · Blue Side",
    ]);
  });

  it("keeps the form and shows the server's message when the update fails", async () => {
    const base = scrimApi(stored);
    const { user, alerts, router } = await renderEdit((request) =>
      request.method === "PUT"
        ? fail(
            409,
            "CONFLICT",
            "This scrim has 1 caster(s): remove casters before lowering the maximum",
          )
        : base(request),
    );

    await user.type(password(), "hunter2");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await user.click(await screen.findByRole("button", { name: "Update scrim" }));

    await expectAlert(
      alerts,
      "error",
      "This scrim has 1 caster(s): remove casters before lowering the maximum",
    );
    expect(router.state.location.pathname).toBe(`/scrims/${stored._id}/edit`);
  });

  it("deletes only after confirmation, then goes to the Scrims Hub", async () => {
    const { user, alerts, router } = await renderEdit();

    await user.click(screen.getByRole("button", { name: "Delete scrim" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete this scrim?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api?.requests.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete scrim" }));
    dialog = await screen.findByRole("dialog", { name: "Delete this scrim?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/scrims"));
    expect(api?.requests.some((r) => r.method === "DELETE")).toBe(true);
    expect(await screen.findByText("Scrims Hub")).toBeInTheDocument();
    // The form stayed on screen while the hub's code loaded: it did not fetch the deleted scrim
    // again, so no 'Error finding scrim' replaced the success.
    const methods = api?.requests.map((r) => r.method);
    expect(methods?.slice(methods.indexOf("DELETE"))).toEqual(["DELETE"]);
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: "Scrim deleted successfully!",
    });
    expect(router.state.location.pathname).toBe("/scrims");
  });

  it("says 'Failed to delete scrim' when the delete fails without a message", async () => {
    const base = scrimApi(stored);
    const { user, alerts } = await renderEdit((request) =>
      request.method === "DELETE" ? { status: 500 } : base(request),
    );

    await user.click(screen.getByRole("button", { name: "Delete scrim" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));

    await expectAlert(alerts, "error", "Failed to delete scrim");
  });

  it("goes home with an error when the scrim cannot be loaded", async () => {
    api = await startTestApi(() => fail(404, "NOT_FOUND", "Scrim not found"));
    const { router, alerts } = renderRoutes(
      [
        { path: "/scrims/:id/edit", element: <EditScrimForm scrimId={stored._id} /> },
        { path: "/", element: <p>Home page</p> },
      ],
      { initialEntries: [`/scrims/${stored._id}/edit`] },
    );

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "error",
      message: "Error finding scrim, returning to home page",
    });
  });
});
