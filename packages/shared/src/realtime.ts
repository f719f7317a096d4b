import type { ChatClientEvents, ChatServerEvents } from "./chat/chat.events";
import type { FriendsServerEvents } from "./friends/friends.events";
import type { NotificationServerEvents } from "./notifications/notifications.events";
import type { PresenceClientEvents, PresenceServerEvents } from "./presence/presence.events";
import type { BanServerEvents } from "./bans/bans.events";
import type { ScrimClientEvents, ScrimServerEvents } from "./scrims/scrims.events";

/**
 * Socket.IO contracts: every feature's `<f>.events.ts` maps are merged here and used as the
 * generics of `new Server<…>()` on the server and `io<…>()` in the browser.
 */
export type ServerToClientEvents = ScrimServerEvents &
  FriendsServerEvents &
  NotificationServerEvents &
  ChatServerEvents &
  PresenceServerEvents &
  BanServerEvents;
export type ClientToServerEvents = ScrimClientEvents & ChatClientEvents & PresenceClientEvents;

export type { Ack } from "./common/ack";

/** Why the server refused a socket connection (the `connect_error` message). */
export const SOCKET_UNAUTHORIZED = "Please login to continue";
