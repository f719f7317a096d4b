import { z } from "zod";
import { userIdSchema } from "../users/users.schema";

/** Users one `watch_presence` may name (a friends list, an open profile). */
const WATCH_PRESENCE_MAX = 200;

/**
 * `watch_presence {userIds}`: replaces the socket's watched set; answered at once with a
 * `presence` event per user, then one on every change. An empty list stops watching.
 */
export const watchPresenceInputSchema = z.object({
  userIds: z.array(userIdSchema).max(WATCH_PRESENCE_MAX),
});

/** The `presence` event (sent by the server only, so no schema checks it). */
export type PresenceDto = {
  userId: string;
  online: boolean;
  /**
   * Grows with every change of this user's presence. Events sent by different processes may
   * arrive out of order: a client keeps the state of the highest version it has seen.
   */
  version: number;
};
