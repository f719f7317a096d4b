import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildPlayer } from "@/testing/scrim-data";
import { buildConversation } from "@/testing/social-data";
import { closeSocialHarness, renderSocial } from "@/testing/social-harness";

afterEach(closeSocialHarness);

const viewer = buildPlayer("Viewer");
const ahri = buildPlayer("Ahri");
const brand = buildPlayer("Brand");
const profileOf = (name: string) => `/users/${name}`;

/** The viewer on the profile of Ahri, a stranger: no friends, no request either way. */
const onStrangerAhri = () =>
  renderSocial({ viewer, path: profileOf("Ahri"), state: { users: [viewer, ahri] } });

/** The viewer on the profile of Ahri, a friend. */
const onFriendAhri = () =>
  renderSocial({
    viewer,
    path: profileOf("Ahri"),
    state: {
      users: [viewer, ahri],
      friends: { [ahri._id]: [viewer], [viewer._id]: [ahri] },
      checks: { [ahri._id]: { status: "friends", requestId: null } },
    },
  });

describe("Profile: friends count, friend button and online dot", { timeout: 20_000 }, () => {
  it("shows the friends count with a View link that opens the friends dialog", async () => {
    const { user } = await renderSocial({
      viewer,
      path: profileOf("Ahri"),
      state: { users: [viewer, ahri, brand], friends: { [ahri._id]: [brand] } },
    });

    const card = await screen.findByRole("region", { name: /Ahri/ }, { timeout: 5000 });
    await waitFor(() => expect(within(card).getByTestId("friends-count")).toHaveTextContent("1"));
    await user.click(within(card).getByRole("button", { name: "View" }));

    const dialog = await screen.findByRole("dialog", { name: "Ahri's Friends" });
    expect(within(dialog).getByRole("link", { name: "Brand" })).toBeInTheDocument();
    // Only the list's owner may message from it.
    expect(within(dialog).queryByRole("button", { name: "Message Brand" })).toBeNull();
  });

  it("says 'No friends found' for a player without friends", async () => {
    const { user } = await onStrangerAhri();
    const card = await screen.findByRole("region", { name: /Ahri/ }, { timeout: 5000 });
    await waitFor(() => expect(within(card).getByTestId("friends-count")).toHaveTextContent("0"));
    await user.click(within(card).getByRole("button", { name: "View" }));

    expect(await screen.findByText("No friends found")).toBeInTheDocument();
  });

  it("gives the owner a message action per friend, opening the chat they already have", async () => {
    const conversation = buildConversation(viewer, brand);
    const { user } = await renderSocial({
      viewer,
      path: profileOf("Viewer"),
      state: {
        users: [viewer, brand],
        friends: { [viewer._id]: [brand] },
        conversations: [conversation],
      },
    });
    await user.click(await screen.findByRole("button", { name: "View" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "My Friends" });
    await user.click(within(dialog).getByRole("button", { name: "Message Brand" }));

    expect(await screen.findByRole("dialog", { name: "Chat with Brand" })).toBeInTheDocument();
    // Their own profile has no friend button.
    expect(screen.queryByRole("button", { name: "Add friend", hidden: true })).toBeNull();
  });

  it("sends a request with Add friend, then shows Request sent", async () => {
    const { user, api } = await onStrangerAhri();
    const add = await screen.findByRole("button", { name: "Add friend" }, { timeout: 5000 });
    // Disabled until the check answers.
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByRole("button", { name: "Request sent" })).toBeEnabled();
    expect(
      api.requests.some(
        (r) => r.method === "POST" && r.path === `/api/friend-requests/send-request/${ahri._id}`,
      ),
    ).toBe(true);
  });

  it("offers Accept for a request they sent, then shows Friends", async () => {
    const { user, state } = await renderSocial({
      viewer,
      path: profileOf("Ahri"),
      state: {
        users: [viewer, ahri],
        checks: {
          [ahri._id]: { status: "received", requestId: "00000000-0000-4000-8000-0000000000aa" },
        },
        requests: [
          {
            _id: "00000000-0000-4000-8000-0000000000aa",
            _user: ahri,
            _receiver: viewer._id,
            createdAt: "2025-03-01T10:00:00.000Z",
          },
        ],
      },
    });
    await user.click(await screen.findByRole("button", { name: "Accept" }, { timeout: 5000 }));

    expect(await screen.findByRole("button", { name: "Friends" })).toBeInTheDocument();
    expect(state.friends[viewer._id]).toEqual([ahri]);
  });

  it("shows the online dot live from the presence the page watches", async () => {
    const { socket, serverEmit } = await onStrangerAhri();
    const card = await screen.findByRole("region", { name: /Ahri/ }, { timeout: 5000 });
    expect(within(card).getByRole("img", { name: "Offline" })).toBeInTheDocument();
    await waitFor(() =>
      expect(socket.emitted).toContainEqual({
        event: "watch_presence",
        payload: { userIds: [ahri._id] },
      }),
    );

    serverEmit("presence", { userId: ahri._id, online: true, version: 10 });
    expect(await within(card).findByRole("img", { name: "Online" })).toBeInTheDocument();
    serverEmit("presence", { userId: ahri._id, online: false, version: 11 });
    expect(await within(card).findByRole("img", { name: "Offline" })).toBeInTheDocument();
    // An older event (another server process, late) changes nothing; a newer one does.
    serverEmit("presence", { userId: ahri._id, online: true, version: 10 });
    expect(within(card).getByRole("img", { name: "Offline" })).toBeInTheDocument();
    serverEmit("presence", { userId: ahri._id, online: true, version: 12 });
    expect(await within(card).findByRole("img", { name: "Online" })).toBeInTheDocument();
  });

  it("cancels a sent request from Request sent, after a confirmation", async () => {
    const requestId = "00000000-0000-4000-8000-0000000000bb";
    const { user, api, alerts } = await renderSocial({
      viewer,
      path: profileOf("Ahri"),
      state: { users: [viewer, ahri], checks: { [ahri._id]: { status: "sent", requestId } } },
    });
    await user.click(
      await screen.findByRole("button", { name: "Request sent" }, { timeout: 5000 }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Cancel friend request?" });
    // Keeping it changes nothing.
    await user.click(within(confirm).getByRole("button", { name: "Keep request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Request sent" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Cancel friend request?" })).getByRole(
        "button",
        { name: "Cancel request" },
      ),
    );

    expect(await screen.findByRole("button", { name: "Add friend" })).toBeEnabled();
    expect(
      api.requests.filter(
        (r) => r.method === "POST" && r.path === `/api/friend-requests/cancel-request/${requestId}`,
      ),
    ).toHaveLength(1);
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "info",
      message: "Friend request to Ahri cancelled",
    });
  });

  it("unfriends from the Friends button after a confirmation; the count drops", async () => {
    const { user, api, alerts } = await onFriendAhri();
    const card = await screen.findByRole("region", { name: /Ahri/ }, { timeout: 5000 });
    await waitFor(() => expect(within(card).getByTestId("friends-count")).toHaveTextContent("1"));
    await user.click(await screen.findByRole("button", { name: "Friends" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Ahri from your friends?" });
    await user.click(within(confirm).getByRole("button", { name: "Unfriend" }));

    expect(await screen.findByRole("button", { name: "Add friend" })).toBeEnabled();
    await waitFor(() => expect(within(card).getByTestId("friends-count")).toHaveTextContent("0"));
    expect(
      api.requests.some(
        (r) => r.method === "POST" && r.path === `/api/friends/unfriend/${ahri._id}`,
      ),
    ).toBe(true);
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "info",
      message: "Ahri was removed from your friends",
    });
  });

  it("turns Friends back into Add friend live when the other player unfriends", async () => {
    const { serverEmit, state } = await onFriendAhri();
    const card = await screen.findByRole("region", { name: /Ahri/ }, { timeout: 5000 });
    await screen.findByRole("button", { name: "Friends" });
    await waitFor(() => expect(within(card).getByTestId("friends-count")).toHaveTextContent("1"));
    // Ahri unfriends in her own browser: the server removed it and tells the viewer.
    state.friends = {};
    state.checks = {};
    serverEmit("friendRemoved", { userId: ahri._id });

    expect(await screen.findByRole("button", { name: "Add friend" })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId("friends-count")).toHaveTextContent("0"));
  });

  it("gives the owner an unfriend action in their friends list, after a confirmation", async () => {
    const { user } = await renderSocial({
      viewer,
      path: profileOf("Viewer"),
      state: { users: [viewer, brand], friends: { [viewer._id]: [brand], [brand._id]: [viewer] } },
    });
    await user.click(await screen.findByRole("button", { name: "View" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "My Friends" });
    await user.click(within(dialog).getByRole("button", { name: "Unfriend Brand" }));
    await user.click(
      within(
        await screen.findByRole("dialog", { name: "Remove Brand from your friends?" }),
      ).getByRole("button", { name: "Unfriend" }),
    );

    expect(await within(dialog).findByText("No friends found")).toBeInTheDocument();
  });

  it("shows each friend's one rank in the friends list, saying which", async () => {
    const ranked = buildPlayer("Ezreal", { rank: "Iron 1", soloQueueRank: "Master" });
    const { user } = await renderSocial({
      viewer,
      path: profileOf("Viewer"),
      state: {
        users: [viewer, ranked, brand],
        friends: { [viewer._id]: [ranked, brand], [ranked._id]: [viewer], [brand._id]: [viewer] },
      },
    });
    await user.click(await screen.findByRole("button", { name: "View" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "My Friends" });

    const lineOf = (name: string) => within(dialog).getByRole("link", { name }).closest("li")!;
    expect(lineOf("Ezreal")).toHaveTextContent(`MasterSolo queue · ${ranked.region}`);
    expect(lineOf("Brand")).toHaveTextContent(`${brand.rank}Declared · ${brand.region}`);
    expect(within(lineOf("Ezreal")).getByTestId("summoner-icon")).toHaveTextContent("E");
  });

  it("shows another player's friends list without unfriend actions", async () => {
    const { user } = await renderSocial({
      viewer,
      path: profileOf("Ahri"),
      state: { users: [viewer, ahri, brand], friends: { [ahri._id]: [brand] } },
    });
    await user.click(await screen.findByRole("button", { name: "View" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Ahri's Friends" });
    await within(dialog).findByRole("link", { name: "Brand" });
    expect(within(dialog).queryByRole("button", { name: "Unfriend Brand" })).toBeNull();
  });

  it("follows the viewer's own actions from another tab: sent, then accepted by them", async () => {
    const { serverEmit } = await onStrangerAhri();
    await waitFor(() => expect(screen.getByRole("button", { name: "Add friend" })).toBeEnabled());
    const fromViewer = {
      _id: "00000000-0000-4000-8000-0000000000cc",
      _user: viewer,
      _receiver: ahri._id,
      createdAt: "2025-03-01T10:00:00.000Z",
    };
    // The viewer sent it in another tab.
    serverEmit("friendRequest", { action: "received", friendRequest: fromViewer });
    expect(await screen.findByRole("button", { name: "Request sent" })).toBeInTheDocument();
    serverEmit("friendRequest", { action: "cancelled", friendRequest: fromViewer });
    expect(await screen.findByRole("button", { name: "Add friend" })).toBeInTheDocument();

    // Ahri's request, accepted by the viewer in another tab.
    const fromAhri = { ...fromViewer, _user: ahri, _receiver: viewer._id };
    serverEmit("friendRequest", { action: "received", friendRequest: fromAhri });
    expect(await screen.findByRole("button", { name: "Accept" })).toBeInTheDocument();
    serverEmit("friendRequest", { action: "accepted", friendRequest: fromAhri });
    expect(await screen.findByRole("button", { name: "Friends" })).toBeInTheDocument();
  });
});
