import type { App } from "@/app";
import { injectAs } from "./app";
import type { TestUser } from "./factories";

/** Social calls as a player, through the real HTTP layer. */
export const social = {
  send: (app: App, from: TestUser, to: string) =>
    injectAs(app, from, { method: "POST", url: `/api/friend-requests/send-request/${to}` }),
  accept: (app: App, receiver: TestUser, senderId: string) =>
    injectAs(app, receiver, {
      method: "POST",
      url: `/api/friend-requests/accept-request/${receiver.id}`,
      payload: { newFriendUserId: senderId },
    }),
  /** Makes two players friends (request, then accept). */
  async befriend(app: App, a: TestUser, b: TestUser): Promise<void> {
    const sent = await social.send(app, a, b.id);
    if (sent.statusCode !== 201) {
      throw new Error(`befriend: send ${sent.statusCode} ${sent.body}`);
    }
    const accepted = await social.accept(app, b, a.id);
    if (accepted.statusCode !== 200) {
      throw new Error(`befriend: accept ${accepted.statusCode} ${accepted.body}`);
    }
  },
  /** Opens the direct conversation of two friends; answers its id. */
  async converse(app: App, a: TestUser, b: TestUser): Promise<string> {
    const res = await injectAs(app, a, {
      method: "POST",
      url: "/api/conversations",
      payload: { senderId: a.id, receiverId: b.id },
    });
    if (res.statusCode !== 200) {
      throw new Error(`converse: ${res.statusCode} ${res.body}`);
    }
    return (res.json() as { _id: string })._id;
  },
  message: (app: App, from: TestUser, conversationId: string, text: string) =>
    injectAs(app, from, {
      method: "POST",
      url: "/api/messages",
      payload: { conversationId, text },
    }),
  notifications: async (app: App, user: TestUser) =>
    (await injectAs(app, user, { method: "GET", url: "/api/notifications" })).json() as {
      _id: string;
      message: string;
      isFriendRequest: boolean;
      isConversationStart: boolean;
      isScrimAlert: boolean;
      _relatedUser: { _id: string } | null;
      _relatedScrim: { _id: string; title: string } | null;
      conversation: { _id: string } | null;
    }[],
};

/** Fails when a payload carries an email address or a session token (other players' data). */
export function expectNoPrivateData(payload: unknown, emails: (string | null)[]): void {
  const text = JSON.stringify(payload);
  for (const email of emails) {
    if (email && text.includes(email)) {
      throw new Error(`payload carries an email address: ${email}`);
    }
  }
  if (/"(email|token|sessionId|canSendEmailsToUser|lastLoggedIn)"/.test(text)) {
    throw new Error(`payload carries private fields: ${text.slice(0, 200)}`);
  }
}
