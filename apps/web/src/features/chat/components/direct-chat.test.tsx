import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPlayer } from "@/testing/scrim-data";
import { buildConversation, buildMessage } from "@/testing/social-data";
import { FakeNotification, installFakeNotifications } from "@/testing/fake-browser-notifications";
import { closeSocialHarness, renderSocial } from "@/testing/social-harness";
import { fail, ok } from "@/testing/test-api-server";

afterEach(closeSocialHarness);

const viewer = buildPlayer("Viewer");
const ahri = buildPlayer("Ahri");
const brand = buildPlayer("Brand");

// Named with the count its badge shows: "Messenger (1)".
const messenger = () => screen.getByRole("button", { name: /^Messenger( \(|$)/, hidden: true });

/** Viewer has a conversation with Ahri (2 unread) and one with Brand (1 unread). */
function twoConversations() {
  const withAhri = buildConversation(viewer, ahri, { unseenCount: 2 });
  const withBrand = buildConversation(viewer, brand, { unseenCount: 1 });
  const hello = buildMessage(ahri, withAhri._id, "gg wp, rematch?");
  const old = buildMessage(viewer, withAhri._id, "first");
  withAhri.lastMessage = hello;
  withBrand.lastMessage = buildMessage(viewer, withBrand._id, "see you at 8");
  return {
    withAhri,
    withBrand,
    state: {
      users: [viewer, ahri, brand],
      conversations: [withAhri, withBrand],
      messages: { [withAhri._id]: [old, hello] },
    },
  };
}

async function openChatWithAhri(view: Awaited<ReturnType<typeof renderSocial>>) {
  await view.user.click(messenger());
  const list = await screen.findByRole("dialog", { name: "Messenger" });
  await view.user.click(await within(list).findByRole("button", { name: /^Chat with Ahri/ }));
  const chat = await screen.findByRole("dialog", { name: "Chat with Ahri" });
  await within(chat).findByText("gg wp, rematch?");
  return chat;
}

describe("Messenger and direct chat", { timeout: 20_000 }, () => {
  it("shows the unread total on the header and each conversation's player, last message and unread count", async () => {
    const { state } = twoConversations();
    const view = await renderSocial({ viewer, state });
    await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "3"));

    await view.user.click(messenger());
    const dialog = await screen.findByRole("dialog", { name: "Messenger" });
    const ahriRow = await within(dialog).findByRole("button", { name: "Chat with Ahri" });
    expect(ahriRow).toHaveAccessibleDescription(/^2 unread .*gg wp, rematch\?$/);
    const brandRow = within(dialog).getByRole("button", { name: "Chat with Brand" });
    expect(brandRow).toHaveAccessibleDescription(/^1 unread .*You: see you at 8$/);
    // Each player's summoner icon; Riot's images do not load here, so his initial shows.
    const icon = within(ahriRow).getByTestId("summoner-icon");
    await waitFor(() => expect(icon.querySelector("img")).not.toBeNull());
    while (icon.querySelector("img")) {
      fireEvent.error(icon.querySelector("img")!);
    }
    expect(icon).toHaveTextContent("A");
  });

  it("opens a chat: its messages in a 300 px area, all marked seen, the header count drops", async () => {
    const { state, withAhri } = twoConversations();
    const view = await renderSocial({ viewer, state });
    const chat = await openChatWithAhri(view);

    expect(within(chat).getByRole("log", { name: "Messages" })).toHaveStyle({ maxHeight: "300px" });
    expect(within(chat).getByText("first")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        view.api.requests.some(
          (r) => r.method === "POST" && r.path === `/api/conversations/${withAhri._id}/seen`,
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "1"));
  });

  it("sends with Enter, adds a newline with Shift+Enter, and refuses an empty message", async () => {
    const { state, withAhri } = twoConversations();
    const view = await renderSocial({ viewer, state });
    const chat = await openChatWithAhri(view);
    const input = within(chat).getByRole("textbox", { name: "Message" });

    await view.user.click(input);
    await view.user.keyboard("{Enter}");
    await view.user.type(input, "   ");
    await view.user.keyboard("{Enter}");
    expect(view.api.requests.filter((r) => r.path === "/api/messages")).toHaveLength(0);

    await view.user.clear(input);
    await view.user.type(input, "line one");
    await view.user.keyboard("{Shift>}{Enter}{/Shift}");
    await view.user.type(input, "line two");
    expect(input).toHaveValue("line one\nline two");
    await view.user.keyboard("{Enter}");

    await waitFor(() => expect(input).toHaveValue(""));
    const sent = view.api.requests.find((r) => r.method === "POST" && r.path === "/api/messages");
    expect(sent?.body).toEqual({
      conversationId: withAhri._id,
      text: "line one\nline two",
      receiverId: ahri._id,
    });
    const shown = await within(chat).findByText(/line one/);
    expect(shown.textContent).toBe("line one\nline two");
  });

  it("appends a new message at once while the chat is open and marks it seen", async () => {
    const { state, withAhri } = twoConversations();
    const view = await renderSocial({ viewer, state });
    const chat = await openChatWithAhri(view);
    await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "1"));
    const live = buildMessage(ahri, withAhri._id, "are you there?", { _receiver: viewer._id });

    view.serverEmit("getMessage", { ...live, messageId: live._id });

    expect(await within(chat).findByText("are you there?")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        view.api.requests.some(
          (r) => r.method === "POST" && r.path === `/api/messages/${live._id}/seen`,
        ),
      ).toBe(true),
    );
    // Seen at once: no unread added for the open chat.
    expect(messenger()).toHaveAttribute("data-count", "1");
  });

  it("keeps a message pushed while the chat's messages were being read", async () => {
    const { state, withAhri } = twoConversations();
    const messagesPath = `/api/messages/${withAhri._id}`;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const view = await renderSocial({
      viewer,
      state,
      // The first read of the chat's messages answers what was there, but only once released.
      handler: async (request, current) => {
        if (request.method !== "GET" || request.path !== messagesPath) {
          return undefined;
        }
        reads += 1;
        const answer = [...(current.messages[withAhri._id] ?? [])];
        if (reads === 1) {
          await held;
        }
        return ok(answer);
      },
    });
    await view.user.click(messenger());
    const list = await screen.findByRole("dialog", { name: "Messenger" });
    await view.user.click(await within(list).findByRole("button", { name: /^Chat with Ahri/ }));
    const chat = await screen.findByRole("dialog", { name: "Chat with Ahri" });
    await waitFor(() => expect(reads).toBe(1));

    // A message arrives while that read is out: the server has it, the held answer does not.
    const live = buildMessage(ahri, withAhri._id, "you up?", { _receiver: viewer._id });
    view.state.messages[withAhri._id] = [...(view.state.messages[withAhri._id] ?? []), live];
    view.serverEmit("getMessage", { ...live, messageId: live._id });
    release();

    // The chat reads again rather than show the older answer without it.
    await waitFor(() => expect(reads).toBe(2));
    expect(await within(chat).findByText("you up?")).toBeInTheDocument();
    expect(within(chat).getByText("gg wp, rematch?")).toBeInTheDocument();
  });

  it("counts a message on the header icon and in the messenger when its chat is closed", async () => {
    const { state, withAhri } = twoConversations();
    const view = await renderSocial({ viewer, state });
    await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "3"));
    const live = buildMessage(ahri, withAhri._id, "ping", { _receiver: viewer._id });
    // What the server holds from now on.
    view.state.conversations = [
      { ...withAhri, unseenCount: 3, lastMessage: live },
      ...view.state.conversations.slice(1),
    ];

    view.serverEmit("getMessage", { ...live, messageId: live._id });
    await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "4"));

    await view.user.click(messenger());
    const dialog = await screen.findByRole("dialog", { name: "Messenger" });
    const row = within(dialog).getByRole("button", { name: "Chat with Ahri" });
    expect(row).toHaveAccessibleDescription(/^3 unread .*ping$/);
  });

  it("renders message text as text and makes only web links clickable, in a new tab", async () => {
    const { state, withAhri } = twoConversations();
    state.messages[withAhri._id] = [
      buildMessage(
        ahri,
        withAhri._id,
        'vod: https://example.com/vod?t=1. <img src=x onerror="alert(1)"> javascript:alert(1)',
      ),
      buildMessage(ahri, withAhri._id, "gg wp, rematch?"),
    ];
    const view = await renderSocial({ viewer, state });
    const chat = await openChatWithAhri(view);

    const link = within(chat).getByRole("link", { name: "https://example.com/vod?t=1" });
    expect(link).toHaveAttribute("href", "https://example.com/vod?t=1");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(within(chat).getAllByRole("link")).toHaveLength(1);
    expect(chat.querySelector("img")).toBeNull();
    expect(within(chat).getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
  });

  it("shows the server's error when a send is refused, and the spec's text when there is none", async () => {
    const { state } = twoConversations();
    let failure = fail(400, "VALIDATION_FAILED", "Message must be at most 1000 characters");
    const view = await renderSocial({
      viewer,
      state,
      handler: (request) =>
        request.method === "POST" && request.path === "/api/messages" ? failure : undefined,
    });
    const chat = await openChatWithAhri(view);
    const input = within(chat).getByRole("textbox", { name: "Message" });

    await view.user.type(input, "hello{Enter}");
    await waitFor(() =>
      expect(view.alerts.getSnapshot().alert?.message).toBe(
        "Message must be at most 1000 characters",
      ),
    );
    expect(input).toHaveValue("hello");

    failure = { status: 500, body: { error: "Internal error", code: "INTERNAL" } };
    await view.user.type(input, "{Enter}");
    await waitFor(() =>
      expect(view.alerts.getSnapshot().alert?.message).toBe(
        "error sending message, try again later",
      ),
    );
  });

  it("shows a browser notification for a message while the tab is hidden, once", async () => {
    installFakeNotifications("granted", () => "hidden");
    try {
      const { state, withAhri } = twoConversations();
      const view = await renderSocial({ viewer, state });
      await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "3"));
      const live = buildMessage(ahri, withAhri._id, "wake up", { _receiver: viewer._id });

      view.serverEmit("getMessage", { ...live, messageId: live._id });
      view.serverEmit("getMessage", { ...live, messageId: live._id });
      // The viewer's own message (echoed to every tab) is not announced.
      const own = buildMessage(viewer, withAhri._id, "mine");
      view.serverEmit("getMessage", { ...own, messageId: own._id });

      expect(FakeNotification.shown.map((notice) => notice.title)).toEqual([
        "New message from Ahri",
      ]);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it("clears the unread counts when the player reads the conversation in another tab", async () => {
    const { state, withAhri } = twoConversations();
    const view = await renderSocial({ viewer, state });
    await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "3"));

    // The other tab opened the chat with Ahri: the server tells every tab the count after it.
    view.state.conversations = view.state.conversations.map((conversation) =>
      conversation._id === withAhri._id ? { ...conversation, unseenCount: 0 } : conversation,
    );
    view.serverEmit("conversationSeen", {
      conversationId: withAhri._id,
      scrimId: null,
      unseenCount: 0,
    });
    await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "1"));
    await view.user.click(messenger());
    const dialog = await screen.findByRole("dialog", { name: "Messenger" });
    const row = within(dialog).getByRole("button", { name: "Chat with Ahri" });
    expect(row).not.toHaveAccessibleDescription(/unread/);
  });

  it("loads older messages a page at a time, keeping the reader's place", async () => {
    const { state, withAhri } = twoConversations();
    // 120 messages: the chat opens on the latest 50.
    state.messages[withAhri._id] = Array.from({ length: 120 }, (_, index) =>
      buildMessage(ahri, withAhri._id, `message ${index + 1}`, {
        createdAt: new Date(Date.UTC(2025, 2, 1, 10, 0, 0, index)).toISOString(),
      }),
    );
    // jsdom lays nothing out: each message is 40 px high, the area shows 300 px.
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.querySelectorAll("[data-message-id]").length * 40;
    });
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(300);
    try {
      const view = await renderSocial({ viewer, state });
      await view.user.click(messenger());
      const list = await screen.findByRole("dialog", { name: "Messenger" });
      await view.user.click(await within(list).findByRole("button", { name: /^Chat with Ahri/ }));
      const chat = await screen.findByRole("dialog", { name: "Chat with Ahri" });
      await within(chat).findByText("message 120");
      const area = within(chat).getByRole("log", { name: "Messages" });
      expect(area.querySelectorAll("[data-message-id]")).toHaveLength(50);
      expect(within(chat).queryByText("message 70")).toBeNull();

      // The reader scrolls up to the oldest message shown: the page before it comes.
      area.scrollTop = 10;
      fireEvent.scroll(area);
      await within(chat).findByText("message 21");
      expect(area.querySelectorAll("[data-message-id]")).toHaveLength(100);
      // Still looking at the same message: moved down by the 50 messages put above it.
      expect(area.scrollTop).toBe(10 + 50 * 40);
      const pages = view.api.requests.filter(
        (r) => r.method === "GET" && r.path === `/api/messages/${withAhri._id}`,
      );
      expect(pages.map((r) => r.query.get("before"))).toEqual([
        null,
        state.messages[withAhri._id]![70]!._id,
      ]);

      // The control loads the rest; the first message shown is the first ever: no more control.
      await view.user.click(within(chat).getByRole("button", { name: "Load older messages" }));
      await within(chat).findByText("message 1");
      expect(area.querySelectorAll("[data-message-id]")).toHaveLength(120);
      expect(within(chat).queryByRole("button", { name: "Load older messages" })).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("asks for browser notification permission only when the player clicks, never on load", async () => {
    installFakeNotifications("default", () => "visible");
    try {
      const { state } = twoConversations();
      const view = await renderSocial({ viewer, state });
      await waitFor(() => expect(messenger()).toHaveAttribute("data-count", "3"));
      expect(FakeNotification.requestPermission).not.toHaveBeenCalled();

      await view.user.click(messenger());
      expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it("keeps the messenger sound's volume on this device, 25 until the player moves it", async () => {
    window.localStorage.removeItem("messenger-volume");
    const { state } = twoConversations();
    const view = await renderSocial({ viewer, state });
    await view.user.click(messenger());
    const dialog = await screen.findByRole("dialog", { name: "Messenger" });
    const volume = within(dialog).getByRole("slider", { name: "Notification volume" });
    expect(volume).toHaveValue("25");

    volume.focus();
    await view.user.keyboard("{ArrowRight}");
    await waitFor(() => expect(window.localStorage.getItem("messenger-volume")).toBe("26"));
    window.localStorage.removeItem("messenger-volume");
  });
});
