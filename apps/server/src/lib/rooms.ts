/** Socket.IO room names (STYLE rule 12): one place, so emitters and joiners agree. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const scrimRoom = (scrimId: string) => `scrim:${scrimId}`;
export const hubRoom = (region: string) => `hub:${region}`;
