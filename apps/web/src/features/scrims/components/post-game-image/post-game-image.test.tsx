import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { describe, expect, it } from "vitest";
import { expectAlert } from "@/testing/alerts";
import { buildPlayerUser, buildScrimDto, minutesFromNow, teamsWithTop } from "@/testing/scrim-data";
import { closeRenderedRoutes } from "@/testing/render-route";
import { buildLobbyCast, buildViewer, renderLobby } from "@/testing/render-scrim-page";
import type { ScrimHandler } from "@/testing/render-scrim-page";
import { fail, ok } from "@/testing/test-api-server";
import type { TestApiRequest } from "@/testing/test-api-server";
import { fitWithin } from "./prepare-image";

const { viewer, me, admin } = buildLobbyCast();
const LOCATION = "/uploads/post-game/abc.png";
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** A started game with both teams full; the viewer (a player) is the lobby captain. */
function startedScrim(overrides: Partial<ScrimDto> = {}): ScrimDto {
  return buildScrimDto({
    gameStartTime: minutesFromNow(-40),
    ...teamsWithTop(me),
    lobbyHost: me,
    lobbyName: "Friday Customs",
    lobbyPassword: "abc123",
    ...overrides,
  });
}

/** add-image and remove-image change the stored scrim and answer it, as the server does. */
const imageRoutes: ScrimHandler = (request, state) => {
  if (request.method === "PATCH" && request.path.endsWith("/add-image")) {
    state.set({ ...state.get(), postGameImage: { location: LOCATION } });
    return ok(state.get());
  }
  if (request.method === "PATCH" && request.path.endsWith("/remove-image")) {
    state.set({ ...state.get(), postGameImage: null });
    return ok(state.get());
  }
  return undefined;
};

const section = () => screen.getByRole("region", { name: "Post-game image" });
/** The lobby behind a dialog is hidden from the accessibility tree until the dialog has gone. */
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
const imagePatches = (requests: TestApiRequest[]) =>
  requests.filter((request) => request.method === "PATCH");

/**
 * Drag and drop has arrived and wrapped the lobby (it offers a drag to the seated captain and to
 * admins): the lobby is drawn anew then, and a file picked before would be lost with it. The
 * confirmations load on demand now, which leaves the cold first test still waiting for it here.
 */
const dragAndDropArrived = () =>
  waitFor(() =>
    expect(document.querySelectorAll('[aria-roledescription="draggable"]').length).toBeGreaterThan(
      0,
    ),
  );

/** Picks a file in the (hidden) file input, as the browser's file chooser would. */
async function pickFile(file: File) {
  await dragAndDropArrived();
  const picker = userEvent.setup({ applyAccept: false });
  await picker.upload(screen.getByLabelText("Post-game image file"), file);
}

describe("post-game image", { timeout: 20_000 }, () => {
  it("the captain uploads after a confirmation; then everyone sees it with View Image", async () => {
    const { user, api, alerts } = await renderLobby(startedScrim(), viewer, imageRoutes);

    await user.click(within(section()).getByRole("button", { name: "Upload post-game image" }));
    await pickFile(new File([PNG_BYTES], "end-of-game.png", { type: "image/png" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload the post-game image?" });
    expect(within(dialog).getByText(/end-of-game\.png/)).toBeInTheDocument();
    expect(imagePatches(api.requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    await expectAlert(alerts, "success", "image uploaded successfully");
    await dialogClosed();
    const [upload] = imagePatches(api.requests);
    expect(upload?.path).toBe(`/api/scrims/${startedScrim()._id}/add-image`);
    const body = upload?.body as { base64: string; fileName: string };
    expect(body.fileName).toBe("end-of-game.png");
    expect(body.base64).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`);

    expect(await within(section()).findByText("Post-game image uploaded!")).toBeInTheDocument();
    expect(within(section()).getByRole("link", { name: /View Image/ })).toHaveAttribute(
      "href",
      LOCATION,
    );
    // A captain cannot replace or delete it.
    expect(within(section()).queryByRole("button", { name: /upload/i })).not.toBeInTheDocument();
    expect(within(section()).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("sends nothing when the confirmation is cancelled", async () => {
    const { user, api } = await renderLobby(startedScrim(), viewer, imageRoutes);

    await pickFile(new File([PNG_BYTES], "end.png", { type: "image/png" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload the post-game image?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await dialogClosed();
    expect(imagePatches(api.requests)).toHaveLength(0);
  });

  it("refuses a file that is not an image, or over 2 MB, with the server's messages", async () => {
    const { api, alerts } = await renderLobby(startedScrim(), viewer, imageRoutes);

    await pickFile(new File(["hello"], "notes.txt", { type: "text/plain" }));
    await expectAlert(alerts, "error", "File notes.txt is not an image! only images are allowed.");

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    await pickFile(big);
    await expectAlert(alerts, "error", "File huge.png is too big! max allowed size: 2 MB.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(imagePatches(api.requests)).toHaveLength(0);
  });

  it("shows the server's refusal when it reads the bytes differently", async () => {
    const { user, alerts } = await renderLobby(startedScrim(), viewer, (request) =>
      request.method === "PATCH"
        ? fail(400, "NOT_AN_IMAGE", "File fake.png is not an image! only images are allowed.")
        : undefined,
    );

    await pickFile(new File([PNG_BYTES], "fake.png", { type: "image/png" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload the post-game image?" });
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    await expectAlert(alerts, "error", "File fake.png is not an image! only images are allowed.");
    await dialogClosed();
    expect(within(section()).getByRole("button", { name: "Upload post-game image" })).toBeVisible();
  });

  it("is offered to the captain and admins only, and only once the game has started", async () => {
    const other = buildViewer({ _id: buildPlayerUser(3)._id, name: "Player3" });
    await renderLobby(startedScrim(), other, imageRoutes);
    expect(screen.queryByRole("region", { name: "Post-game image" })).not.toBeInTheDocument();
    await closeRenderedRoutes();
    cleanup();

    await renderLobby(startedScrim({ gameStartTime: minutesFromNow(30) }), viewer, imageRoutes);
    expect(screen.queryByRole("region", { name: "Post-game image" })).not.toBeInTheDocument();
    await closeRenderedRoutes();
    cleanup();

    await renderLobby(startedScrim(), admin, imageRoutes);
    expect(
      within(section()).getByRole("button", { name: "Upload post-game image" }),
    ).toBeInTheDocument();
  });

  it("shows an uploaded image to any player, without admin controls", async () => {
    const other = buildViewer({ _id: buildPlayerUser(3)._id, name: "Player3" });
    await renderLobby(startedScrim({ postGameImage: { location: LOCATION } }), other);

    expect(within(section()).getByText("Post-game image uploaded!")).toBeInTheDocument();
    expect(within(section()).getByRole("img", { name: /Post-game scoreboard of/ })).toHaveAttribute(
      "src",
      LOCATION,
    );
    expect(within(section()).queryAllByRole("button")).toHaveLength(0);
  });

  it("an admin replaces the image after a confirmation", async () => {
    const { user, api } = await renderLobby(
      startedScrim({ postGameImage: { location: "/uploads/post-game/old.png" } }),
      admin,
      imageRoutes,
    );

    await user.click(within(section()).getByRole("button", { name: "Re-upload" }));
    await pickFile(new File([PNG_BYTES], "better.png", { type: "image/png" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the post-game image?" });
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    await dialogClosed();
    await waitFor(() =>
      expect(within(section()).getByRole("link", { name: /View Image/ })).toHaveAttribute(
        "href",
        LOCATION,
      ),
    );
    expect(imagePatches(api.requests).map((request) => request.path)).toEqual([
      `/api/scrims/${startedScrim()._id}/add-image`,
    ]);
  });

  it("an admin deletes the image after a confirmation: 'image deleted successfully'", async () => {
    const { user, api, alerts } = await renderLobby(
      startedScrim({ postGameImage: { location: LOCATION } }),
      admin,
      imageRoutes,
    );

    await user.click(within(section()).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the post-game image?" });
    expect(imagePatches(api.requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete image" }));

    await expectAlert(alerts, "success", "image deleted successfully");
    await dialogClosed();
    expect(imagePatches(api.requests).map((request) => request.path)).toEqual([
      `/api/scrims/${startedScrim()._id}/remove-image`,
    ]);
    expect(
      await within(section()).findByRole("button", { name: "Upload post-game image" }),
    ).toBeInTheDocument();
  });

  it("says 'error removing image' when the delete fails, and keeps the image", async () => {
    const { user, alerts } = await renderLobby(
      startedScrim({ postGameImage: { location: LOCATION } }),
      admin,
      (request) =>
        request.method === "PATCH" ? fail(500, "INTERNAL", "Something went wrong") : undefined,
    );

    await user.click(within(section()).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the post-game image?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete image" }));

    await expectAlert(alerts, "error", "error removing image");
    await dialogClosed();
    expect(within(section()).getByText("Post-game image uploaded!")).toBeInTheDocument();
  });
});

describe("downscaling", () => {
  it("fits the longer side into 900 px, keeping the aspect ratio and never enlarging", () => {
    expect(fitWithin(1920, 1080)).toEqual({ width: 900, height: 506 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 506, height: 900 });
    expect(fitWithin(900, 400)).toEqual({ width: 900, height: 400 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
