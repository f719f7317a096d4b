import { watchPresenceInputSchema } from "@scrims/shared/presence/presence.schema";
import type { Deps } from "@/lib/deps";
import type { SocketEvents } from "@/lib/socket-events";
import { watchPresence } from "./presence.service";

/** `watch_presence {userIds}`: any signed-in player may watch the players they show. */
export function registerPresenceSocketHandlers(deps: Deps, events: SocketEvents): void {
  events.on("watch_presence", watchPresenceInputSchema, async ({ userIds }, socket) => {
    await watchPresence(deps, socket, userIds);
  });
}
