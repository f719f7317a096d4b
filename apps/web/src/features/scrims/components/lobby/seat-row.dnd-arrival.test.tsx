import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildScrimDto, buildTeam } from "@/testing/scrim-data";
import { buildLobbyCast, renderLobby } from "@/testing/render-scrim-page";

// Drag and drop's code arrives when this test says so (the lobby loads it lazily for an admin).
const dndCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock("./lobby-dnd", async (importOriginal) => {
  await dndCode.arrived;
  return importOriginal();
});

const { admin } = buildLobbyCast();

describe("a seat's kick confirmation", () => {
  it("stays open, the same dialog, when drag and drop arrives and wraps the seat rows", async () => {
    const scrim = buildScrimDto({ teamOne: buildTeam("teamOne", 2, 1) });
    const { user } = await renderLobby(scrim, admin);
    const blueSide = screen.getByRole("region", { name: "Blue Side" });
    const jungle = () => within(blueSide).getByRole("listitem", { name: /^Jungle:/ });
    const jungleRow = jungle();
    await user.click(within(jungle()).getByRole("button", { name: "Kick" }));
    const dialog = await screen.findByRole("dialog", { name: "Kick Player2?" });

    dndCode.release();
    // The rows are wrapped: dnd-kit's handles describe themselves as draggable (the open dialog
    // hides the page from role queries, hence the attribute).
    await waitFor(() =>
      expect(document.querySelectorAll('[aria-roledescription="draggable"]').length).toBe(2),
    );
    // The rows were drawn anew...
    expect(jungleRow.isConnected).toBe(false);

    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole("dialog", { name: "Kick Player2?" })).toBe(dialog);
  });
});
