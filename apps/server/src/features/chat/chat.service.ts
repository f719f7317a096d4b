import { pushMessages } from "@scrims/shared/push/push.schema";
import { pushAfterCommit } from "@/features/push/push.service";
import { chatMessages } from "@scrims/shared/chat/chat.constants";
import type {
  CreateConversationInput,
  ListMessagesQuery,
  ScrimUnreadDto,
  SendMessageInput,
} from "@scrims/shared/chat/chat.schema";
import type { DbOrTx } from "@/db/client";
import { lockFriendship } from "@/features/friends/friends.service";
import { notify } from "@/features/notifications/notifications.service";
import { membershipOf } from "@/features/scrims/scrims.presenter";
import { emitToScrimAudience } from "@/features/scrims/scrims.broadcast";
import { getScrim, visibleScrimIds } from "@/features/scrims/scrims.service";
import { usersRepository, type UserRow } from "@/features/users/users.repository";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { userRoom } from "@/lib/rooms";
import { spendOrRefuse } from "@/lib/token-bucket";
import { withTransaction, type CreateOptions } from "@/lib/transaction";
import { canUseScrimChat } from "./chat.policy";
import { presentMessage, type ConversationView } from "./chat.presenter";
import {
  chatRepository,
  type ConversationIds,
  type ConversationRow,
  type MessageView,
} from "./chat.repository";

type Viewer = { id: string; isAdmin: boolean };

const conversationNotFound = () => new AppError("NOT_FOUND", chatMessages.conversationNotFound());

/**
 * Whether `viewer` may use a scrim's chat (the HTTP route and `scrimChatOpen` share it).
 *
 * @throws AppError NOT_FOUND (no such scrim) | FORBIDDEN (a private scrim of others)
 */
export async function assertCanUseScrimChat(
  deps: Pick<Deps, "db">,
  scrimId: string,
  viewer: Viewer,
): Promise<void> {
  const aggregate = await getScrim(deps, scrimId);
  const scrim = { ...membershipOf(aggregate), isPrivate: aggregate.scrim.isPrivate };
  if (!canUseScrimChat(scrim, viewer)) {
    throw new AppError(
      "FORBIDDEN",
      "Only this private scrim's players, casters and admins can use its chat",
    );
  }
}

/**
 * Whether `viewer` may read and post in a conversation: a member of a direct one, anyone who may
 * see the scrim of a scrim's. Anyone else is told it does not exist.
 *
 * @throws AppError NOT_FOUND
 */
async function loadReadable(
  deps: Pick<Deps, "db">,
  conversationId: string,
  viewer: Viewer,
): Promise<ConversationRow> {
  const conversation = await chatRepository.findById(deps.db, conversationId);
  if (!conversation) {
    throw conversationNotFound();
  }
  if (conversation.scrimId) {
    try {
      await assertCanUseScrimChat(deps, conversation.scrimId, viewer);
    } catch (error) {
      if (error instanceof AppError) {
        throw conversationNotFound();
      }
      throw error;
    }
    return conversation;
  }
  if (!(await chatRepository.isMember(deps.db, conversation.id, viewer.id))) {
    throw conversationNotFound();
  }
  return conversation;
}

async function loadViews(
  db: DbOrTx,
  rows: ConversationRow[],
  viewerId: string,
  /** The same conversations, as the repository may name them (all direct ones of the viewer). */
  ids: ConversationIds = rows.map((row) => row.id),
): Promise<ConversationView[]> {
  // One after another: `db` may be a transaction, which runs one query at a time.
  const members = await chatRepository.membersOf(db, ids);
  const lastMessages = await chatRepository.lastMessages(db, ids);
  const unseen = await chatRepository.unseenCounts(db, ids, viewerId);
  return rows.map((row) => ({
    row,
    members: members.get(row.id) ?? [],
    lastMessage: lastMessages.get(row.id) ?? null,
    unseenCount: unseen.get(row.id) ?? 0,
  }));
}

async function loadView(db: DbOrTx, row: ConversationRow, viewerId: string) {
  const [view] = await loadViews(db, [row], viewerId);
  if (!view) {
    throw new Error(`conversation ${row.id} has no view`);
  }
  return view;
}

/**
 * The signed-in player opens (or finds) the direct conversation with a friend; the friend is
 * notified when it is new.
 *
 * @throws AppError FORBIDDEN (senderId not theirs) | BAD_REQUEST (oneself) | NOT_FOUND |
 *   NOT_FRIENDS
 */
export async function startConversation(
  deps: Deps,
  actor: UserRow,
  input: CreateConversationInput,
  options: CreateOptions<ConversationView> = {},
): Promise<ConversationView> {
  if (input.senderId !== actor.id) {
    throw new AppError("FORBIDDEN", chatMessages.notSender());
  }
  if (input.receiverId === actor.id) {
    throw new AppError("BAD_REQUEST", "You cannot start a conversation with yourself");
  }
  const receiver = await usersRepository.findById(deps.db, input.receiverId);
  if (!receiver) {
    throw new AppError("NOT_FOUND", "User not found");
  }
  return withTransaction(
    deps,
    async (unit) => {
      const { tx } = unit;
      // Checked under the friendship's lock: an unfriend at the same moment comes before or after.
      if (!(await lockFriendship(tx, actor.id, receiver.id))) {
        throw new AppError("NOT_FRIENDS", chatMessages.notFriends());
      }
      let conversation = await chatRepository.findDirect(tx, actor.id, receiver.id);
      if (!conversation) {
        conversation = await chatRepository.insertDirect(tx, actor.id, receiver.id);
        if (conversation) {
          await notify(deps, unit, {
            kind: "conversationStart",
            params: { name: actor.name },
            relatedUserId: actor.id,
            conversationId: conversation.id,
            userIds: [receiver.id],
          });
        } else {
          // Created by the other player at the same moment: the unique pair key kept it one.
          conversation = await chatRepository.findDirect(tx, actor.id, receiver.id);
        }
      }
      if (!conversation) {
        throw new Error("direct conversation vanished");
      }
      return loadView(tx, conversation, actor.id);
    },
    options.inTransaction,
  );
}

/** The signed-in player's direct conversations with the other member and unseen counts. */
export async function listConversations(
  deps: Pick<Deps, "db">,
  viewerId: string,
): Promise<ConversationView[]> {
  const rows = await chatRepository.listDirectOf(deps.db, viewerId);
  // The rows are every direct conversation of the viewer: the reads below name them so (a
  // subquery), not as a list of hundreds of ids, and stay on indexes for the busiest players.
  return loadViews(deps.db, rows, viewerId, { directOf: viewerId });
}

/**
 * The direct conversation of two players, one of them the signed-in one; null when they have
 * none yet (an answer the web expects when it opens a chat, not an error).
 *
 * @throws AppError FORBIDDEN (neither is the signed-in player)
 */
export async function findConversation(
  deps: Pick<Deps, "db">,
  viewerId: string,
  firstUserId: string,
  secondUserId: string,
): Promise<ConversationView | null> {
  if (viewerId !== firstUserId && viewerId !== secondUserId) {
    throw new AppError("FORBIDDEN", "You can only look up your own conversations");
  }
  const row = await chatRepository.findDirect(deps.db, firstUserId, secondUserId);
  if (!row || firstUserId === secondUserId) {
    return null;
  }
  return loadView(deps.db, row, viewerId);
}

/**
 * A scrim's conversation (made on first use), for whoever may see the scrim.
 *
 * @throws AppError NOT_FOUND | FORBIDDEN
 */
export async function getScrimConversation(
  deps: Pick<Deps, "db">,
  viewer: Viewer,
  scrimId: string,
): Promise<ConversationView> {
  await assertCanUseScrimChat(deps, scrimId, viewer);
  const row = await chatRepository.findOrCreateForScrim(deps.db, scrimId);
  return loadView(deps.db, row, viewer.id);
}

/**
 * The viewer's unread counts of the chats of several scrims (a hub's cards) in one read. Scrims
 * they may not see, or that do not exist, are left out; nothing is created.
 */
export async function listScrimUnread(
  deps: Pick<Deps, "db">,
  viewer: Viewer,
  scrimIds: string[],
): Promise<ScrimUnreadDto[]> {
  const visible = await visibleScrimIds(deps, viewer, scrimIds);
  const conversations = await chatRepository.listForScrims(deps.db, visible);
  const counts = await chatRepository.unseenCounts(
    deps.db,
    conversations.map((row) => row.id),
    viewer.id,
  );
  const byScrim = new Map(conversations.map((row) => [row.scrimId, row.id]));
  return scrimIds
    .filter((scrimId) => visible.includes(scrimId))
    .map((scrimId) => {
      const conversationId = byScrim.get(scrimId) ?? null;
      return {
        scrimId,
        conversationId,
        unseenCount: conversationId ? (counts.get(conversationId) ?? 0) : 0,
      };
    });
}

/**
 * A page of a conversation's messages, oldest first (readers only).
 *
 * @throws AppError NOT_FOUND
 */
export async function listMessages(
  deps: Pick<Deps, "db">,
  viewer: Viewer,
  conversationId: string,
  query: ListMessagesQuery,
): Promise<MessageView[]> {
  await loadReadable(deps, conversationId, viewer);
  return chatRepository.listMessages(deps.db, conversationId, query);
}

/**
 * Posts a message: to a direct conversation (a member, still friends with the other) or to a
 * scrim's (whoever may see the scrim). After commit it goes to both members' user rooms
 * (`getMessage`), or to the scrim's chat room (`getScrimMessage`) with a `scrimChatActivity`
 * notice to those who show the scrim's card.
 *
 * @throws AppError NOT_FOUND | FORBIDDEN | BAD_REQUEST | NOT_FRIENDS | RATE_LIMITED
 */
export async function sendMessage(
  deps: Deps,
  actor: UserRow,
  input: SendMessageInput,
  options: CreateOptions<MessageView> = {},
): Promise<MessageView> {
  if (input.senderId !== undefined && input.senderId !== actor.id) {
    throw new AppError("FORBIDDEN", chatMessages.notSender());
  }
  const conversation = await loadReadable(deps, input.conversationId, actor);
  let receiverId: string | null = null;
  if (!conversation.scrimId) {
    const members = await chatRepository.membersOf(deps.db, [conversation.id]);
    const other = (members.get(conversation.id) ?? []).find((member) => member.id !== actor.id);
    if (!other || (input.receiverId !== undefined && input.receiverId !== other.id)) {
      throw new AppError("BAD_REQUEST", chatMessages.receiverNotMember());
    }
    receiverId = other.id;
  }
  await spendOrRefuse(deps.limits.messages, actor.id);
  return withTransaction(
    deps,
    async ({ tx, afterCommit }) => {
      // A direct message only between friends, checked under the friendship's lock so that an
      // unfriend committing meanwhile cannot let one through.
      if (receiverId && !(await lockFriendship(tx, actor.id, receiverId))) {
        throw new AppError("NOT_FRIENDS", chatMessages.notFriends());
      }
      const row = await chatRepository.insertMessage(tx, {
        conversationId: conversation.id,
        senderId: actor.id,
        receiverId,
        text: input.text,
      });
      await chatRepository.touch(tx, conversation.id, row.createdAt);
      const view: MessageView = { row, sender: actor, seenBy: [actor.id] };
      if (receiverId) {
        pushAfterCommit(deps, afterCommit, "message", [
          {
            userId: receiverId,
            payload: {
              ...pushMessages.message(actor.name, input.text),
              url: `/users/${encodeURIComponent(actor.name)}`,
            },
          },
        ]);
      }
      afterCommit(() => {
        const message = presentMessage(view);
        const { scrimId } = conversation;
        if (scrimId) {
          // Who may see the scrim is read as it goes out, not when a socket opened the chat.
          return emitToScrimAudience(deps, scrimId, [
            {
              to: "chat",
              event: "getScrimMessage",
              payload: { ...message, messageId: message._id, senderId: actor.id, scrimId },
            },
            {
              to: "watchers",
              event: "scrimChatActivity",
              payload: {
                scrimId,
                conversationId: conversation.id,
                messageId: message._id,
                senderId: actor.id,
              },
            },
          ]);
        }
        deps.realtime
          .to([userRoom(actor.id), userRoom(receiverId ?? actor.id)])
          .emit("getMessage", { ...message, messageId: message._id });
      });
      return view;
    },
    options.inTransaction,
  );
}

/** Tells every socket of the reader the conversation's unread count after a seen mark. */
async function announceSeen(
  deps: Pick<Deps, "db" | "realtime">,
  conversation: ConversationRow,
  viewerId: string,
): Promise<number> {
  const counts = await chatRepository.unseenCounts(deps.db, [conversation.id], viewerId);
  const unseenCount = counts.get(conversation.id) ?? 0;
  deps.realtime.to(userRoom(viewerId)).emit("conversationSeen", {
    conversationId: conversation.id,
    scrimId: conversation.scrimId,
    unseenCount,
  });
  return unseenCount;
}

/**
 * A message with its conversation, when `viewer` may read that conversation; anyone else is told
 * it does not exist.
 *
 * @throws AppError NOT_FOUND
 */
export async function findReadableMessage(
  deps: Pick<Deps, "db">,
  viewer: Viewer,
  messageId: string,
): Promise<{ message: MessageView; conversation: ConversationRow }> {
  const message = await chatRepository.findMessage(deps.db, messageId);
  if (!message) {
    throw new AppError("NOT_FOUND", chatMessages.messageNotFound());
  }
  try {
    return { message, conversation: await loadReadable(deps, message.row.conversationId, viewer) };
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError("NOT_FOUND", chatMessages.messageNotFound());
    }
    throw error;
  }
}

/**
 * Marks one message seen by the signed-in reader; answers the message. Every socket of the
 * reader then gets `conversationSeen` with the conversation's unread count.
 *
 * @throws AppError NOT_FOUND
 */
export async function markMessageSeen(
  deps: Pick<Deps, "db" | "realtime">,
  viewer: Viewer,
  messageId: string,
): Promise<MessageView> {
  const { message, conversation } = await findReadableMessage(deps, viewer, messageId);
  // One statement, committed when it returns: the event follows the commit.
  await chatRepository.markSeen(deps.db, messageId, viewer.id);
  await announceSeen(deps, conversation, viewer.id);
  const updated = await chatRepository.findMessage(deps.db, messageId);
  return updated ?? message;
}

/**
 * Opening a conversation: every message in it is marked seen by the signed-in reader, and every
 * socket of theirs gets `conversationSeen` (other tabs clear their unread badges).
 *
 * @throws AppError NOT_FOUND
 */
export async function markConversationSeen(
  deps: Pick<Deps, "db" | "realtime">,
  viewer: Viewer,
  conversationId: string,
): Promise<ConversationView> {
  const conversation = await loadReadable(deps, conversationId, viewer);
  await chatRepository.markConversationSeen(deps.db, conversation.id, viewer.id);
  await announceSeen(deps, conversation, viewer.id);
  return loadView(deps.db, conversation, viewer.id);
}

/** Account deletion: the account's conversations, messages and seen marks go, in its transaction. */
export async function deleteChatOfAccount(tx: DbOrTx, userId: string): Promise<void> {
  await chatRepository.deleteOfAccount(tx, userId);
}
