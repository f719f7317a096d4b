import { scrimChatRoomInputSchema } from "@scrims/shared/chat/chat.schema";
import { usersRepository } from "@/features/users/users.repository";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { scrimChatRoom } from "@/lib/rooms";
import type { SocketEvents } from "@/lib/socket-events";
import { assertCanUseScrimChat } from "./chat.service";

/**
 * `scrimChatOpen` joins a scrim's chat room after the same check as
 * `GET /api/conversations/scrim/{scrimId}`; `scrimChatClose` leaves it. The payload's `userId`
 * is ignored: the socket's own user is the one checked.
 */
export function registerChatSocketHandlers(deps: Deps, events: SocketEvents): void {
  events.on("scrimChatOpen", scrimChatRoomInputSchema, async ({ scrimId }, socket) => {
    const room = scrimChatRoom(scrimId);
    if (socket.rooms.has(room)) {
      return;
    }
    const user = await usersRepository.findById(deps.db, socket.data.userId);
    if (!user) {
      throw new AppError("UNAUTHORIZED", "Please login to continue");
    }
    await assertCanUseScrimChat(deps, scrimId, user);
    await socket.join(room);
  });
  events.on("scrimChatClose", scrimChatRoomInputSchema, async ({ scrimId }, socket) => {
    await socket.leave(scrimChatRoom(scrimId));
  });
}
