import { regionSchema } from "@scrims/shared/common/regions";
import { hubWatchInputSchema } from "@scrims/shared/scrims/scrims.schema";
import { z } from "zod";
import { usersRepository } from "@/features/users/users.repository";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { hubRoom, hubWindowRooms, isHubRoomOf, scrimRoom } from "@/lib/rooms";
import type { AppSocket } from "@/lib/realtime";
import type { SocketEvents } from "@/lib/socket-events";
import { membershipOf } from "./scrims.presenter";
import { isMember } from "./scrims.policy";
import { getScrim } from "./scrims.service";

const scrimRoomInputSchema = z.object({ scrimId: z.uuid() });
const hubLeaveSchema = z.object({ region: regionSchema });

/** Leaves every room of the region's hub the socket is in (whole, or the quarters of a day). */
async function leaveHub(socket: AppSocket, region: string): Promise<void> {
  await Promise.all(
    [...socket.rooms].filter((room) => isHubRoomOf(region, room)).map((room) => socket.leave(room)),
  );
}

/**
 * The scrim events: watch a scrim (its room) or a region's hub (one day of it, or all: see
 * lib/rooms.ts). A private scrim's room is open
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
  events.on("join_region_hub", hubWatchInputSchema, async (view, socket) => {
    const { region, startDate, endDate } = view;
    const rooms =
      startDate && endDate
        ? hubWindowRooms(region, new Date(startDate), new Date(endDate))
        : [hubRoom(region)];
    await leaveHub(socket, region);
    await socket.join(rooms);
  });
  events.on("leave_region_hub", hubLeaveSchema, async ({ region }, socket) => {
    await leaveHub(socket, region);
  });
}
