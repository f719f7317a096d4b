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
