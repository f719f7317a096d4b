import type { ConversationDto, MessageDto } from "@scrims/shared/chat/chat.schema";
import type { FriendRequestDto } from "@scrims/shared/friends/friends.schema";
import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { testId } from "./scrim-data";

let next = 5000;
const freshId = () => testId(next++);

export function buildFriendRequest(sender: UserDto, receiverId: string): FriendRequestDto {
  return {
    _id: freshId(),
    _user: sender,
    _receiver: receiverId,
    createdAt: "2025-03-01T10:00:00.000Z",
  };
}

export function buildNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    _id: freshId(),
    kind: "legacy",
    params: { message: "Something happened", flag: null },
    message: "Something happened",
    createdAt: "2025-03-01T10:00:00.000Z",
    createdDate: "2025-03-01T10:00:00.000Z",
    _relatedUser: null,
    _relatedScrim: null,
    conversation: null,
    isConversationStart: false,
    isFriendRequest: false,
    isScrimAlert: false,
    ...overrides,
  };
}

export function buildMessage(
  sender: UserDto,
  conversationId: string,
  text: string,
  overrides: Partial<MessageDto> = {},
): MessageDto {
  return {
    _id: freshId(),
    text,
    createdAt: new Date(Date.UTC(2025, 2, 1, 10, 0, next % 60)).toISOString(),
    _sender: sender,
    _receiver: null,
    _conversation: conversationId,
    _seenBy: [sender._id],
    ...overrides,
  };
}

/** A direct conversation as `viewer` sees it. */
export function buildConversation(
  viewer: UserDto,
  other: UserDto | null,
  overrides: Partial<ConversationDto> = {},
): ConversationDto {
  return {
    _id: freshId(),
    members: other ? [viewer, other] : [],
    _scrim: null,
    otherMember: other,
    lastMessage: null,
    unseenCount: 0,
    createdAt: "2025-03-01T09:00:00.000Z",
    updatedAt: "2025-03-01T09:00:00.000Z",
    ...overrides,
  };
}
