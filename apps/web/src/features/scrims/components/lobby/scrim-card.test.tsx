import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildScrimDto, buildTeam } from "@/testing/scrim-data";
import { buildViewer } from "@/testing/render-scrim-page";
import { renderRoute } from "@/testing/render-route";
import { ok } from "@/testing/test-api-server";
import { lazyThemed } from "@/theme/lazy-themed";
import { ScrimCard } from "./scrim-card";

/** The lobby's code, loaded lazily as in the hub, but only when the test lets it arrive. */
function gatedLobby() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let loads = 0;
  const Lobby = lazyThemed(async () => {
    loads += 1;
    await gate;
    return (await import("./scrim-lobby")).ScrimLobby;
  });
  return { Lobby, release, loads: () => loads };
}

const scrim = buildScrimDto({ teamOne: buildTeam("teamOne", 3, 1) });

async function renderCard(Lobby: ReturnType<typeof gatedLobby>["Lobby"]) {
  const view = await renderRoute({
    path: "/scrims",
    element: <ScrimCard scrim={scrim} Lobby={Lobby} collapsible />,
    viewer: buildViewer(),
    api: (request) => (request.path === `/api/scrims/${scrim._id}` ? ok(scrim) : undefined),
  });
  return { ...view, card: await screen.findByRole("article", { name: scrim.title }) };
}

describe("a collapsed scrim card", () => {
  it("starts loading the lobby when Show More is pointed at, before the click", async () => {
    const lobby = gatedLobby();
    const { card } = await renderCard(lobby.Lobby);
    expect(lobby.loads()).toBe(0);

    fireEvent.pointerEnter(within(card).getByRole("button", { name: "Show More" }));

    expect(lobby.loads()).toBe(1);
  });

  it("starts loading the lobby when Show More gets the keyboard focus", async () => {
    const lobby = gatedLobby();
    const { card } = await renderCard(lobby.Lobby);

    within(card).getByRole("button", { name: "Show More" }).focus();

    expect(lobby.loads()).toBe(1);
  });

  it("keeps the summary in place, busy, until the lobby's code has arrived", async () => {
    const lobby = gatedLobby();
    const { card, user } = await renderCard(lobby.Lobby);
    expect(
      within(card).getByRole("progressbar", { name: "Blue Side: 3 of 5 players" }),
    ).toHaveAttribute("aria-valuenow", "60");

    await user.click(within(card).getByRole("button", { name: "Show More" }));

    expect(within(card).getByRole("button", { name: "Show less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const busy = card.querySelector("[aria-busy='true']");
    expect(busy).not.toBeNull();
    expect(within(busy as HTMLElement).getByRole("status")).toHaveTextContent(
      "WAITING FOR PLAYERS",
    );

    lobby.release();

    expect(await within(card).findByRole("region", { name: "Blue Side" })).toBeInTheDocument();
    expect(card.querySelector("[aria-busy='true']")).toBeNull();
  });
});
