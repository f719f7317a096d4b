import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  buildPlayerUser,
  buildScrimDto,
  minutesFromNow,
  seat,
  teamsWithTop,
} from "@/testing/scrim-data";
import { buildLobbyCast, renderScrimDetail } from "@/testing/render-scrim-page";
import { fail, ok } from "@/testing/test-api-server";

const { viewer, me } = buildLobbyCast();

describe("ScrimDetail", () => {
  it("shows a skeleton, then the always-expanded lobby titled with the scrim", async () => {
    await renderScrimDetail({ scrim: buildScrimDto({ title: "Clash Prep" }), viewer });

    expect(screen.getByRole("status", { name: "Loading scrim" })).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Clash Prep" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Clash Prep | Scrims");
    expect(screen.getByRole("region", { name: "Blue Side" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show (More|less)/ })).not.toBeInTheDocument();
  });

  it("names an untitled scrim after its creator", async () => {
    await renderScrimDetail({ scrim: buildScrimDto({ title: "" }), viewer });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Admin's Scrim" }),
    ).toBeInTheDocument();
  });

  it("sends the viewer back to the hub when the scrim does not exist", async () => {
    const scrim = buildScrimDto();
    await renderScrimDetail({
      scrim,
      viewer,
      handler: (request) =>
        request.path === `/api/scrims/${scrim._id}`
          ? fail(404, "NOT_FOUND", "Scrim not found")
          : undefined,
    });

    expect(await screen.findByText("Scrims Hub page")).toBeInTheDocument();
    expect(screen.getByText("Scrim not found!, redirecting to home")).toBeInTheDocument();
  });

  it("offers a retry when the server cannot be reached", async () => {
    const scrim = buildScrimDto();
    let down = true;
    const { user } = await renderScrimDetail({
      scrim,
      viewer,
      handler: () => (down ? fail(503, "SERVICE_UNAVAILABLE", "down") : undefined),
    });

    expect(await screen.findByText(/Could not load this scrim/)).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Friday Customs");
  });
});

describe("live updates", () => {
  it("joins the scrim's room, applies scrimUpdate and leaves on unmount", async () => {
    const scrim = buildScrimDto();
    const { socket, unmount } = await renderScrimDetail({ scrim, viewer });
    await screen.findByRole("heading", { level: 1 });

    expect(socket.emitted).toContainEqual({
      event: "join_scrim_room",
      payload: { scrimId: scrim._id },
    });

    socket.serverEmit("scrimUpdate", {
      scrim: { ...scrim, teamOne: [seat("teamOne", "ADC", buildPlayerUser(3))] },
    });
    expect(await screen.findByRole("listitem", { name: "ADC: Player3" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Blue Side" })).toHaveTextContent("1/5");

    // Another scrim's update is not ours.
    socket.serverEmit("scrimUpdate", {
      scrim: { ...scrim, _id: buildPlayerUser(99)._id, title: "Other" },
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Friday Customs");

    unmount();
    expect(socket.emitted.at(-1)).toEqual({
      event: "leave_scrim_room",
      payload: { scrimId: scrim._id },
    });
    expect(socket.listenerCount("scrimUpdate")).toBe(0);
  });

  it("joins the room again after a reconnection and catches up over HTTP", async () => {
    const scrim = buildScrimDto();
    const { socket, api, state } = await renderScrimDetail({ scrim, viewer });
    await screen.findByRole("heading", { level: 1 });

    state.set({ ...scrim, title: "Renamed while offline" });
    socket.reconnect();

    expect(
      await screen.findByRole("heading", { level: 1, name: "Renamed while offline" }),
    ).toBeInTheDocument();
    expect(socket.emitted.filter((entry) => entry.event === "join_scrim_room")).toHaveLength(2);
    expect(api.requests.filter((request) => request.method === "GET")).toHaveLength(2);
  });

  it("keeps a pushed change when a fetch that read before it answers after it", async () => {
    const scrim = buildScrimDto();
    const { socket, api, state } = await renderScrimDetail({ scrim, viewer });
    await screen.findByRole("heading", { level: 1 });
    const scrimReads = () =>
      api.requests.filter((r) => r.method === "GET" && r.path === `/api/scrims/${scrim._id}`);

    // The catch-up read after joining again sees the scrim as it is, but its answer is held…
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.use(async (request) => {
      if (request.method !== "GET" || request.path !== `/api/scrims/${scrim._id}`) {
        return undefined;
      }
      const answer = state.get();
      if (scrimReads().length === 2) {
        await held;
      }
      return ok(answer);
    });
    socket.reconnect();
    await waitFor(() => expect(scrimReads()).toHaveLength(2));

    // …until the push of a change committed after that read has landed.
    const seated = { ...scrim, teamOne: [seat("teamOne", "ADC", buildPlayerUser(3))] };
    state.set(seated);
    socket.serverEmit("scrimUpdate", { scrim: seated });
    expect(await screen.findByRole("listitem", { name: "ADC: Player3" })).toBeInTheDocument();
    release();

    // The late answer may predate the push: the page reads again instead of going back.
    await waitFor(() => expect(scrimReads()).toHaveLength(3));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Blue Side" })).toHaveTextContent("1/5"),
    );
    expect(screen.getByRole("listitem", { name: "ADC: Player3" })).toBeInTheDocument();
  });

  it("refetches the lobby details a public update cannot carry", async () => {
    const scrim = buildScrimDto({
      gameStartTime: minutesFromNow(-2),
      ...teamsWithTop(me, { teamTwo: 4 }),
    });
    const { socket, state } = await renderScrimDetail({ scrim, viewer });
    await screen.findByText("Not enough players: 9/10");

    // The tenth player joins: the push has no lobby secrets, the HTTP answer does.
    const complete = { ...scrim, ...teamsWithTop(me) };
    state.set({ ...complete, lobbyName: "Secret Lobby", lobbyPassword: "pw123" });
    socket.serverEmit("scrimUpdate", { scrim: complete });

    // Looked up afresh: a seated player's lobby mounts again once drag and drop has loaded.
    const info = () => screen.getByRole("region", { name: "Game info" });
    await waitFor(() => expect(within(info()).getByText("Secret Lobby")).toBeInTheDocument());

    // Later pushes keep the details already fetched.
    socket.serverEmit("scrimUpdate", { scrim: { ...complete, title: "Still secret" } });
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Still secret"),
    );
    expect(within(info()).getByText("pw123")).toBeInTheDocument();
  });
});
