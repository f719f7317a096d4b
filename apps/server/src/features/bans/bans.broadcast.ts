import { banMessages } from "@scrims/shared/bans/bans.schema";
import type { Deps } from "@/lib/deps";
import { userRoom } from "@/lib/rooms";
import { bitesAt } from "@/features/users/users.rules";
import type { BanRow } from "./bans.repository";

/**
 * When a ban bites (after it commits, or at its start by the `ban-start` job), the player's open
 * sockets (every process) hear `banned` and are closed.
 */
export function announceBan(deps: Pick<Deps, "realtime">, ban: BanRow, now: Date): void {
  if (!bitesAt(ban, now)) {
    return;
  }
  const dateTo = ban.dateTo.toISOString();
  const room = deps.realtime.in(userRoom(ban.userId));
  room.emit("banned", { dateTo, reason: ban.reason, message: banMessages.youAreBanned(dateTo) });
  room.disconnectSockets(true);
}
