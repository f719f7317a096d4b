import type { ConversationDto, MessageDto } from "@scrims/shared/chat/chat.schema";
import { presentUser } from "@/features/users/users.presenter";
import type { ConversationRow, MessageView, UserRow } from "./chat.repository";

/** A message as text with its sender's public fields (never an email). */
export function presentMessage({ row, sender, seenBy }: MessageView): MessageDto {
  return {
    _id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    _sender: presentUser(sender),
    _receiver: row.receiverId,
    _conversation: row.conversationId,
    _seenBy: seenBy,
  };
}

/** A conversation with what the signed-in user sees of it. */
export type ConversationView = {
  row: ConversationRow;
  members: UserRow[];
  lastMessage: MessageView | null;
  unseenCount: number;
};

export function presentConversation(view: ConversationView, viewerId: string): ConversationDto {
  const other = view.members.find((member) => member.id !== viewerId);
  return {
    _id: view.row.id,
    members: view.members.map(presentUser),
    _scrim: view.row.scrimId,
    otherMember: view.row.scrimId || !other ? null : presentUser(other),
    lastMessage: view.lastMessage ? presentMessage(view.lastMessage) : null,
    unseenCount: view.unseenCount,
    createdAt: view.row.createdAt.toISOString(),
    updatedAt: view.row.updatedAt.toISOString(),
  };
}
