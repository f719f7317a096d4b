import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildPlayer, buildScrimDto } from "@/testing/scrim-data";
import { buildConversation, buildMessage } from "@/testing/social-data";
import { closeSocialHarness, renderSocial } from "@/testing/social-harness";
import { fail } from "@/testing/test-api-server";

afterEach(closeSocialHarness);

const viewer = buildPlayer("Viewer");
const ahri = buildPlayer("Ahri");
const scrim = buildScrimDto({ title: "Friday Customs" });

function scrimState(unseenCount = 0) {
  const conversation = buildConversation(viewer, null, { _scrim: scrim._id, unseenCount });
  return {
    conversation,
    state: {
      scrims: [scrim],
      scrimConversations: { [scrim._id]: conversation },
      messages: { [conversation._id]: [buildMessage(ahri, conversation._id, "glhf all")] },
    },
  };
}

/** The scrim's page with its chat opened from the card, its first message shown. */
async function openScrimChat() {
  const { state, conversation } = scrimState();
  const view = await renderSocial({ viewer, state, path: `/scrims/${scrim._id}` });
  const card = await screen.findByRole("article", { name: "Friday Customs" });
  await view.user.click(await within(card).findByRole("button", { name: /^Scrim chat/ }));
  const chat = await screen.findByRole("dialog", { name: "Friday Customs Chat" });
  await within(chat).findByText("glhf all");
  return { view, chat, conversation };
}

describe("Scrim chat", { timeout: 20_000 }, () => {
  it("puts a chat button with the unread count on the scrim card and opens the scrim's room", async () => {
    const { state } = scrimState(3);
    const view = await renderSocial({ viewer, state, path: `/scrims/${scrim._id}` });
    const card = await screen.findByRole("article", { name: "Friday Customs" });
    const button = await within(card).findByRole("button", { name: /^Scrim chat/ });
    await waitFor(() => expect(button).toHaveAttribute("data-count", "3"));

    await view.user.click(button);
    const chat = await screen.findByRole("dialog", { name: "Friday Customs Chat" });
    expect(await within(chat).findByText("glhf all")).toBeInTheDocument();
    await waitFor(() =>
      expect(view.socket.emitted).toContainEqual({
        event: "scrimChatOpen",
        payload: { scrimId: scrim._id, userId: viewer._id },
      }),
    );
    await waitFor(() => expect(button).toHaveAttribute("data-count", "0"));
  });

  it("shows other players' messages live and sends with the scrim chat's payload", async () => {
    const { view, chat, conversation } = await openScrimChat();

    const live = buildMessage(ahri, conversation._id, "mid or feed");
    view.serverEmit("getScrimMessage", {
      ...live,
      messageId: live._id,
      senderId: ahri._id,
      scrimId: scrim._id,
    });
    expect(await within(chat).findByText("mid or feed")).toBeInTheDocument();

    await view.user.type(
      within(chat).getByRole("textbox", { name: "Message" }),
      "on my way{Enter}",
    );
    expect(await within(chat).findByText("on my way")).toBeInTheDocument();
    const sent = view.api.requests.find((r) => r.method === "POST" && r.path === "/api/messages");
    expect(sent?.body).toEqual({
      senderId: viewer._id,
      conversationId: conversation._id,
      text: "on my way",
    });
  });

  it("sends nothing that shows nothing: blanks and zero-width characters keep Send off", async () => {
    const { view, chat } = await openScrimChat();

    await view.user.type(within(chat).getByRole("textbox", { name: "Message" }), " \u200b\u3164");
    expect(within(chat).getByRole("button", { name: "Send message" })).toBeDisabled();
    await view.user.keyboard("{Enter}");
    expect(view.api.requests.some((r) => r.method === "POST" && r.path === "/api/messages")).toBe(
      false,
    );
  });

  it("leaves the room when the chat closes", async () => {
    const { view, chat } = await openScrimChat();
    await view.user.click(within(chat).getByRole("button", { name: "Close" }));

    await waitFor(() =>
      expect(view.socket.emitted).toContainEqual({
        event: "scrimChatClose",
        payload: { scrimId: scrim._id, userId: viewer._id },
      }),
    );
  });

  it("says 'Error opening chat for scrim' when the scrim's chat cannot be read", async () => {
    const view = await renderSocial({
      viewer,
      state: { scrims: [scrim] },
      path: `/scrims/${scrim._id}`,
      handler: (request) =>
        request.path.startsWith("/api/conversations/scrim/")
          ? fail(403, "FORBIDDEN", "Forbidden")
          : undefined,
    });
    const card = await screen.findByRole("article", { name: "Friday Customs" });
    await view.user.click(await within(card).findByRole("button", { name: /^Scrim chat/ }));

    await waitFor(() =>
      expect(view.alerts.getSnapshot().alert).toMatchObject({
        type: "error",
        message: "Error opening chat for scrim",
      }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives the hub's cards their unread counts in one request, kept live while the chat is closed", async () => {
    const second = buildScrimDto({ _id: crypto.randomUUID(), title: "Saturday Customs" });
    const third = buildScrimDto({ _id: crypto.randomUUID(), title: "Sunday Customs" });
    const withChat = buildConversation(viewer, null, { _scrim: scrim._id, unseenCount: 2 });
    const view = await renderSocial({
      viewer,
      path: "/cards",
      state: {
        scrims: [scrim, second, third],
        scrimConversations: { [scrim._id]: withChat },
        messages: { [withChat._id]: [buildMessage(ahri, withChat._id, "glhf all")] },
      },
    });
    const button = (title: string) =>
      within(screen.getByRole("article", { name: title })).getByRole("button", {
        name: /^Scrim chat/,
      });
    await screen.findByRole("article", { name: "Sunday Customs" });
    await waitFor(() => expect(button("Friday Customs")).toHaveAttribute("data-count", "2"));
    expect(button("Saturday Customs")).toHaveAttribute("data-count", "0");

    const reads = view.api.requests.filter((r) => r.path.startsWith("/api/conversations/scrim"));
    expect(reads.map((r) => r.path)).toEqual(["/api/conversations/scrim-unread"]);
    expect(reads[0]?.query.get("scrimIds")?.split(",").sort()).toEqual(
      [scrim._id, second._id, third._id].sort(),
    );

    // Someone writes in Saturday's chat (its first message): one more there, live.
    const activity = { scrimId: second._id, conversationId: crypto.randomUUID() };
    view.serverEmit("scrimChatActivity", {
      ...activity,
      messageId: crypto.randomUUID(),
      senderId: ahri._id,
    });
    await waitFor(() => expect(button("Saturday Customs")).toHaveAttribute("data-count", "1"));
    // The viewer's own message (another tab) is no unread.
    view.serverEmit("scrimChatActivity", {
      ...activity,
      messageId: crypto.randomUUID(),
      senderId: viewer._id,
    });
    // Read in another tab: the server's count after the mark.
    view.serverEmit("conversationSeen", {
      conversationId: withChat._id,
      scrimId: scrim._id,
      unseenCount: 0,
    });
    await waitFor(() => expect(button("Friday Customs")).toHaveAttribute("data-count", "0"));
    expect(button("Saturday Customs")).toHaveAttribute("data-count", "1");
    // Still the one read: the counts came from the events.
    expect(
      view.api.requests.filter((r) => r.path.startsWith("/api/conversations/scrim")),
    ).toHaveLength(1);
  });

  it("adds no unread for messages in the scrim chat the player has open", async () => {
    const { state, conversation } = scrimState();
    const view = await renderSocial({ viewer, state, path: `/scrims/${scrim._id}` });
    const card = await screen.findByRole("article", { name: "Friday Customs" });
    const button = await within(card).findByRole("button", { name: /^Scrim chat/ });
    await view.user.click(button);
    await screen.findByRole("dialog", { name: "Friday Customs Chat" });

    view.serverEmit("scrimChatActivity", {
      scrimId: scrim._id,
      conversationId: conversation._id,
      messageId: crypto.randomUUID(),
      senderId: ahri._id,
    });
    expect(button).toHaveAttribute("data-count", "0");
  });
});
