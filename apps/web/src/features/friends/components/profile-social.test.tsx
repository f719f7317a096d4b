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
    const { user } = await renderSocial({
      viewer,
      path: profileOf("Ahri"),
      state: { users: [viewer, ahri] },
    });
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
    const { user, api } = await renderSocial({
      viewer,
      path: profileOf("Ahri"),
      state: { users: [viewer, ahri] },
    });
    const add = await screen.findByRole("button", { name: "Add friend" }, { timeout: 5000 });
    // Disabled until the check answers.
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await screen.findByRole("button", { name: "Request sent" })).toBeDisabled();
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

    expect(await screen.findByRole("button", { name: "Friends" })).toBeDisabled();
    expect(state.friends[viewer._id]).toEqual([ahri]);
  });

  it("shows the online dot live from the presence the page watches", async () => {
    const { socket, serverEmit } = await renderSocial({
      viewer,
      path: profileOf("Ahri"),
      state: { users: [viewer, ahri] },
    });
    const card = await screen.findByRole("region", { name: /Ahri/ }, { timeout: 5000 });
    expect(within(card).getByRole("img", { name: "Offline" })).toBeInTheDocument();
    await waitFor(() =>
      expect(socket.emitted).toContainEqual({
        event: "watch_presence",
        payload: { userIds: [ahri._id] },
      }),
    );

    serverEmit("presence", { userId: ahri._id, online: true });
    expect(await within(card).findByRole("img", { name: "Online" })).toBeInTheDocument();
    serverEmit("presence", { userId: ahri._id, online: false });
    expect(await within(card).findByRole("img", { name: "Offline" })).toBeInTheDocument();
  });
});
