import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { ConversationListDto } from "@scrims/shared/chat/chat.schema";
import { headerIcon, uniqueSuffix } from "./pages/account-pages";
import { authHeaders, pageFor, signUpNamedPlayers, type ApiPlayer } from "./pages/api-players";
import { createAdminScrimByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect as baseExpect, test } from "./support/test";

// Two or three live browsers on a shared 2-core machine: give live updates room.
const expect = baseExpect.configure({ timeout: 30_000 });

const profilePath = (player: ApiPlayer) =>
  `/users/${encodeURIComponent(player.name)}?region=NA&tagline=NA1`;

async function openDialog(page: Page, icon: string, title: string): Promise<Locator> {
  await headerIcon(page, icon).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The player opens "My Friends" from their own profile once its friends count shows `count`
 * (friendships reach the profile live, which can take a while here).
 */
async function openOwnFriends(page: Page, player: ApiPlayer, count: string): Promise<Locator> {
  await page.goto(profilePath(player));
  const ownCard = page.getByRole("region", { name: new RegExp(player.name) });
  await expect(ownCard.getByTestId("friends-count")).toHaveText(count, { timeout: 90_000 });
  await ownCard.getByRole("button", { name: "View" }).click();
  return page.getByRole("dialog", { name: "My Friends" });
}

test("two players become friends, chat directly and in a scrim's room; a third reads nothing", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [playerA, playerB, playerC] = await signUpNamedPlayers(request, [
    "Ahri",
    "Brand",
    "Caitlyn",
  ]);

  const bPage = await pageFor(browser, playerB);
  await bPage.goto("/scrims");
  await expect(bPage.getByRole("heading", { name: "Scrims Hub" })).toBeVisible({ timeout: 90_000 });
  await expect(headerIcon(bPage, "Friend requests")).toHaveAttribute("data-count", "0");
  await saveScreenshot(bPage, "social-header");

  // B's dialogs before anything happened: the spec's empty states.
  let dialog = await openDialog(bPage, "Friend requests", "Friend Requests");
  await expect(dialog.getByText("No friend requests found")).toBeVisible();
  await saveScreenshot(bPage, "social-friend-requests-empty");
  await closeDialog(dialog);
  dialog = await openDialog(bPage, "Notifications", "Notifications");
  await expect(dialog.getByText("No notifications found")).toBeVisible();
  await saveScreenshot(bPage, "social-notifications-empty");
  await closeDialog(dialog);
  dialog = await openDialog(bPage, "Messenger", "Messenger");
  await expect(dialog.getByText(/No conversations yet/)).toBeVisible();
  await saveScreenshot(bPage, "social-messenger-empty");
  await closeDialog(dialog);

  // A sends B a friend request from B's profile.
  const aPage = await pageFor(browser, playerA);
  await aPage.goto(profilePath(playerB));
  const card = aPage.getByRole("region", { name: new RegExp(playerB.name) });
  // A cold page on a busy machine: the first paint may take a while.
  await expect(card.getByTestId("friends-count")).toHaveText("0", { timeout: 90_000 });
  await card.getByRole("button", { name: "View" }).click();
  dialog = aPage.getByRole("dialog", { name: `${playerB.name}'s Friends` });
  await expect(dialog.getByText("No friends found")).toBeVisible();
  await saveScreenshot(aPage, "social-friends-empty");
  await closeDialog(dialog);
  await card.getByRole("button", { name: "Add friend" }).click();
  await expect(card.getByRole("button", { name: "Request sent" })).toBeVisible();

  // B's header count rises without a reload; B accepts from the dialog.
  await expect(headerIcon(bPage, "Friend requests")).toHaveAttribute("data-count", "1");
  await expect(headerIcon(bPage, "Notifications")).toHaveAttribute("data-count", "1");
  await saveScreenshot(bPage, "social-header-counts");
  dialog = await openDialog(bPage, "Friend requests", "Friend Requests");
  await saveScreenshot(bPage, "social-friend-requests");
  await dialog.getByRole("button", { name: `Accept ${playerA.name}` }).click();
  await expect(bPage.getByText(`${playerA.name} is now your friend!`)).toBeVisible();
  await expect(dialog.getByText("No friend requests found")).toBeVisible();
  await closeDialog(dialog);
  await expect(headerIcon(bPage, "Friend requests")).toHaveAttribute("data-count", "0");

  // Both see each other as friends and online.
  await expect(card.getByRole("button", { name: "Friends" })).toBeVisible();
  await expect(card.getByRole("img", { name: "Online" })).toBeVisible();
  await bPage.goto(profilePath(playerA));
  const aCard = bPage.getByRole("region", { name: new RegExp(playerA.name) });
  await expect(aCard.getByRole("button", { name: "Friends" })).toBeVisible({ timeout: 90_000 });
  await expect(aCard.getByRole("img", { name: "Online" })).toBeVisible();
  await expect(aCard.getByTestId("friends-count")).toHaveText("1");
  await saveScreenshot(bPage, "social-profile");

  // The notifications: B's of the request, A's "are now friends".
  await expect(headerIcon(aPage, "Notifications")).toHaveAttribute("data-count", "1");
  dialog = await openDialog(aPage, "Notifications", "Notifications");
  await expect(dialog.getByText(new RegExp(`${playerB.name} are now friends`))).toBeVisible();
  await saveScreenshot(aPage, "social-notifications");
  await closeDialog(dialog);

  // A starts a conversation from the own friends list (the owner's message action).
  dialog = await openOwnFriends(aPage, playerA, "1");
  await expect(dialog.getByRole("img", { name: "Online" })).toBeVisible();
  await saveScreenshot(aPage, "social-friends");
  await dialog.getByRole("button", { name: `Message ${playerB.name}` }).click();
  dialog = aPage.getByRole("dialog", { name: `New conversation with ${playerB.name}` });
  await dialog.getByRole("button", { name: "Start conversation" }).click();
  await expect(aPage.getByText("cannot start conversation, no message provided!")).toBeVisible();
  await dialog.getByRole("textbox", { name: "First message" }).fill("hey, duo tonight?");
  await saveScreenshot(aPage, "social-new-conversation");
  await dialog.getByRole("button", { name: "Start conversation" }).click();
  const aChat = aPage.getByRole("dialog", { name: `Chat with ${playerB.name}` });
  await expect(aChat.getByText("hey, duo tonight?")).toBeVisible();

  // B has it unread; opening the chat shows it and clears the count.
  await expect(headerIcon(bPage, "Messenger")).toHaveAttribute("data-count", "1");
  dialog = await openDialog(bPage, "Messenger", "Messenger");
  await expect(dialog.getByText("hey, duo tonight?")).toBeVisible();
  await saveScreenshot(bPage, "social-messenger");
  await dialog.getByRole("button", { name: new RegExp(`^Chat with ${playerA.name}`) }).click();
  const bChat = bPage.getByRole("dialog", { name: `Chat with ${playerA.name}` });
  await expect(bChat.getByText("hey, duo tonight?")).toBeVisible();
  await expect(headerIcon(bPage, "Messenger")).toHaveAttribute("data-count", "0");

  // A message from A appears in B's open chat at once, and stays read.
  const aInput = aChat.getByRole("textbox", { name: "Message" });
  await aInput.fill("queue at 8? https://example.com/lobby");
  await aInput.press("Enter");
  await expect(bChat.getByText(/queue at 8\?/)).toBeVisible();
  await expect(bChat.getByRole("link", { name: "https://example.com/lobby" })).toHaveAttribute(
    "target",
    "_blank",
  );
  const bInput = bChat.getByRole("textbox", { name: "Message" });
  await bInput.fill("sure,");
  await bInput.press("Shift+Enter");
  await bInput.pressSequentially("see you there");
  await bInput.press("Enter");
  await expect(aChat.getByText(/see you there/)).toBeVisible();
  await saveScreenshot(bPage, "social-chat");
  await expect(headerIcon(bPage, "Messenger")).toHaveAttribute("data-count", "0");

  // With B's chat closed, the next message counts on B's messenger icon.
  await closeDialog(bChat);
  await aInput.fill("one more thing");
  await aInput.press("Enter");
  await expect(headerIcon(bPage, "Messenger")).toHaveAttribute("data-count", "1");

  // A third player can read none of it.
  const conversations = (await (
    await request.get("/api/conversations", { headers: authHeaders(playerA) })
  ).json()) as ConversationListDto;
  const direct = conversations.find((item) => item.otherMember?._id === playerB.id);
  expect(direct).toBeDefined();
  const snoop = await request.get(`/api/messages/${direct!._id}`, {
    headers: authHeaders(playerC),
  });
  expect(snoop.status()).toBe(404);
  expect(await snoop.text()).not.toContain("one more thing");
  const post = await request.post("/api/messages", {
    headers: authHeaders(playerC),
    data: { conversationId: direct!._id, text: "let me in" },
  });
  expect(post.status()).toBe(404);
  const cPage = await pageFor(browser, playerC);
  await cPage.goto("/scrims");
  await expect(headerIcon(cPage, "Messenger")).toHaveAttribute("data-count", "0", {
    timeout: 90_000,
  });
  await aInput.fill("secret strat");
  await aInput.press("Enter");
  await expect(headerIcon(bPage, "Messenger")).toHaveAttribute("data-count", "2");
  dialog = await openDialog(cPage, "Messenger", "Messenger");
  await expect(dialog.getByText(/No conversations yet/)).toBeVisible();
  await expect(cPage.getByText("secret strat")).toHaveCount(0);
  await closeDialog(dialog);

  // A scrim's chat carries a message between two players on the scrim page.
  const { scrim } = await createAdminScrimByApi(request, {
    title: `Chatty ${uniqueSuffix()}`,
  });
  await aPage.goto(`/scrims/${scrim._id}`);
  await bPage.goto(`/scrims/${scrim._id}`);
  await expect(aPage.getByRole("button", { name: "Scrim chat" })).toBeVisible({ timeout: 90_000 });
  await expect(bPage.getByRole("button", { name: "Scrim chat" })).toBeVisible({ timeout: 90_000 });
  await aPage.getByRole("button", { name: "Scrim chat" }).click();
  await bPage.getByRole("button", { name: "Scrim chat" }).click();
  const aScrimChat = aPage.getByRole("dialog", { name: `${scrim.title} Chat` });
  const bScrimChat = bPage.getByRole("dialog", { name: `${scrim.title} Chat` });
  await expect(aScrimChat.getByRole("textbox", { name: "Message" })).toBeEnabled();
  await expect(bScrimChat.getByRole("textbox", { name: "Message" })).toBeEnabled();
  await aScrimChat.getByRole("textbox", { name: "Message" }).fill("glhf everyone");
  await aScrimChat.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(bScrimChat.getByText("glhf everyone")).toBeVisible();
  await saveScreenshot(bPage, "social-scrim-chat");

  // The scrim card counts what B misses while the chat is closed, live, and after a reload.
  await closeDialog(bScrimChat);
  await aScrimChat.getByRole("textbox", { name: "Message" }).fill("blue side please");
  await aScrimChat.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(aScrimChat.getByTestId("message-area").getByText("blue side please")).toBeVisible();
  await expect(bPage.getByRole("button", { name: "Scrim chat" })).toHaveAttribute(
    "data-count",
    "1",
  );
  await bPage.reload();
  await expect(bPage.getByRole("button", { name: "Scrim chat" })).toHaveAttribute(
    "data-count",
    "1",
    { timeout: 90_000 },
  );
  await saveScreenshot(bPage, "social-scrim-card");

  await Promise.all([aPage, bPage, cPage].map((page) => page.context().close()));
});

/** Posts a direct message through the API, waiting out the per-player rate limit. */
async function postMessage(
  request: APIRequestContext,
  from: ApiPlayer,
  conversationId: string,
  text: string,
): Promise<void> {
  for (;;) {
    const res = await request.post("/api/messages", {
      headers: authHeaders(from),
      data: { conversationId, text },
    });
    if (res.status() !== 429) {
      expect(res.status(), await res.text()).toBe(200);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

test("a sent request is cancelled, a friend unfriended (both sides live), and older messages load", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [playerA, playerB] = await signUpNamedPlayers(request, ["Jinx", "Vi"]);
  const aPage = await pageFor(browser, playerA);
  const bPage = await pageFor(browser, playerB);
  await bPage.goto(profilePath(playerA));
  const aOnB = bPage.getByRole("region", { name: new RegExp(playerA.name) });
  await expect(aOnB.getByRole("button", { name: "Add friend" })).toBeEnabled({ timeout: 90_000 });

  // A asks, then takes it back from B's profile: B's count and A's button follow.
  await aPage.goto(profilePath(playerB));
  const bOnA = aPage.getByRole("region", { name: new RegExp(playerB.name) });
  await bOnA.getByRole("button", { name: "Add friend" }).click({ timeout: 90_000 });
  await expect(headerIcon(bPage, "Friend requests")).toHaveAttribute("data-count", "1");
  await bOnA.getByRole("button", { name: "Request sent" }).click();
  const cancel = aPage.getByRole("dialog", { name: "Cancel friend request?" });
  await saveScreenshot(aPage, "social-cancel-request");
  await cancel.getByRole("button", { name: "Cancel request" }).click();
  await expect(aPage.getByText(`Friend request to ${playerB.name} cancelled`)).toBeVisible();
  await expect(bOnA.getByRole("button", { name: "Add friend" })).toBeEnabled();
  await expect(headerIcon(bPage, "Friend requests")).toHaveAttribute("data-count", "0");

  // Friends again; A unfriends from B's profile and B's page of A turns back at once.
  await bOnA.getByRole("button", { name: "Add friend" }).click();
  const accepted = await request.post(`/api/friend-requests/accept-request/${playerB.id}`, {
    headers: authHeaders(playerB),
    data: { newFriendUserId: playerA.id },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await expect(bOnA.getByRole("button", { name: "Friends" })).toBeVisible();
  await expect(aOnB.getByRole("button", { name: "Friends" })).toBeVisible();
  await expect(aOnB.getByTestId("friends-count")).toHaveText("1");
  await bOnA.getByRole("button", { name: "Friends" }).click();
  const unfriend = aPage.getByRole("dialog", { name: `Remove ${playerB.name} from your friends?` });
  await saveScreenshot(aPage, "social-unfriend");
  await unfriend.getByRole("button", { name: "Unfriend" }).click();
  await expect(aPage.getByText(`${playerB.name} was removed from your friends`)).toBeVisible();
  await expect(bOnA.getByRole("button", { name: "Add friend" })).toBeEnabled();
  await expect(aOnB.getByRole("button", { name: "Add friend" })).toBeEnabled();
  await expect(aOnB.getByTestId("friends-count")).toHaveText("0");

  // Friends once more, with a long history: the chat opens on the latest page.
  const sent = await request.post(`/api/friend-requests/send-request/${playerB.id}`, {
    headers: authHeaders(playerA),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await request.post(`/api/friend-requests/accept-request/${playerB.id}`, {
    headers: authHeaders(playerB),
    data: { newFriendUserId: playerA.id },
  });
  const opened = await request.post("/api/conversations", {
    headers: authHeaders(playerA),
    data: { senderId: playerA.id, receiverId: playerB.id },
  });
  const conversationId = ((await opened.json()) as { _id: string })._id;
  // Alternating senders: each player's rate limit allows a burst.
  for (let index = 1; index <= 56; index += 1) {
    await postMessage(request, index % 2 ? playerA : playerB, conversationId, `line ${index}`);
  }
  const messenger = await openDialog(bPage, "Messenger", "Messenger");
  await messenger.getByRole("button", { name: new RegExp(`^Chat with ${playerA.name}`) }).click();
  const chat = bPage.getByRole("dialog", { name: `Chat with ${playerA.name}` });
  await expect(chat.getByText("line 56", { exact: true })).toBeVisible();
  await expect(chat.getByText("line 6", { exact: true })).toHaveCount(0);
  // Scrolling up to the top of the list loads the page before (the button is there for
  // keyboards and short lists; a click would scroll first and race the load it starts).
  await chat.getByRole("button", { name: "Load older messages" }).scrollIntoViewIfNeeded();
  await expect(chat.getByText("line 1", { exact: true })).toBeVisible();
  await expect(chat.getByRole("button", { name: "Load older messages" })).toHaveCount(0);
  await saveScreenshot(bPage, "social-chat-older");
  await bPage.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(bPage, "social-chat-older-phone");

  // The messenger and the friends list on a phone.
  await closeDialog(chat);
  const phoneMessenger = await openDialog(bPage, "Messenger", "Messenger");
  await expect(phoneMessenger.getByText("line 56")).toBeVisible();
  await saveScreenshot(bPage, "social-messenger-phone");
  await closeDialog(phoneMessenger);
  const friends = await openOwnFriends(bPage, playerB, "1");
  await expect(friends.getByRole("button", { name: `Unfriend ${playerA.name}` })).toBeVisible();
  await saveScreenshot(bPage, "social-friends-phone");

  await Promise.all([aPage, bPage].map((page) => page.context().close()));
});
