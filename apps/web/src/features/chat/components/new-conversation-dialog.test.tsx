import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildPlayer } from "@/testing/scrim-data";
import { closeSocialHarness, renderSocial } from "@/testing/social-harness";
import { fail } from "@/testing/test-api-server";

afterEach(closeSocialHarness);

const viewer = buildPlayer("Viewer");
const ahri = buildPlayer("Ahri");

/** From the viewer's friends list, "Message Ahri" with no conversation yet. */
async function startFromFriendsList(handler?: Parameters<typeof renderSocial>[0]["handler"]) {
  const view = await renderSocial({
    viewer,
    state: { users: [viewer, ahri], friends: { [viewer._id]: [ahri] } },
    handler,
  });
  view.dialogs.open({ type: "friends", owner: viewer });
  const friends = await screen.findByRole("dialog", { name: "My Friends" });
  await view.user.click(await within(friends).findByRole("button", { name: "Message Ahri" }));
  const dialog = await screen.findByRole("dialog", { name: "New conversation with Ahri" });
  return { view, dialog };
}

describe("New conversation dialog", { timeout: 20_000 }, () => {
  it("opens when there is no conversation with the friend yet, and refuses an empty first message", async () => {
    const { view, dialog } = await startFromFriendsList();
    await view.user.type(within(dialog).getByRole("textbox", { name: "First message" }), "   ");
    await view.user.click(within(dialog).getByRole("button", { name: "Start conversation" }));

    expect(view.alerts.getSnapshot().alert).toMatchObject({
      type: "error",
      message: "cannot start conversation, no message provided!",
    });
    expect(view.api.requests.some((r) => r.method === "POST")).toBe(false);
  });

  it("creates the conversation, sends the first message, closes and opens the chat", async () => {
    const { view, dialog } = await startFromFriendsList();
    await view.user.type(
      within(dialog).getByRole("textbox", { name: "First message" }),
      "hey, duo tonight?",
    );
    await view.user.click(within(dialog).getByRole("button", { name: "Start conversation" }));

    const chat = await screen.findByRole("dialog", { name: "Chat with Ahri" });
    expect(await within(chat).findByText("hey, duo tonight?")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "New conversation with Ahri" })).toBeNull();
    const posts = view.api.requests.filter((r) => r.method === "POST" && !r.path.endsWith("/seen"));
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      ["/api/conversations", { senderId: viewer._id, receiverId: ahri._id }],
      [
        "/api/messages",
        {
          conversationId: view.state.conversations[0]?._id,
          text: "hey, duo tonight?",
          receiverId: ahri._id,
        },
      ],
    ]);
  });

  it("sends the first message with Enter, as every chat does; Shift+Enter starts a new line", async () => {
    const { view, dialog } = await startFromFriendsList();
    const field = within(dialog).getByRole("textbox", { name: "First message" });
    await view.user.type(field, "hey{Shift>}{Enter}{/Shift}duo tonight?");
    expect(field).toHaveValue("hey\nduo tonight?");
    expect(view.api.requests.some((r) => r.method === "POST")).toBe(false);

    await view.user.keyboard("{Enter}");

    const chat = await screen.findByRole("dialog", { name: "Chat with Ahri" });
    expect(await within(chat).findByText(/duo tonight\?/)).toBeInTheDocument();
    const posts = view.api.requests.filter((r) => r.method === "POST" && !r.path.endsWith("/seen"));
    expect(posts.map((r) => r.path)).toEqual(["/api/conversations", "/api/messages"]);
    expect(posts[1]?.body).toMatchObject({ text: "hey\nduo tonight?" });
  });

  it("says 'Error creating new conversation with Ahri' when the server refuses", async () => {
    const { view, dialog } = await startFromFriendsList((request) =>
      request.method === "POST" && request.path === "/api/conversations"
        ? fail(403, "NOT_FRIENDS", "You can only start a conversation with a friend")
        : undefined,
    );
    await view.user.type(within(dialog).getByRole("textbox", { name: "First message" }), "hi");
    await view.user.click(within(dialog).getByRole("button", { name: "Start conversation" }));

    await waitFor(() =>
      expect(view.alerts.getSnapshot().alert).toMatchObject({
        type: "error",
        message: "Error creating new conversation with Ahri",
      }),
    );
    expect(screen.getByRole("dialog", { name: "New conversation with Ahri" })).toBeInTheDocument();
  });
});
