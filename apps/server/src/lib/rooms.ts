/**
 * Socket.IO room names (docs/ARCHITECTURE.md, house style rule 16): one place, so emitters and
 * joiners agree.
 */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const scrimRoom = (scrimId: string) => `scrim:${scrimId}`;
export const hubRoom = (region: string) => `hub:${region}`;
/** Sockets that opened a scrim's chat (`scrimChatOpen`), after the same check as the HTTP route. */
export const scrimChatRoom = (scrimId: string) => `scrim-chat:${scrimId}`;
/** Sockets that watch a user's presence (`watch_presence`). */
export const presenceRoom = (userId: string) => `presence:${userId}`;

/**
 * A region's hub, per quarter of an hour of start times: a socket that watches one day of the
 * hub joins the quarters of that day, and a change of a scrim goes to its start's quarter only,
 * so the watchers of other days hear nothing of it. Quarters, since every time zone's midnight
 * falls on one (offsets are whole quarters of an hour).
 */
const HUB_QUARTER_MS = 15 * 60 * 1000;
const quarterOf = (moment: number) => Math.floor(moment / HUB_QUARTER_MS);
export const hubQuarterRoom = (region: string, start: Date) =>
  `hub:${region}@${quarterOf(start.getTime())}`;

/** The quarter rooms of the hub of `region` that cover [from, to) (to after from). */
export function hubWindowRooms(region: string, from: Date, to: Date): string[] {
  const rooms: string[] = [];
  for (let quarter = quarterOf(from.getTime()); quarter <= quarterOf(to.getTime() - 1); quarter++) {
    rooms.push(`hub:${region}@${quarter}`);
  }
  return rooms;
}

/** True for the room of a region's whole hub and for each of its quarters. */
export const isHubRoomOf = (region: string, room: string) =>
  room === hubRoom(region) || room.startsWith(`hub:${region}@`);
