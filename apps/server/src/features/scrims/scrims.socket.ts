import { regionSchema } from "@scrims/shared/common/regions";
import { z } from "zod";
import { usersRepository } from "@/features/users/users.repository";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { hubRoom, scrimRoom } from "@/lib/rooms";
import type { SocketEvents } from "@/lib/socket-events";
import { membershipOf } from "./scrims.presenter";
import { isMember } from "./scrims.policy";
import { getScrim } from "./scrims.service";

const scrimRoomInputSchema = z.object({ scrimId: z.uuid() });
const hubInputSchema = z.object({ region: regionSchema });

/**
 * The scrim events: watch a scrim (its room) or a region's hub. A private scrim's room is open
 * only to its members and admins; anyone signed in may watch a public one. Joining a room the
 * socket is already in is answered at once, without reading the database.
 */
export function registerScrimSocketHandlers(deps: Deps, events: SocketEvents): void {
  events.on("join_scrim_room", scrimRoomInputSchema, async ({ scrimId }, socket) => {
    const room = scrimRoom(scrimId);
    if (socket.rooms.has(room)) {
      return;
    }
    const aggregate = await getScrim(deps, scrimId);
    if (aggregate.scrim.isPrivate && !isMember(membershipOf(aggregate), socket.data.userId)) {
      const user = await usersRepository.findById(deps.db, socket.data.userId);
      if (!user?.isAdmin) {
        throw new AppError(
          "FORBIDDEN",
          "Only this private scrim's players, casters and admins can watch it",
        );
      }
    }
    await socket.join(room);
  });
  events.on("leave_scrim_room", scrimRoomInputSchema, async ({ scrimId }, socket) => {
    await socket.leave(scrimRoom(scrimId));
  });
  events.on("join_region_hub", hubInputSchema, async ({ region }, socket) => {
    await socket.join(hubRoom(region));
  });
  events.on("leave_region_hub", hubInputSchema, async ({ region }, socket) => {
    await socket.leave(hubRoom(region));
  });
}
