import { screen, waitFor, within } from "@testing-library/react";
import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildPlayer, buildScrimDto, testId } from "@/testing/scrim-data";
import { buildConversation, buildNotification } from "@/testing/social-data";
import {
  FakeAudioContext,
  FakeNotification,
  installFakeNotifications,
} from "@/testing/fake-browser-notifications";
import { closeSocialHarness, renderSocial, type SocialState } from "@/testing/social-harness";
import { notificationKeys } from "../api/notification-keys";

afterEach(closeSocialHarness);

const viewer = buildPlayer("Viewer");
const ahri = buildPlayer("Ahri", { region: "EUW", summonerTagline: "EUW1" });

// Named with the count its badge shows: "Notifications (2)".
const bell = () => screen.getByRole("button", { name: /^Notifications( \(|$)/, hidden: true });

async function openNotifications(view: Awaited<ReturnType<typeof renderSocial>>) {
  await view.user.click(bell());
  const dialog = await screen.findByRole("dialog", { name: "Notifications" }, { timeout: 5000 });
  await waitFor(() => expect(within(dialog).queryByLabelText("Loading notifications")).toBeNull());
  return dialog;
}

/**
 * Renders the viewer with `notification` as the only one (over `state`), then clicks it in the
 * notifications dialog.
 */
async function clickOnlyNotification(
  notification: NotificationDto,
  state: Partial<SocialState> = {},
) {
  const view = await renderSocial({ viewer, state: { ...state, notifications: [notification] } });
  const dialog = await openNotifications(view);
  await view.user.click(within(dialog).getByText(notification.message));
  return view;
}

describe("Notifications", { timeout: 20_000 }, () => {
  it("counts them on the header icon and lists them newest first as the server orders them", async () => {
    const view = await renderSocial({
      viewer,
      state: {
        notifications: [
          buildNotification({ message: "Newest" }),
          buildNotification({ message: "Oldest" }),
        ],
      },
    });
    await waitFor(() => expect(bell()).toHaveAttribute("data-count", "2"));
    const dialog = await openNotifications(view);

    const items = within(dialog).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Newest"),
      expect.stringContaining("Oldest"),
    ]);
  });

  it("says 'No notifications found' when there are none", async () => {
    const view = await renderSocial({ viewer });
    const dialog = await openNotifications(view);

    expect(await within(dialog).findByText("No notifications found")).toBeInTheDocument();
  });

  it("marks one read, then all", async () => {
    const first = buildNotification({ message: "First" });
    const view = await renderSocial({
      viewer,
      state: { notifications: [first, buildNotification({ message: "Second" })] },
    });
    const dialog = await openNotifications(view);
    await view.user.click(within(dialog).getByRole("button", { name: "Mark read: First" }));

    await waitFor(() => expect(within(dialog).queryByText("First")).toBeNull());
    expect(
      view.api.requests.some(
        (r) => r.path === `/api/notifications/remove-user-notification/${first._id}`,
      ),
    ).toBe(true);

    await view.user.click(within(dialog).getByRole("button", { name: "Mark all read" }));
    expect(await within(dialog).findByText("No notifications found")).toBeInTheDocument();
    expect(
      view.api.requests.some(
        (r) => r.path === `/api/notifications/remove-all-user-notifications/${viewer._id}`,
      ),
    ).toBe(true);
    expect(bell()).toHaveAttribute("data-count", "0");
  });

  it("opens the friend requests dialog from a friend request notification", async () => {
    await clickOnlyNotification(
      buildNotification({
        message: "Ahri sent you a friend request",
        isFriendRequest: true,
        _relatedUser: ahri,
      }),
    );

    expect(await screen.findByRole("dialog", { name: "Friend Requests" })).toBeInTheDocument();
  });

  it("goes to the scrim from a scrim alert", async () => {
    // The scrim exists: an unknown one's page sends the viewer on to the hub at once, and the
    // test would see the scrim's address only in the moment before that.
    const scrim = buildScrimDto({ _id: testId(77), title: "Friday Customs" });
    const view = await clickOnlyNotification(
      buildNotification({
        message: "Friday Customs is starting now",
        isScrimAlert: true,
        _relatedScrim: { _id: scrim._id, title: scrim.title },
      }),
      { scrims: [scrim] },
    );

    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/scrims/${testId(77)}`));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the chat from a conversation start", async () => {
    const conversation = buildConversation(viewer, ahri);
    const view = await clickOnlyNotification(
      buildNotification({
        message: "Ahri started a conversation with you",
        isConversationStart: true,
        _relatedUser: ahri,
        conversation: {
          _id: conversation._id,
          members: [{ _id: viewer._id }, { _id: ahri._id }],
        },
      }),
      { conversations: [conversation] },
    );

    expect(await screen.findByRole("dialog", { name: "Chat with Ahri" })).toBeInTheDocument();
    await waitFor(() =>
      expect(view.api.requests.some((r) => r.path === `/api/messages/${conversation._id}`)).toBe(
        true,
      ),
    );
  });

  it("goes to the new friend's profile from an 'are now friends' notification", async () => {
    const view = await clickOnlyNotification(
      buildNotification({ message: "You and Ahri are now friends", _relatedUser: ahri }),
      { users: [viewer, ahri] },
    );

    await waitFor(() => expect(view.router.state.location.pathname).toBe("/users/Ahri"));
    expect(view.router.state.location.search).toBe("?region=EUW&tagline=EUW1");
  });

  it("adds a live notification to the header count at once, once", async () => {
    const view = await renderSocial({ viewer });
    await waitFor(() => expect(view.queryClient.getQueryData(notificationKeys.list())).toEqual([]));
    const notification = buildNotification({ message: "You and Ahri are now friends" });

    view.serverEmit("notification", notification);
    view.serverEmit("notification", notification);

    await waitFor(() => expect(bell()).toHaveAttribute("data-count", "1"));
  });

  it("shows each notification once as a browser notification while the tab is hidden, with the sound at the stored volume", async () => {
    let visibility: DocumentVisibilityState = "visible";
    installFakeNotifications("granted", () => visibility);
    window.localStorage.setItem("messenger-volume", "60");
    try {
      const view = await renderSocial({ viewer });
      await waitFor(() =>
        expect(view.queryClient.getQueryData(notificationKeys.list())).toEqual([]),
      );
      // Looking at the tab: no browser notification.
      view.serverEmit("notification", buildNotification({ message: "Seen in the page" }));
      visibility = "hidden";
      const request = buildNotification({ message: "Ahri sent you a friend request" });
      view.serverEmit("notification", request);
      view.serverEmit("notification", request);
      // A conversation start has the chat's own browser notification.
      view.serverEmit("notification", buildNotification({ isConversationStart: true }));
      await Promise.resolve();

      expect(FakeNotification.shown).toEqual([
        {
          title: "Scrims",
          options: expect.objectContaining({ body: "Ahri sent you a friend request" }),
        },
      ]);
      expect(FakeAudioContext.gains).toEqual([0.6]);
    } finally {
      window.localStorage.clear();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
