import type { Ack } from "../common/ack";
import type { PresenceDto } from "./presence.schema";

export interface PresenceServerEvents {
  /** A watched user's state: once per user on `watch_presence`, then on every change. */
  presence: (payload: PresenceDto) => void;
}

export interface PresenceClientEvents {
  watch_presence: (payload: { userIds: string[] }, ack: (result: Ack) => void) => void;
}
