/** Who acts: a signed-in player (an admin or not). Every feature's services take one. */
export type Actor = { id: string; isAdmin: boolean };

/** Who is looking: a signed-in player, or nobody (a broadcast to all). */
export type Viewer = Actor | null;
