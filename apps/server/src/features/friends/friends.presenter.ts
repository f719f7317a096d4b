import type { FriendRequestDto } from "@scrims/shared/friends/friends.schema";
import { presentUser } from "@/features/users/users.presenter";
import type { FriendRequestView } from "./friends.repository";

/** A pending request with its sender's public fields (never an email). */
export function presentFriendRequest({ request, sender }: FriendRequestView): FriendRequestDto {
  return {
    _id: request.id,
    _user: presentUser(sender),
    _receiver: request.receiverId,
    createdAt: request.createdAt.toISOString(),
  };
}
