import type { Ack } from "../common/ack";
import type { ScrimDto } from "./scrims.schema";

/** Server → client scrim events. Payloads are the HTTP DTOs, as the viewer may see them. */
export interface ScrimServerEvents {
  /** A scrim the socket watches (its room) changed; sent after the change is committed. */
  scrimUpdate: (payload: { scrim: ScrimDto }) => void;
  /** A public scrim of a watched region and day was created, changed or deleted. */
  getScrimTransaction: (
    payload:
      { type: "upsert"; scrim: ScrimDto } | { type: "delete"; scrimId: string; region: string },
  ) => void;
  /** A scrim the user plays or casts in has reached its start time (to each one's user room). */
  scrimStartNotification: (payload: { scrimId: string; title: string }) => void;
}

/** Client → server scrim events; each is acknowledged. */
export interface ScrimClientEvents {
  join_scrim_room: (payload: { scrimId: string }, ack: (result: Ack) => void) => void;
  leave_scrim_room: (payload: { scrimId: string }, ack: (result: Ack) => void) => void;
  /** Watch the hub list of one region (public scrims only). */
  join_region_hub: (payload: { region: string }, ack: (result: Ack) => void) => void;
  leave_region_hub: (payload: { region: string }, ack: (result: Ack) => void) => void;
}
