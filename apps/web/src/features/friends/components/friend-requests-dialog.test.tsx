import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildPlayer } from "@/testing/scrim-data";
import { buildFriendRequest } from "@/testing/social-data";
import { closeSocialHarness, renderSocial } from "@/testing/social-harness";
import { fail, type TestApiReply } from "@/testing/test-api-server";

afterEach(closeSocialHarness);

const viewer = buildPlayer("Viewer");
const ahri = buildPlayer("Ahri");
const brand = buildPlayer("Brand");

// Hidden from the accessibility tree while a dialog is open, still there.
// Named with the count its badge shows: "Friend requests (1)".
const requestsButton = () =>
  screen.getByRole("button", { name: /^Friend requests( \(|$)/, hidden: true });

/**
 * Renders the viewer with Ahri's request pending, opens the dialog and accepts it; the server
 * answers the accept with `acceptReply` where given.
 */
async function acceptAhrisRequest(acceptReply?: TestApiReply) {
  const view = await renderSocial({
    viewer,
    state: { requests: [buildFriendRequest(ahri, viewer._id)] },
    handler: (request) => (request.path.includes("accept-request") ? acceptReply : undefined),
  });
  await view.user.click(requestsButton());
  await view.user.click(await screen.findByRole("button", { name: "Accept Ahri" }));
  return view;
}

describe("Friend requests", { timeout: 20_000 }, () => {
  it("shows the pending count on the header icon and lists each request with its sender", async () => {
    const { user } = await renderSocial({
      viewer,
      state: {
        requests: [buildFriendRequest(ahri, viewer._id), buildFriendRequest(brand, viewer._id)],
      },
    });

    await waitFor(() => expect(requestsButton()).toHaveAttribute("data-count", "2"));
    expect(requestsButton()).toHaveTextContent("2");
    await user.click(requestsButton());

    const dialog = await screen.findByRole("dialog", { name: "Friend Requests" });
    expect(within(dialog).getByRole("link", { name: "Ahri" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Brand" })).toBeInTheDocument();
  });

  it("shows each sender's one rank, saying which, and his initial while no icon loads", async () => {
    const ranked = buildPlayer("Caitlyn", { rank: "Gold 2", soloQueueRank: "Platinum 1" });
    const declared = buildPlayer("Darius", { rank: "Silver 3", soloQueueRank: null });
    const { user } = await renderSocial({
      viewer,
      state: {
        requests: [
          buildFriendRequest(ranked, viewer._id),
          buildFriendRequest(declared, viewer._id),
        ],
      },
    });
    await user.click(requestsButton());
    const dialog = await screen.findByRole("dialog", { name: "Friend Requests" });

    const lineOf = (name: string) => within(dialog).getByRole("link", { name }).closest("li")!;
    expect(lineOf("Caitlyn")).toHaveTextContent("Platinum 1Solo queue · EUW");
    expect(lineOf("Caitlyn")).not.toHaveTextContent("Gold 2");
    expect(lineOf("Darius")).toHaveTextContent("Silver 3Declared · EUW");
    // Riot's images do not load here: the circle shows the initial, never nothing.
    const icon = within(lineOf("Darius")).getByTestId("summoner-icon");
    await waitFor(() => expect(icon.querySelector("img")).not.toBeNull());
    expect(icon).toHaveTextContent("D");
    while (icon.querySelector("img")) {
      fireEvent.error(icon.querySelector("img")!);
    }
    expect(icon).toHaveTextContent("D");
  });

  it("says 'No friend requests found' when there are none", async () => {
    const { user } = await renderSocial({ viewer });
    await user.click(requestsButton());

    expect(await screen.findByText("No friend requests found")).toBeInTheDocument();
    expect(requestsButton()).toHaveAttribute("data-count", "0");
  });

  it("accepts a request: the sender becomes a friend, the request goes and a success alert shows", async () => {
    const { api, alerts } = await acceptAhrisRequest();

    expect(await screen.findByText("No friend requests found")).toBeInTheDocument();
    const accept = api.requests.find((r) => r.path.includes("accept-request"));
    expect(accept?.path).toBe(`/api/friend-requests/accept-request/${viewer._id}`);
    expect(accept?.body).toEqual({ newFriendUserId: ahri._id });
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "success",
      message: "Ahri is now your friend!",
    });
    expect(requestsButton()).toHaveAttribute("data-count", "0");
  });

  it("rejects a request with an info alert", async () => {
    const request = buildFriendRequest(brand, viewer._id);
    const { user, api, alerts } = await renderSocial({ viewer, state: { requests: [request] } });
    await user.click(requestsButton());
    await user.click(await screen.findByRole("button", { name: "Reject Brand" }));

    expect(await screen.findByText("No friend requests found")).toBeInTheDocument();
    expect(
      api.requests.some(
        (r) => r.path === `/api/friend-requests/reject-request/${viewer._id}/${request._id}`,
      ),
    ).toBe(true);
    expect(alerts.getSnapshot().alert).toMatchObject({ type: "info" });
  });

  it("drops the request and shows 'Friend already added!' when they are friends already", async () => {
    const { alerts } = await acceptAhrisRequest(
      fail(409, "ALREADY_FRIENDS", "Friend already added!"),
    );

    expect(await screen.findByText("No friend requests found")).toBeInTheDocument();
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "error",
      message: "Friend already added!",
    });
  });

  it("shows the server's text for any other failure and keeps the request", async () => {
    const { alerts } = await acceptAhrisRequest(
      fail(403, "FORBIDDEN", "You can only answer friend requests sent to you"),
    );

    await waitFor(() =>
      expect(alerts.getSnapshot().alert?.message).toBe(
        "You can only answer friend requests sent to you",
      ),
    );
    expect(screen.getByRole("button", { name: "Accept Ahri" })).toBeInTheDocument();
  });

  it("raises the header count live when a request arrives, and lowers it when it is cancelled", async () => {
    const { serverEmit, state } = await renderSocial({ viewer });
    await waitFor(() => expect(requestsButton()).toHaveAttribute("data-count", "0"));
    const request = buildFriendRequest(ahri, viewer._id);

    state.requests = [request];
    serverEmit("friendRequest", { action: "received", friendRequest: request });
    await waitFor(() => expect(requestsButton()).toHaveAttribute("data-count", "1"));

    state.requests = [];
    serverEmit("friendRequest", { action: "cancelled", friendRequest: request });
    await waitFor(() => expect(requestsButton()).toHaveAttribute("data-count", "0"));
  });
});
